// Starts the built server for the browser tests on a fresh embedded database (seeded with the demo data on
// first start). The data directory is E2E_DATA_DIR so tests can read the .eml files the outbox writes.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.E2E_DATA_DIR;
const port = process.env.E2E_PORT;
rmSync(dataDir, { recursive: true, force: true });
// A copy of the database serve-all.mjs seeded once for every worker; without one the server seeds its own.
if (process.env.E2E_TEMPLATE_DIR) cpSync(process.env.E2E_TEMPLATE_DIR, dataDir, { recursive: true });
const server = spawn(process.execPath, ['--enable-source-maps', fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    OUTBOX_POLL_MS: '250',
    DATABASE_URL: '',
    // Every browser test registers its own accounts, all from 127.0.0.1.
    REGISTER_LIMIT_PER_HOUR: '100000',
    // ...and accepts invitations and resets passwords (each a password hash) far more often than a person would.
    HASHING_LIMIT_PER_15_MIN: '100000',
    // ...and books, holds dates and requests quotes many times over from that one address.
    BOOKING_HOLDS_PER_ADDRESS: '100000',
    BOOKING_COMPLETIONS_PER_HOUR: '100000',
    BOOKING_QUOTES_PER_DAY_PER_ADDRESS: '100000',
    BOOKING_QUOTES_PER_DAY_PER_EMAIL: '100000',
    // ...and sends the contact form.
    CONTACT_PER_DAY_PER_ADDRESS: '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
