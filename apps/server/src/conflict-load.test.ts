import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './seed/demo-data';

/**
 * Issue 38: under 80 workers on PostgreSQL, a staff note on an event while a payment for the same event was
 * inserted deadlocked (40P01) and answered 500. transact now runs such a transaction again (lib/transaction.ts).
 * 80 workers mix notes and payments on one event for CONFLICT_LOAD_SECONDS: no answer is a 5xx.
 * The acceptance run is 60 s (CONFLICT_LOAD_SECONDS=60); CI runs 8 s, enough to meet deadlocks before the fix.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const SECONDS = Number(process.env.CONFLICT_LOAD_SECONDS ?? 8);
const WORKERS = 80;
let t: TTestApp;
let client: string;
let staff: string;
let eventId: number;
let invoices: number[];

describe.runIf(onPostgres)('80 workers mixing staff notes and payments on one event', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
    client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
    staff = (await accountWithRole(t, 'staff')).tokens.access;
    eventId = (await t.api.get('/api/client/events/', { token: client })).json().results[0].id;
    // Large enough for every small payment the run makes; a few invoices, as an event has.
    invoices = [];
    for (let i = 0; i < 4; i++)
      invoices.push((await issueInvoice(t, staff, eventId, [{ description: `Hall ${i}`, quantity: '1', unit_price: '9000000.00' }])).id);
  });
  afterAll(() => t?.close());

  it(
    `answers no 5xx in ${SECONDS} s`,
    async () => {
      const statuses = new Map<string, number>();
      const failures: string[] = [];
      const count = (kind: string, status: number, body: string) => {
        const key = `${kind} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (status >= 500 && failures.length < 5) failures.push(`${key}: ${body}`);
      };
      // PostgreSQL's own count of the deadlocks it broke in this database: how often transact had to run again.
      const deadlocks = async () =>
        (await queryRows<{ n: number }>(t, sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`))[0]!.n;
      const deadlocksBefore = await deadlocks();
      const until = Date.now() + SECONDS * 1000;
      const worker = async (w: number) => {
        for (let i = 0; Date.now() < until; i++) {
          if ((w + i) % 2 === 0) {
            const res = await t.api.post(`/api/staff/events/${eventId}/notes/`, { content: `Load note ${w}.${i}`, is_internal: i % 4 === 0 }, { token: staff });
            count('note', res.statusCode, res.body);
          } else {
            // Alternately a part of a large invoice (the event's payment status turns PARTIAL) and the whole of a
            // small one just issued (PAID): a payment that changes the event's row is the one a note's lock meets.
            const whole = (w + i) % 4 === 1;
            const invoiceId = whole
              ? (await issueInvoice(t, staff, eventId, [{ description: `Extra ${w}.${i}`, quantity: '1', unit_price: '500.00' }])).id
              : invoices[(w + i) % invoices.length];
            const card = await testCardToken(t);
            const res = await payCall(
              t,
              `/api/payments/client/invoices/${invoiceId}/pay/`,
              whole
                ? { gateway_code: 'test', payment_method_token: card, payment_type: 'FULL' }
                : { gateway_code: 'test', payment_method_token: card, payment_type: 'CUSTOM', amount: '150.00' },
              client,
            );
            count('payment', res.statusCode, res.body);
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      const summary = Object.fromEntries([...statuses].sort());
      await new Promise((r) => setTimeout(r, 1000)); // the statistics reach pg_stat_database within a second
      console.log(`conflict load, ${WORKERS} workers for ${SECONDS} s:`, summary, `deadlocks broken by PostgreSQL: ${(await deadlocks()) - deadlocksBefore}`);
      expect(failures).toEqual([]);
      expect(summary['note 201'] ?? 0).toBeGreaterThan(0);
      expect(summary['payment 201'] ?? 0).toBeGreaterThan(0);
    },
    SECONDS * 1000 + 60_000,
  );
});
