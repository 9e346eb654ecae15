import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { claimDue } from './outbox.repo';
import { queueMail } from './outbox.service';
import { MAX_MAIL_ATTEMPTS } from './outbox.worker';

/**
 * A worker killed between claiming a message and sending it: its claim holds the message for the lease, so a
 * second worker does not send it meanwhile (the first might still be sending), and once the lease has run out
 * the message is sent exactly once. Nothing is sent twice and nothing is lost.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Queued as a service does, but without the kick after the commit: the test plays the workers. */
const queue = (to: string) =>
  t.database.db.transaction((tx) => queueMail(tx, { to, subject: 'Lease test', text: 'Hello', template: 'general', category: 'SYSTEM' }));

const record = async (email: string) =>
  (
    await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      t,
      sql`select status, attempts, last_error from outbox_messages where to_address = ${email}`,
    )
  )[0]!;

describe('a worker killed between claiming and sending', () => {
  it('leaves the message to the next worker once the lease runs out, which sends it once', async () => {
    await queue('killed@example.test');

    // Worker A claims the message with a one-second lease, then dies: its process is gone, nothing was sent.
    const claimed = await claimDue(t.database.db, 10, 1, MAX_MAIL_ATTEMPTS);
    expect(claimed.map((m) => m.to)).toEqual(['killed@example.test']);

    // Worker B (a restarted server) runs while the claim still holds: it must not send what A may be sending.
    await t.drainMail();
    expect(t.mails.filter((m) => m.to === 'killed@example.test')).toHaveLength(0);
    expect(await record('killed@example.test')).toMatchObject({ status: 'PENDING', attempts: 1 });

    await new Promise((r) => setTimeout(r, 1100));
    await t.drainMail();
    await t.drainMail();
    expect(t.mails.filter((m) => m.to === 'killed@example.test')).toHaveLength(1);
    expect(await record('killed@example.test')).toMatchObject({ status: 'SENT', attempts: 2, last_error: null });
  });

  it('gives a message up when its delivery never finished in as many attempts', async () => {
    await queue('poison@example.test');
    await t.database.db.execute(sql`update outbox_messages set attempts = ${MAX_MAIL_ATTEMPTS} where to_address = 'poison@example.test'`);
    await t.drainMail();
    expect(t.mails.filter((m) => m.to === 'poison@example.test')).toHaveLength(0);
    expect(await record('poison@example.test')).toEqual({ status: 'FAILED', attempts: MAX_MAIL_ATTEMPTS, last_error: 'Delivery did not finish' });
  });

  it('gives up and claims in the same statement, never the same message', async () => {
    await queue('poison-2@example.test');
    await queue('fine@example.test');
    await t.database.db.execute(sql`update outbox_messages set attempts = ${MAX_MAIL_ATTEMPTS} where to_address = 'poison-2@example.test'`);
    const claimed = await claimDue(t.database.db, 10, 60, MAX_MAIL_ATTEMPTS);
    expect(claimed.map((m) => m.to)).toEqual(['fine@example.test']);
    expect(await record('poison-2@example.test')).toEqual({ status: 'FAILED', attempts: MAX_MAIL_ATTEMPTS, last_error: 'Delivery did not finish' });
    expect(await record('fine@example.test')).toMatchObject({ status: 'PENDING', attempts: 1 });
  });
});
