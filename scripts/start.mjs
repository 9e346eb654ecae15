// npm start: build whatever is missing or older than its sources, then run the built server in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const targets = [
  { name: '@venue/web', output: 'apps/web/dist/index.html', sources: ['apps/web', 'packages/shared/src'] },
  { name: '@venue/server', output: 'apps/server/dist/server.js', sources: ['apps/server/src', 'packages/shared/src'] },
];

for (const t of targets) {
  const out = join(root, t.output);
  const stale = !existsSync(out) || Math.max(...t.sources.map((s) => newest(join(root, s)))) > statSync(out).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${t.name}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
