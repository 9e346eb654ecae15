import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { formatMoney, fromMinor, toMinor } from '@venue/shared/money';
import { QUOTE_INVOICE_MESSAGES } from '@venue/shared/payments/issue-invoice.schema';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/**
 * The venue invoices an accepted quote (its lines, options and discount, so the client pays exactly what they
 * accepted) or issues an invoice by hand, either with a payment plan written in the same transaction.
 */
let t: TTestApp;
let client: string;
let staff: string;
let admin: string;
const today = venueDay();
const eventIds: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  for (const e of await queryRows<{ id: number; name: string }>(t, sql`select id, name from events`)) eventIds[e.name] = e.id;
});
afterAll(() => t.close());

const invoiceCall = (quoteId: number, body: Record<string, unknown> = {}, token: string | null = staff) =>
  t.api.post(`/api/staff/quotes/${quoteId}/invoice/`, body, token ? { token } : {});

/** A quote sent to the client: two rates, a selected option and a discount. */
async function sentQuote(eventName: string) {
  const draft = await t.api.post(
    `/api/staff/events/${eventIds[eventName]}/quotes/`,
    {
      line_items: [
        { description: 'Pavilion, one day', quantity: '1', unit_price: '60000.00', tax_rate: '0.12' },
        { description: 'Lunch, per person', quantity: '33', unit_price: '333.33', tax_rate: '0.12' },
        { description: 'Chapel donation', quantity: '1', unit_price: '5000.00', tax_rate: '0' },
      ],
      options: [{ name: 'Photo booth', total_price: '12000.00', is_selected: true }],
      discount_amount: '7777.77',
    },
    { token: staff },
  );
  expect(draft.statusCode, draft.body).toBe(201);
  const sent = await t.api.post(`/api/staff/quotes/${draft.json().id}/send/`, undefined, { token: staff });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json() as { id: number; total_amount: string; tax_amount: string; subtotal: string; discount_amount: string };
}
async function acceptedQuote(eventName: string) {
  const q = await sentQuote(eventName);
  const res = await t.api.post(`/api/sales/client/quotes/${q.id}/accept/`, {}, { token: client });
  expect(res.statusCode, res.body).toBe(200);
  return q;
}
const invoiceCount = async () => (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from invoices`))[0]!.n;

describe('who may invoice a quote', () => {
  it('guests are asked to sign in, clients are refused', async () => {
    expect((await invoiceCall(1, {}, null)).statusCode).toBe(401);
    expect((await invoiceCall(1, {}, client)).statusCode).toBe(403);
  });
  it('an admin may: the demo wedding’s accepted quote is already billed, and the answer names its invoice', async () => {
    const [wedding] = await queryRows<{ id: number }>(
      t,
      sql`select id from quotes where event_id = ${eventIds['Maria & Paolo Wedding']} and status = 'ACCEPTED'`,
    );
    const res = await invoiceCall(wedding!.id, {}, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(QUOTE_INVOICE_MESSAGES.alreadyInvoiced(`INV-${today.slice(0, 4)}-0041`));
  });
});

describe('the invoice of an accepted quote', () => {
  it('refuses a quote the client has not accepted', async () => {
    const q = await sentQuote('Family Lenten Retreat');
    const res = await invoiceCall(q.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(QUOTE_INVOICE_MESSAGES.notAccepted);
    expect((await invoiceCall(999_999)).statusCode).toBe(404);
  });

  it('charges exactly the quote: its lines at their rates, the option, the discount per rate; with a plan in the same write', async () => {
    const q = await acceptedQuote('Santos Design Studio Year-End Planning');
    const res = await invoiceCall(q.id, { due_date: addDays(today, 60), plan: { installments: 3 } });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv.total_amount).toBe(q.total_amount);
    expect(inv.tax_amount).toBe(q.tax_amount);
    expect(toMinor(inv.subtotal)).toBe(toMinor(q.subtotal) - toMinor(q.discount_amount));
    expect(
      inv.line_items.map((l: { description: string; item_type_display: string; tax_rate: string }) => [l.description, l.item_type_display, l.tax_rate]),
    ).toEqual([
      ['Pavilion, one day', 'Service', '0.1200'],
      ['Lunch, per person', 'Service', '0.1200'],
      ['Chapel donation', 'Service', '0.0000'],
      ['Photo booth', 'Add-on', '0.1200'],
      ['Discount (lines taxed at 12%)', 'Discount', '0.1200'],
      ['Discount (lines taxed at 0%)', 'Discount', '0.0000'],
    ]);
    // Each line's tax adds up to the invoice's; the rates are summed apart.
    const lineTaxes = inv.line_items.reduce((s: bigint, l: { tax: string }) => s + toMinor(l.tax), 0n);
    expect(lineTaxes).toBe(toMinor(inv.tax_amount));
    expect(inv.taxes).toEqual([{ tax_amount: inv.tax_amount, tax_rate_details: { name: 'VAT', rate: '0.12' } }]);

    // The plan: three installments that add up to the total, the last due by the invoice's due date.
    const plan = (await t.api.get(`/api/payments/client/payment-plans/${inv.payment_plan}/`, { token: client })).json();
    expect(plan.total_amount).toBe(inv.total_amount);
    expect(plan.installments).toHaveLength(3);
    expect(plan.installments.reduce((s: bigint, i: { amount: string }) => s + toMinor(i.amount), 0n)).toBe(toMinor(inv.total_amount));
    expect(plan.installments[2].due_date <= addDays(today, 60)).toBe(true);

    // The client is told after the commit; the event's money panel names the invoice.
    const [mail] = await queryRows<{ subject: string }>(t, sql`select subject from outbox_messages where subject like ${`Invoice ${inv.invoice_id}%`}`);
    expect(mail?.subject).toContain(inv.invoice_id);
    const money = (await t.api.get(`/api/staff/events/${eventIds['Santos Design Studio Year-End Planning']}/money/`, { token: staff })).json();
    expect(money.accepted_quote).toEqual({ id: q.id, version: expect.any(Number), total_amount: q.total_amount, invoice_number: inv.invoice_id });

    // Twice is refused, naming the invoice: the quote is billed once.
    const again = await invoiceCall(q.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(QUOTE_INVOICE_MESSAGES.alreadyInvoiced(inv.invoice_id));
  });
});

describe('an invoice issued by hand with a plan', () => {
  it('splits it into installments in the same write', async () => {
    const res = await t.api.post(
      '/api/staff/invoices/',
      {
        event_id: eventIds['Family Lenten Retreat'],
        lines: [{ description: 'Extra chairs', quantity: '1', unit_price: '9000.00' }],
        plan: { installments: 2 },
      },
      { token: staff },
    );
    expect(res.statusCode, res.body).toBe(201);
    const plan = (await t.api.get(`/api/payments/client/payment-plans/${res.json().payment_plan}/`, { token: client })).json();
    expect(plan.installments.map((i: { amount: string }) => i.amount)).toEqual(['5040.00', '5040.00']);
  });

  it('a plan whose installments would be too small is refused and nothing is written', async () => {
    const before = await invoiceCount();
    const res = await t.api.post(
      '/api/staff/invoices/',
      { event_id: eventIds['Family Lenten Retreat'], lines: [{ description: 'Water', quantity: '1', unit_price: '50.00' }], plan: { installments: 6 } },
      { token: staff },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['plan.installments']).toEqual(['Each installment must be at least ₱29.00. Choose fewer installments.']);
    expect(await invoiceCount()).toBe(before);
  });
});

describe('a new version accepted for an invoiced event (issue 39, point 4)', () => {
  const versionFor = async (eventName: string, unitPrice: string) => {
    const draft = await t.api.post(
      `/api/staff/events/${eventIds[eventName]}/quotes/`,
      { line_items: [{ description: 'Garden reception, 170 guests', quantity: '170', unit_price: unitPrice, tax_rate: '0.12' }] },
      { token: staff },
    );
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await t.api.post(`/api/staff/quotes/${draft.json().id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
    const accepted = await t.api.post(`/api/sales/client/quotes/${draft.json().id}/accept/`, {}, { token: client });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json() as { id: number; version: number; total_amount: string };
  };
  const invoicedMinor = async (eventId: number) =>
    (await t.api.get('/api/payments/client/invoices/', { token: client, query: { event: String(eventId) } }))
      .json()
      .results.reduce((sum: bigint, i: { total_amount: string; status: string }) => (i.status === 'CANCELLED' ? sum : sum + toMinor(i.total_amount)), 0n);

  it('invoices the difference of a larger version, so the invoices sum to it, and withdraws the version accepted before', async () => {
    const eventId = eventIds['Maria & Paolo Wedding']!;
    const before = await invoiceCount();
    const larger = await versionFor('Maria & Paolo Wedding', '6789.13');
    expect(await invoiceCount()).toBe(before + 1);
    expect(await invoicedMinor(eventId)).toBe(toMinor(larger.total_amount));
    const statuses = await queryRows<{ version: number; status: string }>(
      t,
      sql`select version, status from quotes where event_id = ${eventId} order by version`,
    );
    expect(statuses.filter((q) => q.status === 'ACCEPTED')).toEqual([{ version: larger.version, status: 'ACCEPTED' }]);
    const event = (await t.api.get(`/api/staff/events/${eventId}/`, { token: staff })).json();
    expect(event.total_price).toBe(larger.total_amount);
    // The difference invoice bills the accepted quote: invoicing it again is refused.
    expect((await invoiceCall(larger.id)).statusCode).toBe(409);

    // A smaller version: no invoice is rewritten; the credit is said to the client and on the event's timeline.
    const smaller = await versionFor('Maria & Paolo Wedding', '10.00');
    expect(await invoiceCount()).toBe(before + 1);
    const credit = toMinor(larger.total_amount) - toMinor(smaller.total_amount);
    const notices = (await t.api.get('/api/notifications/', { token: client })).json().results as { title: string }[];
    expect(notices.map((n) => n.title)).toContain(`A credit of ${formatMoney(fromMinor(credit), 'PHP', { decimalPlaces: 2 })}`);
    const timeline = await queryRows<{ description: string }>(
      t,
      sql`select description from event_timeline where event_id = ${eventId} and action_type = 'quote_credit'`,
    );
    expect(timeline).toHaveLength(1);
  });
});
