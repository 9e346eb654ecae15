import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib/processes';
import { session } from './lib/session';
import { webFigures, webReport } from './web';

/** npm run bench:web: only the web figures, on a fresh embedded database (quicker than the whole bench). */
const dataDir = join(tmpdir(), 'venue-bench-web');
rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ DATA_DIR: dataDir, PORT: '3204', DATABASE_URL: '' });
try {
  const base = 'http://127.0.0.1:3204';
  for (const line of webReport(await webFigures(base, await session(base)))) console.log(line);
} finally {
  await server.stop();
}
