import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { statusMessage } from '@venue/shared/errors';
import { testDatabase } from '../test/test-database';
import { bundleServer, ready, startServer, statusOf, type TServerProcess } from '../test/server-process';
import type { TDatabase } from './db/client';
import { createLocalStorage } from './lib/storage';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from './seed/demo-data';

/**
 * Issue 38: terminating the server's PostgreSQL connections (what a restart, an upgrade or a failover does) ended
 * every process with an uncaught exception. Two real processes under load while every session of their database is
 * terminated, again and again for OUTAGE_MS: both stay up, every failed request is a 503 in the catalogue's shape
 * with Retry-After, readiness is back within 10 s, and mail queued after the outage is delivered by the outbox.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const OUTAGE_MS = 3000;
const csrf = { cookie: 'csrftoken=outage', 'x-csrftoken': 'outage' };
let database: TDatabase & { url?: string };
let admin: pg.Client;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let dataDir: string;
let servers: TServerProcess[] = [];

describe.runIf(onPostgres)('a PostgreSQL restart under load, two processes', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'venue-outage-'));
    database = await testDatabase();
    await database.db.transaction((tx) => seedDemoData(tx, venueDay(), createLocalStorage(dataDir)));
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    bundle = await bundleServer();
    // One data directory, so both processes' mail lands in one folder (files: no SMTP_URL); a quick outbox poll.
    const env = { DATABASE_URL: database.url!, DATA_DIR: dataDir, OUTBOX_POLL_MS: '500' };
    servers = [startServer(bundle.entry, env), startServer(bundle.entry, env)];
    await Promise.all(servers.map((s) => ready(s, 150_000)));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    bundle?.remove();
    await admin?.end();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps both processes up, answers 503 with Retry-After, is ready again within 10 s, and still sends mail', async () => {
    const [a, b] = servers as [TServerProcess, TServerProcess];
    const login = await fetch(`${a.base}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...csrf },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { tokens: { access: string } }).tokens.access;
    const auth = { authorization: `Bearer ${token}` };

    // Reads and writes through both processes, until told to stop.
    const answers: { status: number; retryAfter: string | null; body: string }[] = [];
    let noAnswer = 0;
    let loading = true;
    const call = async (base: string, i: number) => {
      const write = i % 3 === 0;
      const res = await fetch(`${base}${write ? '/api/users/me/' : '/api/client/events/'}`, {
        method: write ? 'PATCH' : 'GET',
        headers: write ? { ...auth, 'content-type': 'application/json' } : auth,
        body: write ? JSON.stringify({ first_name: `Outage ${i % 7}` }) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() });
    };
    const loaders = Array.from({ length: 12 }, async (_, w) => {
      for (let i = w; loading; i++) await call(w % 2 ? a.base : b.base, i).catch(() => void noAnswer++);
    });

    await new Promise((r) => setTimeout(r, 1000));
    const terminate = `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`;
    const dbName = new URL(database.url!).pathname.slice(1);
    const resetRequest = (base: string, email: string) =>
      fetch(`${base}/api/users/password-reset/request/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...csrf },
        body: JSON.stringify({ email }),
      }).then((r) => r.status);
    let terminated = 0;
    let duringOutage: Promise<number> | undefined;
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      terminated += (await admin.query<{ n: number }>(terminate, [dbName])).rows[0]!.n;
      // Mail asked for in the middle of it: answered 503 (nothing queued), or queued and then delivered.
      duringOutage ??= resetRequest(a.base, DEMO_EMAIL);
      await new Promise((r) => setTimeout(r, 100));
    }
    const afterOutage = Date.now();
    const readyAgainMs = await Promise.all(
      [a, b].map(async (s) => {
        for (;;) {
          if ((await statusOf(s.base, '/api/health/ready/')) === 200) return Date.now() - afterOutage;
          if (Date.now() - afterOutage > 10_000) return Infinity;
          await new Promise((r) => setTimeout(r, 100));
        }
      }),
    );
    loading = false;
    await Promise.all(loaders);
    expect(a.alive() && b.alive(), `a process exited:\n${a.output()}\n${b.output()}`).toBe(true);

    // Queued once the database is back: its commit kicks the outbox, or the next poll finds it.
    expect(await resetRequest(b.base, DEMO_STAFF.email)).toBe(200);
    const duringStatus = await duringOutage!;
    expect([200, 503]).toContain(duringStatus);
    const mailDir = join(dataDir, 'mail');
    const deliveredTo = (email: string) =>
      existsSync(mailDir) && readdirSync(mailDir).some((f) => readFileSync(join(mailDir, f), 'utf8').includes(`To: ${email}`));
    const delivered = () => deliveredTo(DEMO_STAFF.email) && (duringStatus !== 200 || deliveredTo(DEMO_EMAIL));
    const mailDeadline = Date.now() + 15_000;
    while (!delivered() && Date.now() < mailDeadline) await new Promise((r) => setTimeout(r, 200));

    const failed = answers.filter((x) => x.status >= 500);
    const summary = { requests: answers.length, failed: failed.length, noAnswer, terminated, readyAgainMs, mailDuringOutage: duringStatus };
    console.log('outage:', summary);
    expect(a.alive() && b.alive()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expect(noAnswer).toBe(0);
    for (const f of failed) {
      expect(f.status).toBe(503);
      expect(f.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(f.body)).toEqual({ detail: statusMessage(503), code: 'unavailable' });
    }
    expect(Math.max(...readyAgainMs)).toBeLessThanOrEqual(10_000);
    expect(delivered()).toBe(true);
    // The lost connections were told in the log, not thrown.
    expect(a.output() + b.output()).toContain('database connection lost');
    expect(a.output() + b.output()).not.toMatch(/uncaught exception|unhandled promise rejection/);
  }, 90_000);
});
