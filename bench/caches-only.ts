import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheGains } from './lib/caches';
import { benchPostgres } from './lib/postgres';
import { repoRoot } from './lib/processes';

/** `npm run bench:caches`: the per-process copies' gains alone (the same lines `npm run bench` prints). */
const pg = benchPostgres();
if (!pg) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian postgresql installed');
try {
  const lines = [
    `Per-process copies, ${new Date().toISOString().slice(0, 10)}: median req/s of three interleaved rounds on PostgreSQL`,
    ...(await cacheGains(pg.url)),
  ];
  for (const line of lines) console.log(line);
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/results/caches.md'), `${lines.join('\n')}\n`);
} finally {
  pg.stop();
}
