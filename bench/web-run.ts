import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNewVenue } from './lib/new-venue';
import { repoRoot, startServer, type TStarted } from './lib/processes';
import { webFigures, webReport } from './web';

/**
 * npm run bench:web: only the web figures (issue 42), printed and written to bench/results/web.md with the day and
 * commit they were measured on. Two servers, each on a fresh embedded database: the demo venue (the demo seed) and
 * a venue set up from an empty install. BENCH_WEB_VENUES=demo|new|both (both) picks which; BENCH_WEB_PORT (3204)
 * is the demo's port, the new venue's the next one.
 */
const venues = process.env.BENCH_WEB_VENUES ?? 'both';
if (!['demo', 'new', 'both'].includes(venues)) throw new Error(`BENCH_WEB_VENUES must be demo, new or both, not ${venues}`);
const port = Number(process.env.BENCH_WEB_PORT ?? 3204);

const servers: TStarted[] = [];
try {
  let demoBase: string | undefined;
  let newVenueBase: string | undefined;
  if (venues !== 'new') {
    const dataDir = join(tmpdir(), 'venue-bench-web');
    rmSync(dataDir, { recursive: true, force: true });
    servers.push(await startServer({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' }));
    demoBase = `http://127.0.0.1:${port}`;
  }
  if (venues !== 'demo') {
    const venue = await startNewVenue(port + 1);
    servers.push(venue);
    newVenueBase = venue.base;
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  const narrowed = process.env.BENCH_WEB_PAGES ? ` (public pages narrowed to ${process.env.BENCH_WEB_PAGES})` : '';
  // A quick check (narrowed, one venue, fewer runs) must not replace the kept figures: it goes to the temp folder.
  const quick = Boolean(narrowed) || venues !== 'both' || process.env.BENCH_WEB_SIGNED_IN !== undefined || Number(process.env.BENCH_LH_RUNS ?? 3) < 3;
  const out = quick ? join(tmpdir(), 'venue-bench-web.md') : join(repoRoot, 'bench/results/web.md');
  const figures = await webFigures({ demoBase, newVenueBase });
  const lines = [`# Web figures, ${new Date().toISOString().slice(0, 10)}, commit ${commit}${narrowed}`, '', ...webReport(figures)];
  for (const line of lines) console.log(line);
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`Written to ${out}`);
} finally {
  for (const server of servers) await server.stop();
}
