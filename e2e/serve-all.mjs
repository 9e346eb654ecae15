// Starts every worker's servers at once (Playwright starts the entries of its webServer list one after another,
// and each embedded database takes its time to migrate and seed): E2E_SERVERS is the config's list of
// { script, port, dataDir }. Prints "e2e servers ready" once every one answers its health check, which is
// what the config's webServer waits for; if any server stops, all stop.
//
// The databases are built once, not once per server: the demo data is seeded into one template directory and the
// CLI's admin made in another (both at once), and each server starts on its own copy of its template. A server on
// a fresh copy is the same as one that seeded itself; migrating and seeding four embedded databases side by side
// took minutes of the browser stage.
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');

const templateOf = { 'serve.mjs': 'demo', 'serve-empty.mjs': 'empty' };
const templateRoot = `${servers[0]?.dataDir ?? fileURLToPath(new URL('../.e2e-data', import.meta.url))}-template`;
const templateDir = (script) => `${templateRoot}-${templateOf[script]}`;
const dist = (file) => fileURLToPath(new URL(`../apps/server/dist/${file}`, import.meta.url));

/** Migrates (and seeds, or makes the CLI's admin in) a template database; each server copies it. */
async function buildTemplate(script) {
  const dataDir = templateDir(script);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'http://localhost' };
  const args = script === 'serve.mjs' ? [dist('seed.js')] : [dist('create-admin.js'), '--email', 'owner@venue.test', '--name', 'Teresa Aquino'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { env: script === 'serve.mjs' ? env : { ...env, SEED_DEMO: 'false' } });
  return [script, { dataDir, printed: stdout }];
}
// GCash and Maya on the demo servers, through a local stand-in for PayMongo (the API suite's own fake): the wizard
// and the portal offer them, and its page at /redirect/{intent} approves or declines like the wallet's app. The
// payer's return to the site reads the payment back from it, so no webhook is needed. A real gateway switches the
// built-in test gateway off unless told: the card journeys keep it on.
const { tsImport } = await import('tsx/esm/api');
const { startPaymongoFake } = await tsImport('../apps/server/test/paymongo-fake.ts', import.meta.url);
const paymongo = await startPaymongoFake();
const walletEnv = { ...paymongo.env, PAYMENTS_TEST_GATEWAY: 'on' };

const t0 = Date.now();
const templates = Object.fromEntries(await Promise.all([...new Set(servers.map((s) => s.script))].map(buildTemplate)));
console.log(`e2e databases built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const children = servers.map(({ script, port, dataDir, quiet }) => {
  const prefix = script === 'serve-empty.mjs' ? 'E2E_EMPTY' : 'E2E';
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      [`${prefix}_PORT`]: String(port),
      [`${prefix}_DATA_DIR`]: dataDir,
      ...(script === 'serve.mjs' ? walletEnv : {}),
      E2E_TEMPLATE_DIR: templates[script].dataDir,
      E2E_TEMPLATE_PRINTED: templates[script].printed,
    },
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
if (!stopping) console.log(`e2e servers ready after ${((Date.now() - t0) / 1000).toFixed(1)} s: ${servers.map((s) => s.port).join(', ')}`);
