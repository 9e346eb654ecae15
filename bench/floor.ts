import { postmasterPidOf, withCpu } from './lib/cpu';
import { DURATION, load } from './lib/load';
import { benchPostgres } from './lib/postgres';
import { startProcess } from './lib/processes';

/**
 * `npx tsx bench/floor.ts`: what this machine allows any call at 20 connections, whatever our code does. A bare
 * Fastify route (bench/floor-server.ts) making 0 to 4 committed one-statement writes on PostgreSQL, measured
 * like the budgets are (autocannon, 20 connections, p99). An exactly-once charge commits at least three times
 * (the idempotency key, the amount reserved before the gateway is asked, the settlement after), so the
 * 3-write line is the most a pay call's budget can hope for on this machine; the budgets assume a faster one
 * when that line is already over them. BENCH_FLOOR_WRITES=3,4,5,6 picks the lines (default 0 to 4).
 */
const pg = benchPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 5441) });
if (!pg) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian postgresql 15 installed.');
const port = process.env.BENCH_PORT ?? '3310';
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(['--import', 'tsx', 'bench/floor-server.ts'], { DATABASE_URL: pg.url, PORT: port }, `${base}/health`);
try {
  console.log(`bare Fastify + pg, ${DURATION} s each:`);
  const pids = { server: server.child.pid!, postmaster: await postmasterPidOf(pg.url) };
  for (const writes of (process.env.BENCH_FLOOR_WRITES ?? '0,1,2,3,4').split(',').map(Number)) {
    const r = await withCpu(pids, DURATION, () => load(`${writes} committed writes`, { url: `${base}/floor/${writes}`, method: 'POST', connections: 20 }));
    console.log(
      `  ${writes} committed write(s) per call at ${r.connections} connections: ${r.rps} req/s, p99 ${r.p99} ms (errors ${r.errors}, non-2xx ${r.non2xx}); ${r.cpuText}`,
    );
  }
} finally {
  await server.stop();
  pg.stop();
}
