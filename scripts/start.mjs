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

// START_SERVER_ENTRY runs another script in the server's place (the wrapper's own tests): nothing to build then.
const entry = process.env.START_SERVER_ENTRY || join(root, 'apps/server/dist/server.js');

for (const t of process.env.START_SERVER_ENTRY ? [] : targets) {
  const out = join(root, t.output);
  const stale = !existsSync(out) || Math.max(...t.sources.map((s) => newest(join(root, s)))) > statSync(out).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${t.name}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server exits with a non-zero code when it crashes (apps/server/src/lib/crash-guard.ts): start it again,
// waiting longer after each crash in a row (1 s doubling to 30 s), back to 1 s once a run lasted a minute.
// A clean exit (code 0) or a signal sent to this wrapper ends the wrapper too.
const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;
let server = null;
let stopping = false;
let delay = MIN_DELAY_MS;

function run() {
  const started = Date.now();
  server = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: root, stdio: 'inherit' });
  server.on('exit', (code, signal) => {
    server = null;
    if (stopping || code === 0) process.exit(code ?? 0);
    if (Date.now() - started >= STABLE_MS) delay = MIN_DELAY_MS;
    console.error(`[start] ${new Date().toISOString()} server exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${delay / 1000} s`);
    setTimeout(run, delay);
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (server) server.kill(signal);
    else process.exit(0);
  });
}
run();
