import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { venueInstant } from '@venue/shared/dates';
import { fromPostgres } from '../../db/client';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { confirmedEvent, issuedInvoice, reminderClient, reminderRecords, sentContract, sentQuote } from '../../../test/reminders-helpers';
import { sendDueReminders } from './reminders.service';

/**
 * Two servers on one PostgreSQL database, as two processes behind a proxy: both tick at the same moment, each
 * reminder's job key is won by one, and one message goes out per reminder and channel.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let a: TTestApp;
let b: TTestApp;

describe.runIf(onPostgres)('reminders on several processes', () => {
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first });
    b = await createTestApp({ database: fromPostgres(first.url!) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sends each reminder once when both tick at once', async () => {
    const clients = await Promise.all([1, 2, 3].map((n) => reminderClient(a, `twice-${n}@example.test`)));
    for (const c of clients) {
      const eventId = await confirmedEvent(a, c.id, '2027-04-08', `Event of ${c.id}`);
      await issuedInvoice(a, eventId, '2027-04-02');
      await sentContract(a, eventId, '2027-03-29');
      await sentQuote(a, eventId, '2027-04-03');
    }
    const now = venueInstant('2027-04-01', '08:00');
    const runs = await Promise.all([
      sendDueReminders(a.app.ctx, now),
      sendDueReminders(b.app.ctx, now),
      sendDueReminders(a.app.ctx, now),
      sendDueReminders(b.app.ctx, now),
    ]);
    // Per client: the event in 7 days, the payment due tomorrow, the unsigned contract, the quote expiring.
    expect(runs.reduce((x, y) => x + y, 0)).toBe(12);

    const records = (await reminderRecords(a)).filter((r) => clients.some((c) => c.id === r.client_id));
    expect(records).toHaveLength(24); // 12 e-mails and 12 SMS
    const keys = records.map((r) => `${r.client_id} ${r.channel} ${r.template_name}`);
    expect(new Set(keys).size).toBe(keys.length);
    const jobs = await queryRows<{ n: number }>(a, sql`select count(*)::int as n from reminder_jobs`);
    expect(jobs[0]!.n).toBe(12);
    const notes = await queryRows<{ n: number }>(a, sql`select count(*)::int as n from notifications where title like 'Event of %'`);
    expect(notes[0]!.n).toBe(3);

    // Each process's outbox hands every message over once, whichever drains.
    await Promise.all([a.drainMail(), b.drainMail()]);
    const delivered = [...a.mails, ...b.mails].filter((m) => m.to.startsWith('twice-'));
    expect(delivered).toHaveLength(12);
  });
});
