import { rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIG, seedBigClient } from './lib/big-client';
import { CLIENT_READS, clientReadLoad, queriesPerRequest, sameAnswers } from './lib/client-reads';
import { seedBigClientRecords } from './lib/communications';
import { cpuMs, postmasterPidOf } from './lib/cpu';
import { DURATION, type TLoadResult } from './lib/load';
import { seedBigClientMoney } from './lib/money';
import { benchPostgres } from './lib/postgres';
import { repoRoot, startCommand, startProcess, type TStarted } from './lib/processes';
import { signIn } from './lib/session';

/**
 * npm run bench:client-reads: the client's events list and dashboard (issue 42, point 4: read by the shape of
 * the queries, no cache) on PostgreSQL at 20 connections, the big client seeded as `npm run bench` seeds it
 * (50 events, 500 tasks, their money and 1,000 communication records). Ports: server 3360, PostgreSQL 5460.
 *
 *   BENCH_RUNS=3 BENCH_SECONDS=8     rounds (after an uncounted warm-up round) and seconds per call
 *   BENCH_SERVER=path/server.js      another build instead of apps/server/dist/server.js
 *   BENCH_BEFORE=path/server.js      a second build (e.g. a copy of the previous one) on the same database and
 *                                    port + 1; its rounds interleave with this build's, so noise from other work
 *                                    on the machine falls on both, and both answers must be byte-for-byte equal
 *   BENCH_PEER=django                the Django REST peer (bench/peer-django) on the same database and port + 2,
 *                                    interleaved too, its answers equal as JSON values; the "10x the
 *                                    peer" is printed for each read. It needs Debian's python3-djangorestframework,
 *                                    python3-psycopg2, python3-jwt and gunicorn (bench/peer-django/README.md).
 *
 * A copy of a build runs outside the repository when it sits in a tree the server recognises
 * (<dir>/package.json, <dir>/apps/server/{package.json,dist,src/db/migrations}, node_modules links).
 */
const port = Number(process.env.BENCH_PORT ?? 3360);
const rounds = Number(process.env.BENCH_RUNS ?? 3);
const adminToken = 'bench-admin-token';
/** Shared with the peer, which checks our access tokens. */
const jwtSecret = 'bench-jwt-secret-of-the-client-reads-bench';

interface TBuild {
  label: string;
  base: string;
  server: TStarted;
  access: string;
  /** A pre-forking server: its CPU is the master's and its workers'. */
  tree?: boolean;
}

async function startBuild(label: string, script: string, url: string, buildPort: number, seedDemo: boolean): Promise<Omit<TBuild, 'access'>> {
  const dataDir = join(tmpdir(), `venue-bench-client-reads-${buildPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${buildPort}`;
  const env = {
    DATABASE_URL: url,
    PORT: String(buildPort),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
    JWT_SECRET: jwtSecret,
    SERVE_WEB: 'false',
    SEED_DEMO: String(seedDemo),
  };
  return { label, base, server: await startProcess([script], env, `${base}/api/health/`) };
}

/**
 * The Django REST peer, as gunicorn's documentation sizes it for this machine: sync workers, 2 x CPUs + 1. It
 * checks the same access tokens (the shared JWT_SECRET) against the same sign-ins, on every request.
 */
async function startPeer(url: string, peerPort: number): Promise<Omit<TBuild, 'access'>> {
  const base = `http://127.0.0.1:${peerPort}`;
  const workers = String(2 * availableParallelism() + 1);
  const args = ['--workers', workers, '--bind', `127.0.0.1:${peerPort}`, '--log-level', 'warning', 'peer.wsgi:application'];
  const server = await startCommand('gunicorn', args, { DATABASE_URL: url, JWT_SECRET: jwtSecret }, `${base}/api/health/`, join(repoRoot, 'bench/peer-django'));
  return { label: 'peer', base, server, tree: true };
}

/** A load's figures with the CPU milliseconds per request of the server, PostgreSQL and the load generator. */
type TRound = Pick<TLoadResult, 'rps' | 'p99'> & { server: number; postgres: number; loadGen: number };
const FIGURES = ['rps', 'p99', 'server', 'postgres', 'loadGen'] as const;
const cpuText = (r: TRound) => `CPU/req server ${r.server.toFixed(2)} ms, postgres ${r.postgres.toFixed(2)} ms, load generator ${r.loadGen.toFixed(2)} ms`;

/**
 * CPU per request moves less than requests/s when other work shares the machine's 2 CPUs. The load generator
 * (autocannon, in this process) is counted too: it competes for the same CPUs.
 */
async function measured(serverPid: number, postmaster: number, run: () => Promise<TLoadResult>, tree = false): Promise<TLoadResult & TRound> {
  const c0 = cpuMs(serverPid, postmaster, tree);
  const own = process.cpuUsage();
  const r = await run();
  const usage = process.cpuUsage(own);
  const c1 = cpuMs(serverPid, postmaster, tree);
  const n = r.rps * (DURATION + 1); // load() runs a 1 s warm-up first
  return { ...r, server: (c1.server - c0.server) / n, postgres: (c1.postgres - c0.postgres) / n, loadGen: (usage.user + usage.system) / 1000 / n };
}

/**
 * Waits until a pre-forking server has answered what was still queued when the load stopped (the peer's sync
 * workers hold seconds of requests at 20 connections), so its tail does not fall on the next build's round.
 */
async function idle(serverPid: number, postmaster: number) {
  for (let last = cpuMs(serverPid, postmaster, true).server; ;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs(serverPid, postmaster, true).server;
    if (now - last < 20) return;
    last = now;
  }
}

async function main() {
  const db = benchPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 5460) });
  if (!db) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian postgresql 15 installed.');
  const builds: TBuild[] = [];
  try {
    // This build first: it migrates the database and seeds the venue's catalogue (event types) the big client
    // books; a copy of an older build then finds its migrations applied.
    const scripts: [string, string][] = [['after', process.env.BENCH_SERVER ?? 'apps/server/dist/server.js']];
    if (process.env.BENCH_BEFORE) scripts.push(['before', process.env.BENCH_BEFORE]);
    for (const [i, [label, script]] of scripts.entries()) {
      builds.push({ ...(await startBuild(label, script, db.url, port + i, i === 0)), access: '' });
      if (i === 0) {
        await seedBigClient(db.url);
        await seedBigClientMoney(db.url);
        await seedBigClientRecords(db.url);
      }
    }
    for (const b of builds) b.access = await signIn(b.base, BIG.email, BIG.password);
    if (process.env.BENCH_PEER === 'django') builds.push({ ...(await startPeer(db.url, port + 2)), access: builds[0]!.access });
    const peer = builds.find((b) => b.label === 'peer');
    const ours = builds.filter((b) => b !== peer);
    const postmaster = await postmasterPidOf(db.url);

    for (const path of CLIENT_READS) {
      const counts = await Promise.all(ours.map(async (b) => `${b.label} ${await queriesPerRequest(b.base, path, b.access, adminToken)}`));
      console.log(`${path}: SQL statements per request: ${counts.join(', ')}`);
      if (ours.length === 2) console.log(`  answers byte-for-byte equal: ${await sameAnswers(path, ours[0]!, ours[1]!)}`);
      if (peer) console.log(`  the peer's answers equal as JSON: ${await sameAnswers(path, ours[0]!, peer, true)}`);
    }
    console.log(`(${DURATION} s per call, ${rounds} rounds, 20 connections)`);

    const results = new Map<string, TRound[]>();
    // Round 0 warms the JIT up and is not counted; within a round the builds alternate call by call.
    for (let i = rounds > 0 ? -1 : 0; i < rounds; i++) {
      for (const path of CLIENT_READS) {
        for (const b of i % 2 ? [...builds].reverse() : builds) {
          const r = await measured(b.server.child.pid!, postmaster, () => clientReadLoad(b.base, path, b.access), b.tree);
          if (b.tree) await idle(b.server.child.pid!, postmaster);
          const round = i < 0 ? 'warm-up' : `round ${i + 1}`;
          console.log(`${round}: ${b.label} ${path} ${r.rps} req/s p99 ${r.p99} ms (${r.errors}/${r.non2xx}), ${cpuText(r)}`);
          if (i >= 0) results.set(`${b.label} ${path}`, [...(results.get(`${b.label} ${path}`) ?? []), r]);
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    for (const path of CLIENT_READS) {
      const of = (b: TBuild) => results.get(`${b.label} ${path}`) ?? [];
      const m = builds.map(
        (b) => ({ label: b.label, ...Object.fromEntries(FIGURES.map((k) => [k, median(of(b).map((r) => r[k]))])) }) as TRound & { label: string },
      );
      console.log(`${path}: medians of ${rounds} rounds:`);
      for (const r of m) console.log(`  ${r.label}: ${r.rps} req/s, p99 ${r.p99} ms, ${cpuText(r)}`);
      const total = (r: TRound) => r.server + r.postgres + r.loadGen;
      const ratio = (label: string, a: TRound, b: TRound, target: string) =>
        console.log(`  ${label}: ${(a.rps / b.rps).toFixed(2)}x req/s, ${(total(b) / total(a)).toFixed(2)}x by CPU per request (target ${target})`);
      const before = m.find((r) => r.label === 'before');
      const peerRound = m.find((r) => r.label === 'peer');
      if (before) ratio('after/before', m[0]!, before, '1.59x');
      if (peerRound) ratio('after/peer', m[0]!, peerRound, '10x');
    }
  } finally {
    for (const b of builds) await b.server.stop();
    db.stop();
  }
}

await main();
