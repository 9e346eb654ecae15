import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { QUOTE_MESSAGES } from '@venue/shared/quotes/staff-quote.schema';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import { newestNotification } from '../../../test/notifications-helpers';
import { demoAppSignedIn } from '../../../test/staff-helpers';
import { queryRows, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL } from '../../seed/demo-data';

let t: TTestApp;
let staff: string;
let client: string;
const today = venueDay();
type TLine = { id: number; description: string; quantity: string; unit_price: string; tax_rate: string; total: string; product_id: number | null };
type TSQ = {
  id: number;
  version: number;
  status: string;
  valid_until: string | null;
  sent_at: string | null;
  subtotal: string;
  tax_amount: string;
  discount_amount: string;
  total_amount: string;
  client_message: string;
  event_details: { id: number; name: string };
  client: { id: number; name: string; email: string };
  line_items: TLine[];
  options: { name: string; is_selected: boolean; total_price: string }[];
  previous_version: number | null;
  next_version: number | null;
  can_edit: boolean;
  can_send: boolean;
  can_delete: boolean;
  can_create_new_version: boolean;
};
const events: Record<string, number> = {};
const products: Record<string, number> = {};
const audits = (id: number) =>
  queryRows<{ action: string; actor_name: string; ip: string; before: unknown; after: unknown }>(
    t,
    sql`select action, actor_name, ip, before, after from audit_log where object_type = 'quote' and object_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  ({ t, staff, client } = await demoAppSignedIn(today));
  for (const e of await queryRows<{ id: number; name: string }>(t, sql`select id, name from events`)) events[e.name] = e.id;
  for (const p of await queryRows<{ id: number; sku: string }>(t, sql`select id, sku from products`)) products[p.sku] = p.id;
});
afterAll(() => t.close());

const WEDDING = 'Maria & Paolo Wedding';
const draftBody = () => ({
  line_items: [
    { product_id: products['PKG-WED-GARDEN'] },
    { product_id: products['ADD-CAT-BUFFET'], quantity: '150' },
    { product_id: products['ADD-COORDINATOR'], quantity: '6', description: 'On-the-day coordinator, 6 hours' },
    { description: 'Bridal car decoration', quantity: '1', unit_price: '4500.00', tax_rate: '0' },
  ],
  options: [
    { name: 'Fireworks finale', total_price: '35000.00' },
    { name: 'String quartet', description: 'Ceremony and cocktails', total_price: '18000.00', is_selected: true },
  ],
  discount_amount: '15000.00',
  client_message: 'With the buffet for 150 and the quartet you asked about.',
});

describe('the venue quote list', () => {
  it('shows every client quote, drafts included, with its client, and filters by status, event and client', async () => {
    const all = (await t.api.get('/api/staff/quotes/', { token: staff, query: { page_size: '100' } })).json();
    expect(all.count).toBe(8);
    expect(all.results.map((q: TSQ) => q.status)).toContain('DRAFT');
    expect(all.results[0].client).toEqual({ id: expect.any(Number), name: 'Maria Santos', email: DEMO_EMAIL });
    const drafts = (await t.api.get('/api/staff/quotes/', { token: staff, query: { status: 'DRAFT' } })).json();
    expect(drafts.results.map((q: TSQ) => [q.status, q.can_edit, q.can_send])).toEqual([['DRAFT', true, true]]);
    const wedding = (await t.api.get('/api/staff/quotes/', { token: staff, query: { event: String(events[WEDDING]) } })).json();
    expect(wedding.count).toBe(2);
    const byClient = (await t.api.get('/api/staff/quotes/', { token: staff, query: { client: String(all.results[0].client.id), page_size: '1' } })).json();
    expect(byClient).toMatchObject({ count: 8, next: expect.stringContaining('page=2') });
    expect((await t.api.get('/api/staff/quotes/', { token: staff, query: { client: '999999' } })).json().count).toBe(0);
  });
});

describe('building, sending and answering a quote', () => {
  let draft: TSQ;

  it('builds a draft from catalogue products and free lines, with the totals the client will see', async () => {
    const res = await t.api.post(`/api/staff/events/${events[WEDDING]}/quotes/`, draftBody(), { token: staff, ip: '203.0.113.20' });
    expect(res.statusCode).toBe(201);
    draft = res.json();
    expect(draft).toMatchObject({
      status: 'DRAFT',
      version: 4,
      valid_until: addDays(today, 30),
      sent_at: null,
      client: { name: 'Maria Santos', email: DEMO_EMAIL },
      event_details: { id: events[WEDDING], name: WEDDING },
      can_edit: true,
      can_send: true,
      can_delete: true,
      can_create_new_version: false,
      previous_version: null,
    });
    expect(draft.line_items.map((l) => [l.description, l.quantity, l.unit_price, l.tax_rate, l.product_id])).toEqual([
      ['Garden Wedding Package', '1.00', '185000.00', '0.1200', products['PKG-WED-GARDEN']],
      ['Buffet dinner, per guest', '150.00', '1450.00', '0.1200', products['ADD-CAT-BUFFET']],
      ['On-the-day coordinator, 6 hours', '6.00', '1500.00', '0.1200', products['ADD-COORDINATOR']],
      ['Bridal car decoration', '1.00', '4500.00', '0.0000', null],
    ]);
    const expected = quoteTotals(draft.line_items, [{ total_price: '18000.00', tax_rate: '0.12' }], '15000.00');
    // 185,000 + 150 x 1,450 + 6 x 1,500 + 4,500 + the quartet 18,000 = 434,000; 15,000 off before tax, 14,844.47 of it
    // off the 12 % lines; VAT 12 % on each taxed line (51,540) less 12 % of that share (1,781.34).
    expect(expected).toEqual({ subtotal: '434000.00', tax_amount: '49758.66', discount_amount: '15000.00', total_amount: '468758.66' });
    expect(draft).toMatchObject(expected);
    const [audit] = await audits(draft.id);
    expect(audit).toMatchObject({
      action: 'quote.create',
      actor_name: 'Lorenzo Dela Cruz',
      ip: '203.0.113.20',
      before: null,
      after: expect.objectContaining({ total_amount: '468758.66' }),
    });
  });

  it('keeps the draft from the client', async () => {
    expect((await t.api.get(`/api/sales/client/quotes/${draft.id}/`, { token: client })).statusCode).toBe(404);
    const list = (await t.api.get('/api/sales/client/quotes/', { token: client, query: { page_size: '100' } })).json();
    expect(list.results.map((q: { id: number }) => q.id)).not.toContain(draft.id);
  });

  it.each([
    [{ line_items: [{ product_id: 999999 }] }, 'line_items.0.product_id', 'Product not found.'],
    [{ line_items: [{ quantity: '2' }] }, 'line_items.0.description', 'A line without a product needs a description'],
    [{ line_items: [{ description: 'Chairs' }] }, 'line_items.0.unit_price', 'A line without a product needs a unit price'],
    [
      { line_items: [{ description: 'Chairs', unit_price: '10', quantity: '0' }] },
      'line_items.0.quantity',
      'The quantity must be a number above 0 with at most 2 decimals',
    ],
    [{ line_items: [{ product_id: 'ADD-GENSET', quantity: '2' }] }, 'line_items.0.quantity', 'Generator backup, per hour is booked for at least 4 hours.'],
    [{ valid_until: today }, 'valid_until', 'The valid-until date must be after today.'],
    [{ valid_until: '2026-02-31' }, 'valid_until', 'valid_until must be a date (YYYY-MM-DD)'],
    [{ line_items: [{ description: 'Chairs', unit_price: '100.00' }], discount_amount: '112.01' }, 'discount_amount', QUOTE_MESSAGES.discountTooLarge],
    [{ options: [{ total_price: '10.00' }] }, 'options.0.name', 'An option needs a name'],
    // Bounded like an invoice's lines: what the money columns (numeric(12,2)) hold.
    [
      {
        line_items: [
          { description: 'Chairs', unit_price: '1.00' },
          { description: 'Hall', quantity: '999999.99', unit_price: '9999999999.99' },
        ],
      },
      'line_items.1.unit_price',
      "This line's total (quantity × unit price) cannot exceed ₱9,999,999,999.99.",
    ],
    [
      { line_items: [{ description: 'Hall', unit_price: '9000000000.00', tax_rate: '0.12' }] },
      'line_items',
      'The quote total cannot exceed ₱9,999,999,999.99.',
    ],
    [
      {
        line_items: [{ description: 'Hall', unit_price: '9999999999.00', tax_rate: '0' }],
        options: [{ name: 'Fireworks', total_price: '1.00', is_selected: true }],
      },
      'line_items',
      'The quote total cannot exceed ₱9,999,999,999.99.',
    ],
  ])('refuses %j', async (body, field, message) => {
    const b = body as { line_items?: { product_id?: unknown }[] };
    if (b.line_items?.[0]?.product_id === 'ADD-GENSET') b.line_items[0].product_id = products['ADD-GENSET'];
    const res = await t.api.post(`/api/staff/events/${events[WEDDING]}/quotes/`, body, { token: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
  });

  it('refuses inactive products, unknown and cancelled events', async () => {
    await t.database.db.execute(sql`update products set is_active = false where sku = 'ADD-FIREWORKS'`);
    const inactive = await t.api.post(
      `/api/staff/events/${events[WEDDING]}/quotes/`,
      { line_items: [{ product_id: products['ADD-FIREWORKS'] }] },
      { token: staff },
    );
    expect(inactive.json()).toMatchObject({ detail: 'This product is not active.', errors: { 'line_items.0.product_id': ['This product is not active.'] } });
    const missing = await t.api.post('/api/staff/events/999999/quotes/', {}, { token: staff });
    expect([missing.statusCode, missing.json().detail]).toEqual([404, 'Event not found.']);
    const cancelled = await t.api.post(`/api/staff/events/${events['Youth Camp Weekend']}/quotes/`, {}, { token: staff });
    expect([cancelled.statusCode, cancelled.json().detail]).toEqual([409, 'Quotes cannot be made for a cancelled event.']);
  });

  it('changes a draft: lists replaced when sent, other fields kept, audited before and after', async () => {
    const res = await t.api.patch(
      `/api/staff/quotes/${draft.id}/`,
      { options: [{ name: 'Fireworks finale', total_price: '35000.00', is_selected: true }], discount_amount: '20000.00', valid_until: addDays(today, 14) },
      { token: staff },
    );
    expect(res.statusCode).toBe(200);
    const changed = res.json() as TSQ;
    expect(changed.line_items).toHaveLength(4);
    expect(changed.options).toEqual([expect.objectContaining({ name: 'Fireworks finale', is_selected: true })]);
    expect(changed).toMatchObject({ discount_amount: '20000.00', valid_until: addDays(today, 14), client_message: draftBody().client_message });
    expect(changed).toMatchObject(quoteTotals(changed.line_items, [{ total_price: '35000.00', tax_rate: '0.12' }], '20000.00'));
    const tooMuch = await t.api.patch(
      `/api/staff/quotes/${draft.id}/`,
      { line_items: [{ description: 'Chairs', unit_price: '100.00' }], options: [] },
      { token: staff },
    );
    expect(tooMuch.json()).toMatchObject({ detail: QUOTE_MESSAGES.discountTooLarge });
    const rows = await audits(draft.id);
    expect(rows.map((r) => r.action)).toEqual(['quote.create', 'quote.update']);
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ discount_amount: '15000.00' }),
      after: expect.objectContaining({ discount_amount: '20000.00' }),
    });
    draft = changed;
  });

  it('sends the draft: the client gets an e-mail with the total and a link, the timeline says so', async () => {
    const before = (await t.drainMail()).length;
    const res = await t.api.post(`/api/staff/quotes/${draft.id}/send/`, undefined, { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SENT', sent_at: expect.any(String), can_edit: false, can_send: false, can_delete: false });
    const mails = (await t.drainMail()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: DEMO_EMAIL, subject: `Your quote for ${WEDDING} is ready` });
    expect(mails[0]!.text).toContain(`₱${Number(draft.total_amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(mails[0]!.text).toContain(`http://portal.test/events/${events[WEDDING]}`);
    const timeline = await queryRows<{ action_type: string; description: string }>(
      t,
      sql`select action_type, description from event_timeline where event_id = ${events[WEDDING]} order by id desc limit 1`,
    );
    expect(timeline).toEqual([{ action_type: 'quote_sent', description: 'Quote version 4 sent to the client' }]);
    expect((await audits(draft.id)).map((r) => r.action)).toEqual(['quote.create', 'quote.update', 'quote.send']);
    // The client's panel has it too, with the same total.
    expect(await newestNotification(t, client)).toMatchObject({
      type: 'event',
      priority: 'high',
      title: `A new quote for ${WEDDING}`,
      body: `Version 4: ₱${Number(draft.total_amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} in total, VAT included. Review it and accept or decline it.`,
      link: `/events/${events[WEDDING]}`,
    });
  });

  it('refuses to change, send again or delete a sent quote', async () => {
    const calls = [
      [await t.api.patch(`/api/staff/quotes/${draft.id}/`, { client_message: 'x' }, { token: staff }), QUOTE_MESSAGES.notDraft],
      [await t.api.post(`/api/staff/quotes/${draft.id}/send/`, undefined, { token: staff }), QUOTE_MESSAGES.notDraftSend],
      [await t.api.delete(`/api/staff/quotes/${draft.id}/`, { token: staff }), QUOTE_MESSAGES.notDraftDelete],
      [await t.api.post(`/api/staff/quotes/${draft.id}/new-version/`, undefined, { token: staff }), QUOTE_MESSAGES.newVersionStatus],
    ] as const;
    for (const [res, detail] of calls) expect([res.statusCode, res.json()]).toEqual([409, { detail, code: 'conflict' }]);
  });

  it('lets the client accept it through the client endpoint, with the same totals', async () => {
    const seen = (await t.api.get(`/api/sales/client/quotes/${draft.id}/`, { token: client })).json();
    expect(seen).toMatchObject({
      status: 'SENT',
      is_actionable: true,
      total_amount: draft.total_amount,
      subtotal: draft.subtotal,
      tax_amount: draft.tax_amount,
    });
    const accepted = await t.api.post(`/api/sales/client/quotes/${draft.id}/accept/`, { client_message: 'See you there!' }, { token: client });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', accepted_by: 'Maria Santos' });
    const after = (await t.api.get(`/api/staff/quotes/${draft.id}/`, { token: staff })).json();
    expect(after).toMatchObject({ status: 'ACCEPTED', accepted_by: 'Maria Santos', can_create_new_version: false, total_amount: draft.total_amount });
  });

  it('renders the PDF for the venue', async () => {
    const pdf = await t.api.get(`/api/staff/quotes/${draft.id}/download_pdf/`, { token: staff });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('new versions and drafts', () => {
  const find = async (status: string, event: string) =>
    ((await t.api.get('/api/staff/quotes/', { token: staff, query: { status, event: String(events[event]) } })).json().results as TSQ[])[0]!;

  it('answers a rejected quote with a new draft version, copying its lines, once', async () => {
    const rejected = await find('REJECTED', 'Family Lenten Retreat');
    expect(rejected.can_create_new_version).toBe(true);
    const res = await t.api.post(`/api/staff/quotes/${rejected.id}/new-version/`, undefined, { token: staff });
    expect(res.statusCode).toBe(201);
    const next = res.json() as TSQ;
    expect(next).toMatchObject({
      status: 'DRAFT',
      version: 2,
      previous_version: rejected.id,
      valid_until: addDays(today, 30),
      total_amount: rejected.total_amount,
    });
    expect(next.line_items.map((l) => [l.description, l.quantity, l.unit_price])).toEqual(
      rejected.line_items.map((l) => [l.description, l.quantity, l.unit_price]),
    );
    const old = (await t.api.get(`/api/staff/quotes/${rejected.id}/`, { token: staff })).json();
    expect(old).toMatchObject({ status: 'REJECTED', next_version: next.id, can_create_new_version: false });
    const again = await t.api.post(`/api/staff/quotes/${rejected.id}/new-version/`, undefined, { token: staff });
    expect([again.statusCode, again.json().detail]).toEqual([409, QUOTE_MESSAGES.newVersionExists]);
    expect((await audits(next.id)).map((r) => [r.action, r.before])).toEqual([['quote.new_version', { previous_version: rejected.id }]]);
  });

  it('makes one new version when two calls race', async () => {
    const lapsed = await find('EXPIRED', 'Santos Design Studio Year-End Planning');
    const [a, b] = await Promise.all([
      t.api.post(`/api/staff/quotes/${lapsed.id}/new-version/`, undefined, { token: staff }),
      t.api.post(`/api/staff/quotes/${lapsed.id}/new-version/`, undefined, { token: staff }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses to send an empty draft, and deletes drafts', async () => {
    const empty = (await t.api.post(`/api/staff/events/${events['Family Lenten Retreat']}/quotes/`, {}, { token: staff })).json() as TSQ;
    expect(empty.can_send).toBe(false);
    const send = await t.api.post(`/api/staff/quotes/${empty.id}/send/`, undefined, { token: staff });
    expect([send.statusCode, send.json().detail]).toEqual([400, QUOTE_MESSAGES.empty]);
    const del = await t.api.delete(`/api/staff/quotes/${empty.id}/`, { token: staff });
    expect(del.statusCode).toBe(204);
    expect((await t.api.get(`/api/staff/quotes/${empty.id}/`, { token: staff })).statusCode).toBe(404);
    expect((await audits(empty.id)).map((r) => r.action)).toEqual(['quote.create', 'quote.delete']);
  });

  it('answers 404 for unknown quotes on every call, and 403 to clients', async () => {
    for (const res of [
      await t.api.get('/api/staff/quotes/999999/', { token: staff }),
      await t.api.patch('/api/staff/quotes/999999/', {}, { token: staff }),
      await t.api.delete('/api/staff/quotes/999999/', { token: staff }),
      await t.api.post('/api/staff/quotes/999999/send/', undefined, { token: staff }),
      await t.api.post('/api/staff/quotes/999999/new-version/', undefined, { token: staff }),
      await t.api.get('/api/staff/quotes/999999/download_pdf/', { token: staff }),
    ])
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'The requested quote was not found.', code: 'not_found' }]);
    expect((await t.api.get('/api/staff/quotes/', { token: client })).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/events/${events[WEDDING]}/quotes/`, {}, { token: client })).statusCode).toBe(403);
  });
});
