import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@venue/shared/money';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { actorOf } from '../../lib/actor';
import { listQuotes } from './quote-read';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { newestNotification } from '../../../test/notifications-helpers';

let t: TTestApp;
let token: string;
let other: string;
type TQ = {
  id: number;
  status: string;
  version: number;
  valid_until: string | null;
  event_details: { id: number; name: string };
  subtotal: string;
  tax_amount: string;
  discount_amount: string;
  total_amount: string;
  is_actionable: boolean;
  line_items: { quantity: string; unit_price: string; total: string }[];
  options: { name: string; is_selected: boolean; tax_rate: string }[];
};
let quotes: TQ[];
const NOT_ACTIONABLE = 'This action cannot be performed on the quote in its current state.';
const find = (status: string, eventPart: string) => quotes.find((q) => q.status === status && q.event_details.name.includes(eventPart))!;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  other = (await registerClient(t, 'other@example.test')).tokens.access;
  quotes = (await t.api.get('/api/sales/client/quotes/', { token, query: { page_size: '100' } })).json().results;
});
afterAll(() => t.close());

describe('quote list and detail', () => {
  it('lists the client quotes in every status but draft, with the lapsed SENT one shown as EXPIRED', async () => {
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['ACCEPTED', 'SENT', 'EXPIRED', 'REJECTED', 'CANCELLED']));
    const sent = (await t.api.get('/api/sales/client/quotes/', { token, query: { status: 'SENT' } })).json();
    expect(sent.count).toBe(2);
    expect(sent.results.every((q: TQ) => q.is_actionable)).toBe(true);
    const expired = (await t.api.get('/api/sales/client/quotes/', { token, query: { status: 'EXPIRED' } })).json();
    expect(expired.count).toBe(2);
    const paged = (await t.api.get('/api/sales/client/quotes/', { token, query: { page_size: '2', page: '1' } })).json();
    expect(paged).toMatchObject({ count: 7, previous: null, next: '/api/sales/client/quotes/?page_size=2&page=2' });
  });

  it('computes totals exactly on the server', async () => {
    const q = (await t.api.get(`/api/sales/client/quotes/${find('ACCEPTED', 'Wedding').id}/`, { token })).json() as TQ;
    const lines = q.line_items.reduce((sum, l) => sum + toMinor(l.total), 0n);
    expect(toMinor(q.subtotal)).toBe(lines + toMinor('18000.00'));
    // 85,000 + 25,000 + 150 x 1,450 + 6 x 3,200 and the selected quartet, 12 % VAT on each, the 10,000 discount off
    // before tax: 43,764 less 1,200.
    expect(q).toMatchObject({ subtotal: '364700.00', tax_amount: '42564.00', discount_amount: '10000.00', total_amount: '397264.00' });
    expect(toMinor(q.total_amount)).toBe(toMinor(q.subtotal) + toMinor(q.tax_amount) - toMinor(q.discount_amount));
    expect(q.options.find((o) => o.is_selected)).toMatchObject({ name: 'String quartet', tax_rate: '0.1200' });
    expect(q.line_items.find((l) => l.quantity === '150.00')?.total).toBe('217500.00');
  });
});

describe('accept and reject', () => {
  it('accepts a SENT quote once, records who and when, and writes the timeline', async () => {
    const q = find('SENT', 'Year-End');
    const res = await t.api.post(`/api/sales/client/quotes/${q.id}/accept/`, {}, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ACCEPTED',
      status_display: 'Accepted',
      accepted_by: 'Maria Santos',
      is_actionable: false,
      accepted_at: expect.any(String),
    });
    const again = await t.api.post(`/api/sales/client/quotes/${q.id}/accept/`, {}, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: NOT_ACTIONABLE, code: 'conflict' });
    const timeline = (await t.api.get(`/api/client/events/${q.event_details.id}/timeline/`, { token })).json();
    // The demo event was invoiced before: its invoices are brought to the accepted total (invoices-follow-quote.service.ts).
    expect(
      timeline
        .map((e: { action_type: string }) => e.action_type)
        .slice(0, 2)
        .sort(),
    ).toEqual(['INVOICE_ISSUED', 'quote_accepted']);
    expect(timeline.find((e: { action_type: string }) => e.action_type === 'quote_accepted')).toMatchObject({ actor_name: 'Maria Santos' });
    // The venue's team hears of it in their panel.
    const staff = (await t.api.post('/api/users/login/', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })).json().tokens.access as string;
    expect(await newestNotification(t, staff)).toMatchObject({
      type: 'event',
      priority: 'high',
      title: 'Maria Santos accepted a quote',
      body: `${q.event_details.name}, version ${q.version}.`,
      link: `/staff/events/${q.event_details.id}?tab=sales`,
    });
  });

  it('refuses to answer an expired, rejected or cancelled quote', async () => {
    for (const status of ['EXPIRED', 'REJECTED', 'CANCELLED']) {
      const q = quotes.find((x) => x.status === status)!;
      const res = await t.api.post(`/api/sales/client/quotes/${q.id}/accept/`, {}, { token });
      expect(res.statusCode).toBe(409);
      expect((await t.api.post(`/api/sales/client/quotes/${q.id}/reject/`, { reason: 'x' }, { token })).statusCode).toBe(409);
    }
  });

  it('needs a trimmed reason to reject', async () => {
    const q = find('SENT', 'Wedding');
    const empty = await t.api.post(`/api/sales/client/quotes/${q.id}/reject/`, { reason: '   ' }, { token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      detail: 'Please provide a reason for rejection',
      code: 'invalid',
      errors: { reason: ['Please provide a reason for rejection'] },
    });
    const res = await t.api.post(`/api/sales/client/quotes/${q.id}/reject/`, { reason: '  Over our budget.  ' }, { token });
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejection_reason: 'Over our budget.' });
    const staff = (await t.api.post('/api/users/login/', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })).json().tokens.access as string;
    expect(await newestNotification(t, staff)).toMatchObject({
      title: 'Maria Santos declined a quote',
      body: `${q.event_details.name}, version ${q.version}: “Over our budget.”`,
    });
  });

  it('lets only one of two simultaneous accepts through', async () => {
    // Put the rejected quote back to SENT for the race.
    await t.database.db.execute(
      sql`update quotes set status = 'SENT', valid_until = current_date + 5, rejected_at = null, rejection_reason = null where id = ${find('SENT', 'Wedding').id}`,
    );
    const q = find('SENT', 'Wedding');
    const [a, b] = await Promise.all([
      t.api.post(`/api/sales/client/quotes/${q.id}/accept/`, {}, { token }),
      t.api.post(`/api/sales/client/quotes/${q.id}/accept/`, {}, { token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('quote PDF and authorization', () => {
  it('renders a PDF', async () => {
    const res = await t.api.get(`/api/sales/client/quotes/${find('ACCEPTED', 'Wedding').id}/download_pdf/`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`quote-${find('ACCEPTED', 'Wedding').id}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it('answers 404 to another client on every quote call', async () => {
    const id = find('ACCEPTED', 'Wedding').id;
    const calls = await Promise.all([
      t.api.get(`/api/sales/client/quotes/${id}/`, { token: other }),
      t.api.post(`/api/sales/client/quotes/${id}/accept/`, {}, { token: other }),
      t.api.post(`/api/sales/client/quotes/${id}/reject/`, { reason: 'no' }, { token: other }),
      t.api.get(`/api/sales/client/quotes/${id}/download_pdf/`, { token: other }),
    ]);
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'The requested quote was not found.', code: 'not_found' });
    }
    expect((await t.api.get('/api/sales/client/quotes/', { token: other })).json().count).toBe(0);
  });
});

describe('one ownership filter for every actor', () => {
  it('gives a client their own non-draft quotes and the venue every quote, drafts included', async () => {
    const all = (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from quotes`))[0]!.n;
    const drafts = (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from quotes where status = 'DRAFT'`))[0]!.n;
    const demo = (await t.api.get('/api/users/me/', { token })).json();
    const asClient = await listQuotes(t.app.ctx, actorOf(demo), { page: 1, page_size: 100 });
    const asStaff = await listQuotes(t.app.ctx, actorOf({ ...demo, id: -1, role: 'staff' }), { page: 1, page_size: 100 });
    expect(asClient.count).toBe(quotes.length);
    expect(asStaff.count).toBe(all);
    expect(drafts).toBeGreaterThan(0);
    expect(asStaff.results.filter((q) => q.status === 'DRAFT')).toHaveLength(drafts);
  });
});

// Last: it sends and accepts quotes the counts above read.
describe('one accepted version per event', () => {
  it("withdraws the event's other open versions and makes the accepted total the event's", async () => {
    const staff = (await t.api.post('/api/users/login/', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })).json().tokens.access as string;
    const [retreat] = await queryRows<{ id: number }>(t, sql`select id from events where name = 'Family Lenten Retreat'`);
    // Two valid versions in the client's hands: the retreat's draft, sent; and a new version of its rejected one.
    await queryRows(
      t,
      sql`update quotes set status = 'SENT', sent_at = now(), valid_until = current_date + 10 where event_id = ${retreat!.id} and status = 'DRAFT'`,
    );
    const [rejected] = await queryRows<{ id: number }>(
      t,
      sql`select id from quotes where event_id = ${retreat!.id} and status = 'REJECTED' order by version desc`,
    );
    const next = (await t.api.post(`/api/staff/quotes/${rejected!.id}/new-version/`, undefined, { token: staff })).json() as { id: number };
    expect((await t.api.post(`/api/staff/quotes/${next.id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
    const open = await queryRows<{ id: number; version: number }>(t, sql`select id, version from quotes where event_id = ${retreat!.id} and status = 'SENT'`);
    expect(open).toHaveLength(2);
    const other = open.find((q) => q.id !== next.id)!;

    const res = await t.api.post(`/api/sales/client/quotes/${next.id}/accept/`, {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json() as TQ;
    const [withdrawn] = await queryRows<{ status: string }>(t, sql`select status from quotes where id = ${other.id}`);
    expect(withdrawn!.status).toBe('CANCELLED');
    const event = (await t.api.get(`/api/client/events/${retreat!.id}/`, { token })).json();
    expect(event.total_price).toBe(accepted.total_amount);
    const timeline = (await t.api.get(`/api/client/events/${retreat!.id}/timeline/`, { token })).json() as { description: string }[];
    expect(timeline.map((e) => e.description)).toContain(`Quote version ${other.version} withdrawn: version ${accepted.version} was accepted`);
  });
});
