import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres } from './db/client';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, fileUpload, passwordChecks, registerClient, strongPassword, TINY_PNG, type TTestApp } from '../test/test-app';
import { startS3Fake } from '../test/s3-fake';
import { testDatabase } from '../test/test-database';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './seed/demo-data';

/**
 * Two servers on one PostgreSQL database, each with its own connection pool and its own LISTEN connection,
 * as two processes behind a proxy have: what one writes, the other reads at once; a sign-in ended through
 * one is refused by the other within a second; a file uploaded through one is served by the other (S3 fake);
 * each queued e-mail is sent once.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let a: TTestApp;
let b: TTestApp;
let s3: Awaited<ReturnType<typeof startS3Fake>>;

describe.runIf(onPostgres)('several processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const first = await testDatabase();
    s3 = await startS3Fake();
    a = await createTestApp({ database: first, env: s3.env });
    b = await createTestApp({ database: fromPostgres(first.url!), env: s3.env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.stop();
  });

  it('serve a file uploaded through the other (a shared S3 bucket)', async () => {
    const { tokens } = await registerClient(a, 'pictured@example.test');
    const up = await a.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      ...fileUpload(tokens.access, { field: 'avatar', filename: 'me.png', data: TINY_PNG }),
    });
    expect(up.statusCode).toBe(200);
    const down = await b.api.get(up.json().avatar_url);
    expect(down.statusCode).toBe(200);
    // The stored file is the re-encoded image (lib/user-image.ts): both processes serve the same bytes.
    expect(down.rawPayload.equals((await a.api.get(up.json().avatar_url)).rawPayload)).toBe(true);
  });

  it('share their secrets: a token from one is good on the other', async () => {
    const { tokens } = await registerClient(a, 'shared@example.test');
    expect((await b.api.get('/api/users/me/', { token: tokens.access })).statusCode).toBe(200);
  });

  it('read a write made through the other at once', async () => {
    await a.database.db.transaction((tx) => seedDemoData(tx, venueDay(), a.app.ctx.storage));
    const token = (await a.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
    const eventId = (await b.api.get('/api/client/events/', { token })).json().results.find((e: { name: string }) => e.name.includes('Wedding')).id;
    const task = (await b.api.get(`/api/client/events/${eventId}/tasks/`, { token }))
      .json()
      .find((x: { can_update: boolean; status: string }) => x.can_update && x.status === 'PENDING');
    await a.api.patch(`/api/client/events/${eventId}/tasks/${task.id}/`, { status: 'COMPLETED' }, { token });
    const seen = (await b.api.get(`/api/client/events/${eventId}/tasks/`, { token })).json().find((x: { id: number }) => x.id === task.id);
    expect(seen.status).toBe('COMPLETED');
  });

  it('see a profile change made through the other within a second (the sign-in check is kept one second at most)', async () => {
    const { tokens } = await registerClient(a, 'writer@example.test');
    expect((await b.api.get('/api/users/me/', { token: tokens.access })).json().first_name).toBe('Liza');
    await a.api.patch('/api/users/me/', { first_name: 'Lisa' }, { token: tokens.access });
    const started = Date.now();
    let name = 'Liza';
    while (name !== 'Lisa' && Date.now() - started < 1000) {
      name = (await b.api.get('/api/users/me/', { token: tokens.access })).json().first_name;
      if (name !== 'Lisa') await new Promise((r) => setTimeout(r, 10));
    }
    expect(name).toBe('Lisa');
  });

  it('refuse a logged-out access token on the other process within a second', async () => {
    const { tokens } = await registerClient(a, 'leaver@example.test');
    expect((await b.api.get('/api/users/me/', { token: tokens.access })).statusCode).toBe(200); // now in b's memory
    await a.api.post('/api/users/logout/', { refresh: tokens.refresh }, { token: tokens.access });
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = (await b.api.get('/api/users/me/', { token: tokens.access })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('send each queued e-mail once when both drain the outbox together', async () => {
    for (let i = 0; i < 8; i++) await registerClient(a, `mail${i}@example.test`);
    for (let i = 0; i < 8; i++) await a.api.post('/api/users/password-reset/request/', { email: `mail${i}@example.test` });
    await Promise.all([a.drainMail(), b.drainMail(), a.drainMail(), b.drainMail()]);
    const sent = [...a.mails, ...b.mails].filter((m) => /^mail\d@example\.test$/.test(m.to));
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((m) => m.id)).size).toBe(8);
  });

  it('share the sign-in failure budget: correct sign-ins through both all pass, guesses through both stop at 20', async () => {
    const people = Array.from({ length: 12 }, (_, i) => `twoproc${i}@example.test`);
    for (const [i, email] of people.entries()) {
      const body = { first_name: 'Two', last_name: 'Procs', email, password: strongPassword, confirm_password: strongPassword };
      expect((await a.api.post('/api/users/register/', body, { ip: `10.40.1.${i}` })).statusCode).toBe(201);
    }
    const ip = '10.40.0.1';
    const right = await Promise.all(people.map((email, i) => (i % 2 ? a : b).api.post('/api/users/login/', { email, password: strongPassword }, { ip })));
    expect(right.map((r) => r.statusCode)).toEqual(people.map(() => 200));
    const checks = passwordChecks();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).api.post('/api/users/login/', { email: people[i % 12], password: `guess-${i}` }, { ip })),
    );
    expect(checks.count()).toBeLessThanOrEqual(20);
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(checks.count());
    expect(guesses.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(10);
  });
});
