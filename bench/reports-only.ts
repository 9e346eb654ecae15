import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPostgres } from './lib/postgres';
import { repoRoot, startProcess } from './lib/processes';
import { REPORTS_ADMIN, reportLines, reportsLoad, seedReportsData } from './lib/reports';
import { signIn } from './lib/session';

/**
 * `npm run bench:reports`: only the reports (the same lines `npm run bench` prints), on a throwaway PostgreSQL
 * seeded with 50,000 events. Ports: server 3310, PostgreSQL 5441 (BENCH_PORT, BENCH_PG_PORT to move them).
 */
const port = process.env.BENCH_PORT ?? '3310';
const base = `http://127.0.0.1:${port}`;
const db = benchPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 5441) });
if (!db) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian postgresql 15 installed.');
const dataDir = join(tmpdir(), `venue-bench-reports-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = await startProcess(
  ['apps/server/dist/server.js'],
  { DATABASE_URL: db.url, PORT: port, DATA_DIR: dataDir, SERVE_WEB: 'false' },
  `${base}/api/health/`,
);
try {
  const started = Date.now();
  await seedReportsData(db.url);
  const seeded = `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  const lines = [
    `Reports, ${new Date().toISOString().slice(0, 10)}. ${seeded}`,
    ...reportLines(await reportsLoad(base, await signIn(base, REPORTS_ADMIN.email, REPORTS_ADMIN.password))),
  ];
  for (const line of lines) console.log(line);
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/results/reports.md'), `${lines.join('\n')}\n`);
} finally {
  await server.stop();
  db.stop();
}
