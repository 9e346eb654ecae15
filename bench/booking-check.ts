import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingLoad } from './lib/booking';
import { withCpu, postmasterPidOf } from './lib/cpu';
import { DURATION, load, type TLoadResult } from './lib/load';
import { benchPostgres } from './lib/postgres';
import { repoRoot, startProcess } from './lib/processes';

/**
 * The booking calls of `npm run bench` on their own (after `npm run build -w @venue/server`): p99 budget 30 ms at
 * 20 connections on PostgreSQL. BENCH_DATABASE_URL picks the database; BENCH_PORT the server's port; BENCH_PROFILE=true
 * writes a CPU profile of the server.
 */
const pg = benchPostgres();
if (!pg) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL');
const port = process.env.BENCH_PORT ?? '3602';
// BENCH_PROFILE=true: the server runs with --cpu-prof (bench/results/prof/*.cpuprofile).
const profile = process.env.BENCH_PROFILE === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${join(repoRoot, 'bench/results/prof')}`] : [];
const server = await startProcess(
  [...profile, 'apps/server/dist/server.js'],
  { DATABASE_URL: pg.url, SEED_DEMO: 'true', PORT: port, DATA_DIR: join(tmpdir(), 'venue-bench-booking'), TRUST_PROXY: 'true', SERVE_WEB: 'false' },
  `http://127.0.0.1:${port}/api/health/`,
);
try {
  // For scale on a busy machine: a call with one small query, at the same connections (not while profiling).
  if (!profile.length) {
    const ref = await load('PostgreSQL GET /api/events/event-types/ (one query, for scale)', {
      url: `http://127.0.0.1:${port}/api/events/event-types/`,
      connections: 20,
    });
    console.log(`${ref.name}: ${ref.rps} req/s, p99 ${ref.p99} ms`);
  }
  // CPU per request of the server and of PostgreSQL moves less than latency when other work shares the machine.
  const pids = { server: server.child.pid!, postmaster: await postmasterPidOf(pg.url) };
  const cpu = new Map<string, string>();
  const measure = async (run: () => Promise<TLoadResult>) => {
    const r = await withCpu(pids, DURATION, run);
    cpu.set(r.name, r.cpuText);
    return r;
  };
  for (const r of await bookingLoad(`http://127.0.0.1:${port}`, measure))
    console.log(
      `${r.name}: ${r.rps} req/s, p99 ${r.p99} ms at ${r.connections} connections (budget 30 ms at 20) ${r.p99 < 30 ? 'OK' : 'OVER BUDGET'}; errors ${r.errors}, non-2xx ${r.non2xx}; ${cpu.get(r.name)}`,
    );
} finally {
  await server.stop();
  pg.stop();
}
