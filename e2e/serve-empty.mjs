// The empty venue for the `empty-database` project: a fresh embedded database with no demo data, whose only
// account is the admin `create-admin` makes (run before the server, as the README says for the embedded
// database). The set-password link the CLI prints is kept in admin-link.txt for the setup project.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.E2E_EMPTY_DATA_DIR;
const port = process.env.E2E_EMPTY_PORT;
const dist = (file) => fileURLToPath(new URL(`../apps/server/dist/${file}`, import.meta.url));
const env = { ...process.env, DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: '', SEED_DEMO: 'false' };
rmSync(dataDir, { recursive: true, force: true });
// serve-all.mjs ran create-admin once into a template; each server starts on a copy (the link's token is in it).
const template = process.env.E2E_TEMPLATE_DIR;
if (template) cpSync(template, dataDir, { recursive: true });
const printed = template
  ? process.env.E2E_TEMPLATE_PRINTED
  : execFileSync(process.execPath, [dist('create-admin.js'), '--email', 'owner@venue.test', '--name', 'Teresa Aquino'], { env }).toString();
const link = printed.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
if (!link) throw new Error(`create-admin printed no link:\n${printed}`);
writeFileSync(join(dataDir, 'admin-link.txt'), link);

const server = spawn(process.execPath, ['--enable-source-maps', dist('server.js')], {
  stdio: 'inherit',
  env: { ...env, OUTBOX_POLL_MS: '250', REGISTER_LIMIT_PER_HOUR: '100000', HASHING_LIMIT_PER_15_MIN: '100000' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
