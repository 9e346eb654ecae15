// Starts every worker's servers at once (Playwright starts the entries of its webServer list one after another,
// and each embedded database takes its time to migrate and seed): E2E_SERVERS is the config's list of
// { script, port, dataDir }. Prints "e2e servers ready" once every one answers its health check, which is
// what the config's webServer waits for; if any server stops, all stop.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const children = servers.map(({ script, port, dataDir, quiet }) => {
  const prefix = script === 'serve-empty.mjs' ? 'E2E_EMPTY' : 'E2E';
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, [`${prefix}_PORT`]: String(port), [`${prefix}_DATA_DIR`]: dataDir },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e server ${script} on port ${port} stopped (${signal ?? code})`);
    stop(code || 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const healthy = async (port) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health/`)).ok;
  } catch {
    return false;
  }
};
const waiting = new Set(servers.map((s) => s.port));
while (waiting.size && !stopping) {
  for (const port of [...waiting]) if (await healthy(port)) waiting.delete(port);
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!stopping) console.log(`e2e servers ready: ${servers.map((s) => s.port).join(', ')}`);
