import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { numberReceipt, takeDocumentNumber } from './document-series';
import { fillMark, queueMail } from '../outbox/outbox.service';

/**
 * Invoice numbers by the EOPT rules (issue 41): one unbroken sequence per series and year, whatever runs at once
 * and whatever rolls back. On PostgreSQL (TEST_DATABASE_URL) the 200 issues run on separate connections at once.
 */
let t: TTestApp;
let staff: string;
let client: string;
let eventId: number;
const year = venueDay().slice(0, 4);
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token: client })).json().results[0].id;
});
afterAll(() => t.close());

const suffix = (number: string) => {
  const m = new RegExp(`^INV-${year}-(\\d+)$`).exec(number);
  if (!m) throw new Error(`not in the ${year} series: ${number}`);
  return Number(m[1]);
};
/** The highest number of the year's series so far (the demo's seeded invoices count: INV-YYYY-0044). */
const highest = async () =>
  Math.max(0, ...(await queryRows<{ number: string }>(t, sql`select number from invoices where number like ${`INV-${year}-%`}`)).map((r) => suffix(r.number)));
const issueOne = () => issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '100.00' }]);

describe('invoice numbers', () => {
  it('200 invoices issued in parallel take the next 200 numbers: no gap, no duplicate', { timeout: 180_000 }, async () => {
    const before = await highest();
    const issued = await Promise.all(Array.from({ length: 200 }, issueOne));
    const numbers = issued.map((i) => i.invoice_id);
    for (const n of numbers) expect(n).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(numbers.map(suffix).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => before + 1 + i));
    expect(await highest()).toBe(before + 200);
  });

  it('a transaction that fails after taking a number gives it back', async () => {
    const before = await highest();
    // Through the API: the demo wedding's accepted quote is already invoiced, so its invoice insert fails on the
    // quote's key after the number was taken, and the whole issue rolls back.
    const [wedding] = await queryRows<{ id: number }>(t, sql`select quote_id as id from invoices where quote_id is not null limit 1`);
    expect((await t.api.post(`/api/staff/quotes/${wedding!.id}/invoice/`, {}, { token: staff })).statusCode).toBe(409);
    // And by hand: a number taken, then an error.
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await takeDocumentNumber(tx, 'INV')).toBe(`INV-${year}-${String(before + 1).padStart(6, '0')}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(suffix((await issueOne()).invoice_id)).toBe(before + 1);
  });

  it('official receipts of payments settled in parallel follow on in their own series', { timeout: 60_000 }, async () => {
    const receipts = async () =>
      (await queryRows<{ n: string }>(t, sql`select receipt_number as n from payments where receipt_number like ${`OR-${year}-%`}`)).map((r) =>
        Number(r.n.slice(`OR-${year}-`.length)),
      );
    const before = Math.max(0, ...(await receipts()));
    const invoices = await Promise.all(Array.from({ length: 10 }, issueOne));
    const cards = await Promise.all(invoices.map(() => testCardToken(t)));
    const paid = await Promise.all(
      invoices.map((inv, i) =>
        payCall(t, `/api/payments/client/invoices/${inv.id}/pay/`, { gateway_code: 'test', payment_method_token: cards[i], payment_type: 'FULL' }, client),
      ),
    );
    for (const p of paid) expect(p.statusCode, p.body).toBe(201);
    const numbers = paid.map((p) => p.json().payment.receipt_number as string);
    for (const n of numbers) expect(n).toMatch(/^OR-\d{4}-\d{6}$/);
    expect(numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => before + 1 + i));
  });

  it('a series starts at 1 in a year with no numbers yet, and receipts have a series of their own', async () => {
    const taken = await t.database.db.transaction(async (tx) => [
      await takeDocumentNumber(tx, 'INV', '2099-01-01'),
      await takeDocumentNumber(tx, 'INV', '2099-06-30'),
      await takeDocumentNumber(tx, 'OR', '2099-01-01'),
    ]);
    expect(taken).toEqual(['INV-2099-000001', 'INV-2099-000002', 'OR-2099-000001']);
  });

  it("a payment's receipt number is taken and written in one statement, numbered as the series' other numbers are", async () => {
    const [a, b] = await queryRows<{ id: number }>(t, sql`select id from payments order by id limit 2`);
    const receiptOf = async (id: number) => (await queryRows<{ r: string }>(t, sql`select receipt_number as r from payments where id = ${id}`))[0]!.r;
    // The year's first takes the two-step path; the next one the single statement.
    expect(await t.database.db.transaction((tx) => numberReceipt(tx, a!.id, '2098-03-01'))).toBe('OR-2098-000001');
    expect(await t.database.db.transaction((tx) => numberReceipt(tx, b!.id, '2098-03-01'))).toBe('OR-2098-000002');
    expect([await receiptOf(a!.id), await receiptOf(b!.id)]).toEqual(['OR-2098-000001', 'OR-2098-000002']);
    // Past six digits the number grows, as takeDocumentNumber's does, rather than being cut.
    await t.database.db.execute(sql`update document_series set next_number = 1000000 where series = 'OR-2098'`);
    expect(await t.database.db.transaction((tx) => numberReceipt(tx, a!.id, '2098-03-01'))).toBe('OR-2098-1000000');
    expect(await t.database.db.transaction((tx) => takeDocumentNumber(tx, 'OR', '2098-03-01'))).toBe('OR-2098-1000001');
  });

  it('writes the number where a queued e-mail holds its mark, on both paths', async () => {
    const [a, b] = await queryRows<{ id: number }>(t, sql`select id from payments order by id limit 2`);
    const mails = await Promise.all(
      [1, 2].map(async () =>
        t.database.db.transaction((tx) =>
          queueMail(tx, { to: 'mark@example.test', subject: 'Receipt MARK-1', text: 'Your receipt is MARK-1.', html: '<p>Your receipt is MARK-1.</p>' }),
        ),
      ),
    );
    const texts = async (id: number) =>
      (
        await queryRows<{ s: string; x: string; h: string }>(t, sql`select subject as s, text_body as x, html_body as h from outbox_messages where id = ${id}`)
      )[0]!;
    // The year's first (two steps), then the one statement.
    for (const [i, paymentId] of [a!.id, b!.id].entries()) {
      const n = await t.database.db.transaction((tx) => numberReceipt(tx, paymentId, '2097-05-01', (value) => fillMark(mails[i] as number, 'MARK-1', value)));
      expect(n).toBe(`OR-2097-00000${i + 1}`);
      expect(await texts(mails[i] as number)).toEqual({ s: `Receipt ${n}`, x: `Your receipt is ${n}.`, h: `<p>Your receipt is ${n}.</p>` });
    }
  });
});
