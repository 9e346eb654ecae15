import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSemaphoreFake } from '../../../test/semaphore-fake';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';

/** SMS through Semaphore's REST API, offline against a local fake; and to files when no provider is configured. */
let semaphore: Awaited<ReturnType<typeof startSemaphoreFake>>;
let t: TTestApp;
let staff: string;
beforeAll(async () => {
  semaphore = await startSemaphoreFake();
  t = await createTestApp({ env: semaphore.env });
  staff = (await accountWithRole(t, 'staff')).tokens.access;
});
afterAll(async () => {
  await t.close();
  await semaphore.stop();
});

const clientWithPhone = async (email: string, phone: string) => (await registerClient(t, email, { profile: { phone } })).user.id;
const sendSms = (clientId: number, body: string) =>
  t.api.post('/api/communications/records/send_manual/', { client_id: clientId, channel: 'SMS', body }, { token: staff });
const record = async (id: number) =>
  (
    await queryRows<{ status: string; delivered_to: string | null; attempts: number; report_due: boolean; delivered: boolean; last_error: string | null }>(
      t,
      sql`select status, delivered_to, attempts, report_due_at is not null as report_due, delivered_at is not null as delivered, last_error
        from outbox_messages where id = ${id}`,
    )
  )[0]!;
const askForReportsNow = () => t.database.db.execute(sql`update outbox_messages set report_due_at = now() where report_due_at is not null`);

describe('SMS through Semaphore', () => {
  it('hands the message over (SENT), then records DELIVERED when Semaphore reports it sent', async () => {
    const id = (await sendSms(await clientWithPhone('sms1@example.test', '0917 123 4567'), 'Your tasting is at 2 PM.')).json().id;
    await t.drainMail();
    expect(semaphore.messages.at(-1)).toMatchObject({ number: '639171234567', message: 'Your tasting is at 2 PM.', sendername: 'VENUE', status: 'Queued' });
    const sent = await record(id);
    expect(sent).toMatchObject({ status: 'SENT', delivered_to: `semaphore:${semaphore.messages.at(-1)!.id}`, report_due: true });

    // Still queued at Semaphore: asked again later, nothing changes.
    await askForReportsNow();
    await t.drainMail();
    expect((await record(id)).status).toBe('SENT');

    semaphore.setStatus(semaphore.messages.at(-1)!.id, 'Sent');
    await askForReportsNow();
    await t.drainMail();
    expect(await record(id)).toMatchObject({ status: 'DELIVERED', delivered: true, report_due: false });
    const listed = (await t.api.get(`/api/communications/records/${id}/`, { token: staff })).json();
    expect(listed).toMatchObject({ delivery_status: 'DELIVERED', delivered_at: expect.any(String) });
  });

  it('records BOUNCED when the network refuses it after Semaphore took it', async () => {
    const id = (await sendSms(await clientWithPhone('sms2@example.test', '+63 918 765 4321'), 'Hello')).json().id;
    await t.drainMail();
    semaphore.setStatus(semaphore.messages.at(-1)!.id, 'Failed');
    await askForReportsNow();
    await t.drainMail();
    expect(await record(id)).toMatchObject({ status: 'BOUNCED', report_due: false });
  });

  it('bounces a number Semaphore will never take, without asking it', async () => {
    const before = semaphore.messages.length;
    const id = (await sendSms(await clientWithPhone('sms3@example.test', '+1 415 555 0100'), 'Hello')).json().id;
    await t.drainMail();
    expect(semaphore.messages.length).toBe(before);
    expect(await record(id)).toMatchObject({ status: 'BOUNCED', attempts: 1, last_error: expect.stringContaining('Philippine mobile numbers only') });
  });

  it('retries when Semaphore fails or does not answer, and sends once it does', async () => {
    // Set before sending: the commit kicks a delivery pass of its own, which may reach Semaphore first.
    const clientId = await clientWithPhone('sms4@example.test', '09191234567');
    semaphore.failNext('error', 'drop');
    const id = (await sendSms(clientId, 'Retry me')).json().id;
    await t.drainMail();
    expect(await record(id)).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'Semaphore answered 500' });
    await t.database.db.execute(sql`update outbox_messages set next_attempt_at = now() where id = ${id}`);
    await t.drainMail();
    expect(await record(id)).toMatchObject({ status: 'PENDING', attempts: 2, last_error: expect.stringContaining('did not answer') });
    await t.database.db.execute(sql`update outbox_messages set next_attempt_at = now() where id = ${id}`);
    await t.drainMail();
    expect(await record(id)).toMatchObject({ status: 'SENT', attempts: 3 });
    expect(semaphore.messages.filter((m) => m.message === 'Retry me')).toHaveLength(1);
  });
});

describe('SMS without a provider', () => {
  it('writes each SMS to a file in the mail folder and marks it SENT', async () => {
    const f = await createTestApp();
    try {
      const staffToken = (await accountWithRole(f, 'staff')).tokens.access;
      const clientId = (await registerClient(f, 'filesms@example.test', { profile: { phone: '0917 000 1111' } })).user.id;
      const id = (
        await f.api.post('/api/communications/records/send_manual/', { client_id: clientId, channel: 'SMS', body: 'Saved to a file' }, { token: staffToken })
      ).json().id;
      await f.drainMail();
      const [row] = await queryRows<{ status: string; delivered_to: string }>(f, sql`select status, delivered_to from outbox_messages where id = ${id}`);
      expect(row!.status).toBe('SENT');
      const dir = join(f.config.dataDir, 'mail');
      const file = readdirSync(dir).find((n) => n.endsWith('.sms.txt'))!;
      expect(row!.delivered_to).toBe(join(dir, file));
      expect(readFileSync(join(dir, file), 'utf8')).toBe('To: +639170001111\n\nSaved to a file\n');
    } finally {
      await f.close();
    }
  });
});
