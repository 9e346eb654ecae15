import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startServer } from './lib/processes';
import { session } from './lib/session';
import { webFigures, webReport } from './web';

/**
 * npm run bench:web: only the web figures, on a fresh embedded database (quicker than the whole bench), printed and
 * written to bench/results/web.md with the day and commit they were measured on.
 */
const dataDir = join(tmpdir(), 'venue-bench-web');
rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ DATA_DIR: dataDir, PORT: '3204', DATABASE_URL: '' });
try {
  const base = 'http://127.0.0.1:3204';
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  const lines = [`Web figures, ${new Date().toISOString().slice(0, 10)}, commit ${commit}:`, '', ...webReport(await webFigures(base, await session(base)))];
  for (const line of lines) console.log(line);
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/results/web.md'), `${lines.join('\n')}\n`);
} finally {
  await server.stop();
}
