import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import type { TInquiry, TInquiryFigures } from '@venue/shared/staff/inquiry.schema';
import { accountWithRole, queryRows, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { auditOf, demoAppSignedIn, pht, signIn } from '../../../test/staff-helpers';

let t: TTestApp;
let staff: string;
let client: string;
let admin: string;
let wedding: TBookingFlow;
let pavilion: number;

beforeAll(async () => {
  ({ t, staff, client } = await demoAppSignedIn(venueDay()));
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  wedding = await flowOf(t);
  pavilion = stepOf(wedding, 'date_time').configuration.default_facility_id as number;
});
afterAll(() => t.close());

const LIST = '/api/staff/inquiries/';
const one = (id: number) => `${LIST}${id}/`;
const list = async (query: Record<string, string> = {}, token = staff) => {
  const res = await t.api.get(LIST, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TInquiry[] }).results;
};
const figures = async () => (await t.api.get(`${LIST}figures/`, { token: staff })).json() as TInquiryFigures;
const weddingType = async () => (await queryRows<{ id: number }>(t, sql`select id from event_types where name = 'Wedding'`))[0]!.id;

describe('who may work the pipeline', () => {
  it('answers staff and admins; a client is refused and a guest must sign in', async () => {
    const body = { name: 'Role Check', phone: '0917 555 0101' };
    for (const [token, status] of [
      [undefined, 401],
      [client, 403],
    ] as const) {
      expect((await t.api.get(LIST, { token })).statusCode).toBe(status);
      expect((await t.api.post(LIST, body, { token })).statusCode).toBe(status);
      expect((await t.api.get(`${LIST}figures/`, { token })).statusCode).toBe(status);
      expect((await t.api.get(`${LIST}owners/`, { token })).statusCode).toBe(status);
      expect((await t.api.get(one(1), { token })).statusCode).toBe(status);
      expect((await t.api.patch(one(1), { stage: 'CONTACTED' }, { token })).statusCode).toBe(status);
      expect((await t.api.post(`${one(1)}convert/`, {}, { token })).statusCode).toBe(status);
      expect((await t.api.post(`${one(1)}site-visit/`, {}, { token })).statusCode).toBe(status);
    }
    for (const token of [staff, admin]) {
      const made = await t.api.post(LIST, body, { token });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().id as number;
      expect((await t.api.get(LIST, { token })).statusCode).toBe(200);
      expect((await t.api.get(`${LIST}figures/`, { token })).statusCode).toBe(200);
      expect((await t.api.get(`${LIST}owners/`, { token })).json()).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'Lorenzo Dela Cruz' }]));
      expect((await t.api.get(one(id), { token })).statusCode).toBe(200);
      expect((await t.api.patch(one(id), { stage: 'CONTACTED' }, { token })).statusCode).toBe(200);
    }
    expect((await t.api.get(one(999_999), { token: staff })).json()).toMatchObject({ detail: 'Inquiry not found.' });
  });
});

describe('an inquiry typed in after a call', () => {
  it('keeps what the caller said, refuses what it cannot hold, and is audited in words', async () => {
    const bad = await t.api.post(LIST, { name: ' ', guest_count: 0, alternative_dates: ['2027-13-01'] }, { token: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: ['Name is required'], email: ['Give an e-mail address or a phone number'] });
    const type = await weddingType();
    const call = {
      name: 'Andrea Villareal',
      email: 'Andrea.V@example.test',
      phone: '0917 222 3344',
      source: 'PHONE',
      event_type_id: type,
      wished_date: daysAhead(200),
      alternative_dates: [daysAhead(207)],
      guest_count: 120,
      budget: '350000.00',
      message: 'Garden wedding, dinner for 120.',
      next_follow_up: venueDay(),
    };
    // An owner is an id; "me" is for the list's filter only.
    expect((await t.api.post(LIST, { ...call, owner_id: 'me' }, { token: staff })).statusCode).toBe(400);
    const [{ id: me }] = (await queryRows<{ id: number }>(t, sql`select id from users where email = 'staff@venue.test'`)) as [{ id: number }];
    const made = await t.api.post(LIST, { ...call, owner_id: me }, { token: staff });
    expect(made.statusCode, made.body).toBe(201);
    const i = made.json() as TInquiry;
    expect(i).toMatchObject({
      stage: 'NEW',
      stage_display: 'New',
      source_display: 'Phone call',
      email: 'andrea.v@example.test',
      phone: '+639172223344',
      event_type: { id: type, name: 'Wedding' },
      alternative_dates: [daysAhead(207)],
      budget: '350000.00',
      owner: { id: me },
      follow_up_due: true,
      event: null,
    });
    // Mine, by search, by source; and on Today as a follow-up due.
    expect((await list({ owner: 'me' })).map((x) => x.id)).toContain(i.id);
    expect((await list({ search: 'villareal' })).map((x) => x.id)).toEqual([i.id]);
    expect((await list({ source: 'WALK_IN' })).map((x) => x.id)).not.toContain(i.id);
    const today = (await t.api.get('/api/staff/today/', { token: staff })).json();
    expect(today.inquiry_follow_ups).toEqual(expect.arrayContaining([expect.objectContaining({ id: i.id, name: 'Andrea Villareal', stage_display: 'New' })]));

    // Moved by hand: Lost needs a reason; Won needs an event.
    expect((await t.api.patch(one(i.id), { stage: 'LOST' }, { token: staff })).json().errors).toEqual({ lost_reason: ['Say why the inquiry was lost'] });
    expect((await t.api.patch(one(i.id), { stage: 'WON' }, { token: staff })).json().errors).toEqual({
      stage: ['An inquiry is won when its event is booked: convert it first'],
    });
    const moved = (await t.api.patch(one(i.id), { stage: 'CONTACTED', next_follow_up: daysAhead(3) }, { token: staff })).json() as TInquiry;
    expect(moved).toMatchObject({ stage: 'CONTACTED', stage_by_product: false, follow_up_due: false });
    const audit = await auditOf(t, 'inquiry', i.id);
    expect(audit.map((a) => a.action)).toEqual(['inquiry.create', 'inquiry.update']);
    expect(audit[1]).toMatchObject({ before: { stage: 'New' }, after: { stage: 'Contacted', owner: expect.any(String) } });
  });

  it('books a site visit on the calendar, then converts into a client and an event keeping what it holds', async () => {
    const type = await weddingType();
    const day = daysAhead(300);
    const i = (
      await t.api.post(
        LIST,
        {
          name: 'Josefina Ramos',
          email: 'josefina.ramos@example.test',
          source: 'WALK_IN',
          event_type_id: type,
          wished_date: day,
          guest_count: 80,
          message: 'Loves the chapel.',
        },
        { token: staff },
      )
    ).json() as TInquiry;
    const visit = await t.api.post(
      `${one(i.id)}site-visit/`,
      { space: pavilion, start: pht(daysAhead(20), '10:00'), end: pht(daysAhead(20), '11:00') },
      { token: staff },
    );
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json()).toMatchObject({ stage: 'SITE_VISIT', site_visit: { space: { id: pavilion }, start: `${daysAhead(20)}T10:00:00+08:00` } });
    const cal = (await t.api.get('/api/staff/calendar/', { token: staff, query: { from: daysAhead(20), to: daysAhead(20) } })).json();
    expect(cal.entries).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'block', title: 'Site visit: Josefina Ramos' })]));

    const convert = (body: Record<string, unknown>) => t.api.post(`${one(i.id)}convert/`, body, { token: staff });
    expect((await convert({ facility_id: pavilion, starts_at: pht(day, '15:00'), ends_at: pht(day, '14:00') })).statusCode).toBe(400);
    const done = await convert({ facility_id: pavilion, starts_at: pht(day, '14:00'), ends_at: pht(day, '22:00') });
    expect(done.statusCode, done.body).toBe(201);
    const { inquiry, event_id } = done.json() as { inquiry: TInquiry; event_id: number };
    expect(inquiry).toMatchObject({ client: { name: 'Josefina Ramos' }, event: { id: event_id, status_display: 'Draft' } });
    const event = (await t.api.get(`/api/staff/events/${event_id}/`, { token: staff })).json();
    expect(event).toMatchObject({ name: 'Josefina Ramos Wedding', guest_count: 80, start_date: day, client: { email: 'josefina.ramos@example.test' } });
    const notes = (await t.api.get(`/api/staff/events/${event_id}/notes/`, { token: staff })).json();
    expect(notes.map((n: { content: string }) => n.content)).toContain('Loves the chapel.');
    // Once is enough: a second convert is refused and writes nothing.
    expect((await convert({ facility_id: pavilion, starts_at: pht(daysAhead(301), '14:00'), ends_at: pht(daysAhead(301), '22:00') })).json()).toMatchObject({
      detail: 'This inquiry is already an event.',
    });
    // A staff member's address never becomes a client.
    const teamMember = (
      await t.api.post(LIST, { name: 'Lorenzo Dela Cruz', email: 'staff@venue.test', event_type_id: type, source: 'REFERRAL' }, { token: staff })
    ).json() as TInquiry;
    const refused = await t.api.post(
      `${one(teamMember.id)}convert/`,
      { facility_id: pavilion, starts_at: pht(daysAhead(302), '14:00'), ends_at: pht(daysAhead(302), '22:00') },
      { token: staff },
    );
    expect(refused.json()).toMatchObject({ errors: { email: ['This e-mail address belongs to a member of the venue team'] } });
    expect(await queryRows(t, sql`select 1 from events where start_date = ${daysAhead(302)}`)).toHaveLength(0);
  });
});

describe('a quote request from the wizard, through the pipeline by itself', () => {
  it('is New, then Proposal sent when its quote goes, then Won when the deposit is paid; the figures count it', async () => {
    const before = await figures();
    const ip = '10.40.0.7';
    const email = 'pipeline-couple@example.test';
    const id = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, id, { day: daysAhead(160), email, createAccount: true }, ip);
    await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: 'Can we have the lawn?' }, true, ip);
    const done = (await complete(t, id, 'quote', { ip })).json();
    expect(done.event_id).toEqual(expect.any(Number));

    const [inquiry] = (await list({ search: email })) as TInquiry[];
    expect(inquiry).toMatchObject({
      stage: 'NEW',
      source: 'WIZARD',
      source_display: 'Booking wizard',
      name: 'Maria Clara Santos',
      message: 'Can we have the lawn?',
      wished_date: daysAhead(160),
      event: { id: done.event_id },
      event_type: { name: 'Wedding' },
    });
    expect((await figures()).by_source.find((s) => s.key === 'WIZARD')!.count).toBe(before.by_source.find((s) => s.key === 'WIZARD')!.count + 1);

    const [draft] = await queryRows<{ id: number }>(t, sql`select id from quotes where event_id = ${done.event_id} and status = 'DRAFT'`);
    expect((await t.api.post(`/api/staff/quotes/${draft!.id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
    expect((await t.api.get(one(inquiry!.id), { token: staff })).json()).toMatchObject({ stage: 'PROPOSAL_SENT', stage_by_product: true });

    const couple = await signIn(t, email, 'sampaguita2026');
    const inv = await issueInvoice(t, staff, done.event_id, [{ description: 'Reservation', quantity: '1', unit_price: '50000.00' }]);
    const paid = await payCall(
      t,
      `/api/payments/client/invoices/${inv.id}/pay/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'DEPOSIT' },
      couple,
    );
    expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
    expect((await t.api.get(one(inquiry!.id), { token: staff })).json()).toMatchObject({ stage: 'WON', stage_display: 'Won' });
    const after = await figures();
    expect(after.total).toBe(before.total + 1);
    expect(after.won).toBe(before.won + 1);
    expect(after.won_percent).toBe(Math.round((after.won * 100) / after.total));
    expect(after.by_stage.find((s) => s.key === 'WON')!.label).toBe('Won');
  });

  it('a message from the contact form is a new inquiry from the website', async () => {
    const sent = await t.api.post(
      '/api/site/contact/',
      { name: 'Ramon Garcia', email: 'ramon@example.test', subject: 'Debut in May', message: 'Is the hall free?' },
      { ip: '10.40.0.9' },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const [inquiry] = await list({ search: 'ramon@example.test' });
    expect(inquiry).toMatchObject({ stage: 'NEW', source: 'WEB_FORM', name: 'Ramon Garcia', message: 'Debut in May\n\nIs the hall free?' });
  });
});
