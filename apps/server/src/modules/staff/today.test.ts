import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { signIn } from '../../../test/staff-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { waitingFor } from './today.service';

let t: TTestApp;
let staff: string;
let client: string;
let clientId: number;
const today = venueDay();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  clientId = (await t.api.get('/api/users/me/', { token: client })).json().id;
});
afterAll(() => t.close());

describe('today', () => {
  it('knows which signature a contract waits for', () => {
    expect(waitingFor(['CLIENT', 'COMPANY_REP'], [])).toBe('CLIENT');
    expect(waitingFor(['CLIENT', 'COMPANY_REP'], ['CLIENT'])).toBe('VENUE');
    expect(waitingFor(['CLIENT'], ['CLIENT'])).toBe(null);
    expect(waitingFor([], [])).toBe('CLIENT');
  });

  it('lists what needs the venue, each item with the ids to link to', async () => {
    const res = await t.api.get('/api/staff/today/', { token: staff });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date).toBe(today);

    // Not cancelled, within 30 days, grouped by day in order; every client's events.
    const days = body.upcoming_events.map((d: { date: string }) => d.date);
    expect(days).toEqual([...days].sort());
    expect(days.every((d: string) => d >= today && d <= addDays(today, 30))).toBe(true);
    const names = body.upcoming_events.flatMap((d: { events: { name: string }[] }) => d.events.map((e) => e.name));
    expect(names).toEqual(
      expect.arrayContaining([
        'Reyes-Villanueva Wedding',
        'Parish Youth Retreat',
        'Cruz Holdings Summit',
        'Santos Design Studio Year-End Planning',
        'Cruz Holdings Team Day',
      ]),
    );
    expect(names).not.toContain('Maria & Paolo Wedding'); // in 45 days
    const first = body.upcoming_events[0].events[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      client: { id: expect.any(Number), email: expect.any(String) },
      facility: { name: expect.any(String) },
    });

    // Two SENT quotes still valid; the lapsed one is left out.
    expect(body.quotes_awaiting_answer).toHaveLength(2);
    expect(body.quotes_awaiting_answer[0]).toMatchObject({ status: 'SENT', event_id: expect.any(Number), client: { id: clientId } });

    const contracts = body.contracts_awaiting_signature.map((c: { status: string; waiting_for: string }) => [c.status, c.waiting_for]);
    expect(contracts).toEqual(
      expect.arrayContaining([
        ['SENT', 'CLIENT'],
        ['PARTIALLY_SIGNED', 'VENUE'],
      ]),
    );
    expect(contracts).toHaveLength(3);

    expect(body.tasks_waiting_on_clients.length).toBeGreaterThan(0);
    expect(body.tasks_waiting_on_clients.every((x: { status: string }) => x.status !== 'COMPLETED' && x.status !== 'CANCELLED')).toBe(true);
    expect(body.new_feedback).toEqual([]);
    expect(body.quote_requests).toEqual([]);
  });

  it('shows new feedback until the team responds', async () => {
    const events = (await t.api.get('/api/client/events/', { token: client, query: { status: 'COMPLETED' } })).json().results;
    const teamDay = events.find((e: { name: string }) => e.name === 'Studio Team Building Day');
    await t.api.post(`/api/client/events/${teamDay.id}/feedback/`, { overall_rating: 5 }, { token: client });
    const fresh = (await t.api.get('/api/staff/today/', { token: staff })).json().new_feedback;
    expect(fresh).toEqual([expect.objectContaining({ event_id: teamDay.id, overall_rating: 5, client: expect.objectContaining({ id: clientId }) })]);
    await t.api.post(`/api/staff/events/${teamDay.id}/feedback/response/`, { response: 'Salamat!' }, { token: staff });
    expect((await t.api.get('/api/staff/today/', { token: staff })).json().new_feedback).toEqual([]);
  });
});

describe('clients', () => {
  it('finds clients by name, e-mail or company, with their event counts, and never lists the venue', async () => {
    const all = (await t.api.get('/api/staff/clients/', { token: staff })).json();
    expect(all.count).toBe(3);
    expect(all.results.map((c: { email: string }) => c.email)).not.toContain(DEMO_STAFF.email);
    const bySearch = async (search: string) => (await t.api.get('/api/staff/clients/', { token: staff, query: { search } })).json().results;
    const maria = (await bySearch('santos design'))[0];
    expect(maria).toMatchObject({ id: clientId, email: DEMO_EMAIL, company: 'Santos Design Studio', events_count: 6, upcoming_events_count: 3 });
    expect(maria.next_event_date).toBe(addDays(today, 20));
    expect((await bySearch('Maria Santos')).map((c: { id: number }) => c.id)).toEqual([clientId]);
    expect((await bySearch('JOSE.CRUZ@'))[0]).toMatchObject({ first_name: 'Jose' });
    expect(await bySearch('%')).toEqual([]);
  });

  it('shows one client with events, quotes, contracts and what they owe', async () => {
    const res = await t.api.get(`/api/staff/clients/${clientId}/`, { token: staff });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.client).toMatchObject({ id: clientId, first_name: 'Maria' });
    expect(body.events).toHaveLength(6);
    expect(body.events.every((e: { client: { id: number } }) => e.client.id === clientId)).toBe(true);
    // The venue sees drafts; a lapsed SENT quote shows as EXPIRED.
    const statuses = body.quotes.map((q: { status: string }) => q.status);
    expect(statuses).toEqual(expect.arrayContaining(['DRAFT', 'SENT', 'EXPIRED', 'ACCEPTED', 'REJECTED']));
    expect(body.contracts.map((c: { status: string }) => c.status).sort()).toEqual(['PARTIALLY_SIGNED', 'SENT', 'SENT', 'SIGNED']);
    expect(body.invoices.items.length).toBeGreaterThan(0);
    const php = body.invoices.totals.find((x: { currency: string }) => x.currency === 'PHP');
    expect(php).toMatchObject({ invoiced: expect.stringMatching(/^\d+\.\d{2}$/), owed: expect.stringMatching(/^\d+\.\d{2}$/) });
    // What the client's own summary counts as pending and overdue is what the venue sees as owed.
    const summary = (await t.api.get('/api/payments/client/payments/summary/', { token: client })).json();
    if (summary.total_pending !== undefined) {
      expect(Number(php.owed)).toBeCloseTo(Number(summary.total_pending) + Number(summary.total_overdue), 2);
    }
  });

  it('answers 404 for unknown ids and for venue accounts', async () => {
    expect((await t.api.get('/api/staff/clients/999999/', { token: staff })).json()).toMatchObject({ detail: 'Client not found.' });
    const staffId = (await t.api.get('/api/users/me/', { token: staff })).json().id;
    expect((await t.api.get(`/api/staff/clients/${staffId}/`, { token: staff })).statusCode).toBe(404);
    expect((await t.api.get('/api/staff/clients/', { token: client })).statusCode).toBe(403);
  });
});

// Last: the request's guest becomes a client, which the client list above counts.
describe('quote requests', () => {
  const staffNotice = async (link: string) =>
    ((await t.api.get('/api/notifications/', { token: staff, query: { page_size: '100' } })).json().results as { link: string | null }[]).find(
      (n) => n.link === link,
    );

  it("lists a visitor's quote request, with the slot, estimate and message, until the venue sends the event a quote", async () => {
    const wedding = await flowOf(t);
    const id = await startBooking(t, wedding, '10.31.0.1');
    await fillWedding(t, wedding, id, { day: daysAhead(150), email: 'asks-for-a-quote@example.test' }, '10.31.0.1');
    const message = 'About 150 guests; can we have the lawn?';
    await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: message }, true, '10.31.0.1');
    const done = (await complete(t, id, 'quote')).json();

    const requests = async () => (await t.api.get('/api/staff/today/', { token: staff })).json().quote_requests;
    const [request] = await requests();
    expect(request).toEqual({
      id: done.quote_request_id,
      event_id: done.event_id,
      event_name: expect.any(String),
      client: { id: expect.any(Number), name: 'Maria Clara Santos', email: 'asks-for-a-quote@example.test' },
      facility: { id: expect.any(Number), name: expect.any(String) },
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      estimate: expect.stringMatching(/^\d+\.\d{2}$/),
      message,
      hold_until: done.hold_expires_at,
      created_at: expect.any(String),
    });
    expect(Number(request.estimate)).toBeGreaterThan(0);
    expect(new Date(request.ends_at).getTime() - new Date(request.starts_at).getTime()).toBe(8 * 3_600_000);

    // The venue's team is told, with a link to the event's quotes.
    expect(await staffNotice(`/staff/events/${done.event_id}?tab=sales`)).toMatchObject({
      type: 'event',
      priority: 'high',
      title: 'Quote request from Maria Clara Santos',
      body: expect.stringContaining('it waits for a quote'),
    });

    // The event's page shows the same request, unanswered.
    const detail = async () => (await t.api.get(`/api/staff/events/${done.event_id}/`, { token: staff })).json().quote_request;
    const { id: _id, event_id: _e, event_name: _n, client: _c, ...asked } = request;
    expect(await detail()).toEqual({ id: done.quote_request_id, ...asked, answered: false });

    // A draft is not an answer; the quote sent is.
    const draft = (
      await t.api.post(
        `/api/staff/events/${done.event_id}/quotes/`,
        { line_items: [{ description: 'Garden wedding', quantity: '1', unit_price: '150000.00' }] },
        { token: staff },
      )
    ).json();
    expect((await requests()).map((r: { id: number }) => r.id)).toEqual([done.quote_request_id]);
    expect((await t.api.post(`/api/staff/quotes/${draft.id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
    expect(await requests()).toEqual([]);
    expect(await detail()).toMatchObject({ id: done.quote_request_id, answered: true });
  });

  it('tells the venue of a booking paid online', async () => {
    const wedding = await flowOf(t);
    const id = await startBooking(t, wedding, '10.31.0.2');
    await fillWedding(t, wedding, id, { day: daysAhead(152), email: 'pays-online@example.test' }, '10.31.0.2');
    await payWith(t, wedding, id, '4242424242424242', {}, '10.31.0.2');
    const done = (await complete(t, id)).json();
    expect(await staffNotice(`/staff/events/${done.event_id}`)).toMatchObject({
      priority: 'medium',
      title: 'New booking from Maria Clara Santos',
      body: expect.stringContaining(`${done.payment.payment_number}`),
    });
    // Today lists it under New Bookings, newest first, and not as a quote request.
    const body = (await t.api.get('/api/staff/today/', { token: staff })).json();
    expect(body.new_bookings[0]).toMatchObject({
      event_id: done.event_id,
      client: { name: 'Maria Clara Santos', email: 'pays-online@example.test' },
      booked_at: expect.any(String),
      start_date: daysAhead(152),
    });
    expect(body.quote_requests.map((r: { event_id: number }) => r.event_id)).not.toContain(done.event_id);
  });

  it('lists the conversations with client messages no one at the venue has read, until someone opens them', async () => {
    const thread = (
      await t.api.post('/api/messages/threads/', { subject: 'Parking for our guests', body: '<p>Is there parking?</p>' }, { token: client })
    ).json();
    await t.api.post(`/api/messages/threads/${thread.id}/messages/`, { body: '<p>About 40 cars.</p>' }, { token: client });
    const unread = async () => (await t.api.get('/api/staff/today/', { token: staff })).json().unread_messages as { thread_id: number }[];
    expect((await unread())[0]).toMatchObject({
      thread_id: thread.id,
      subject: 'Parking for our guests',
      client: { id: clientId, email: DEMO_EMAIL },
      unread_count: 2,
      last_message_at: expect.any(String),
    });
    expect((await t.api.get(`/api/messages/threads/${thread.id}/`, { token: staff })).statusCode).toBe(200);
    expect((await unread()).map((u) => u.thread_id)).not.toContain(thread.id);
  });

  it('finds the demo a venue at work: the coordinator on the team, her conversation waiting, e-mails and notices', async () => {
    const [grace] = await queryRows<{ role: string }>(t, sql`select role from users where email = 'grace.villanueva@venue.test'`);
    expect(grace).toMatchObject({ role: 'staff' });
    const waiting = (await t.api.get('/api/staff/today/', { token: staff })).json().unread_messages as { subject: string; unread_count: number }[];
    expect(waiting).toContainEqual(expect.objectContaining({ subject: 'Ceremony time', unread_count: 1 }));
    const threads = (await t.api.get('/api/messages/threads/', { token: client })).json().results as { subject: string }[];
    expect(threads.map((th) => th.subject)).toContain('Ceremony time');
    const records = (await t.api.get('/api/communications/records/', { token: client })).json();
    expect(records.results.map((r: { subject: string }) => r.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Payment received: PAY-/),
        expect.stringMatching(/^Your quote for .+ is ready$/),
        'New message: Ceremony time',
      ]),
    );
    // Sent in the past, delivered then: nothing of the demo waits in the outbox.
    expect(records.results.find((r: { subject: string }) => r.subject === 'New message: Ceremony time')).toMatchObject({ delivery_status: 'DELIVERED' });
    const notices = (await t.api.get('/api/notifications/', { token: client })).json().results as { title: string; is_read: boolean }[];
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^A new quote for /), 'New message from Grace Villanueva']));
  });

  it('leaves out a request whose event is over', async () => {
    const wedding = await flowOf(t);
    const id = await startBooking(t, wedding, '10.31.0.3');
    await fillWedding(t, wedding, id, { day: daysAhead(154), email: 'asked-too-late@example.test' }, '10.31.0.3');
    await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: 'Still free?' }, true, '10.31.0.3');
    const done = (await complete(t, id, 'quote')).json();
    const listed = async () =>
      ((await t.api.get('/api/staff/today/', { token: staff })).json().quote_requests as { id: number }[]).some((r) => r.id === done.quote_request_id);
    expect(await listed()).toBe(true);
    await t.database.db.execute(sql`update events set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' where id = ${done.event_id}`);
    expect(await listed()).toBe(false);
  });

  it('shows requests to the venue only: a guest gets 401, a client 403, staff and admins 200', async () => {
    const admin = (await accountWithRole(t, 'admin')).tokens.access;
    const seeded = ((await t.api.get('/api/staff/events/', { token: staff })).json().results as { id: number }[])[0]!;
    for (const path of ['/api/staff/today/', `/api/staff/events/${seeded.id}/`]) {
      expect((await t.api.get(path)).statusCode, path).toBe(401);
      expect((await t.api.get(path, { token: client })).statusCode, path).toBe(403);
      for (const token of [staff, admin]) {
        const res = await t.api.get(path, { token });
        expect(res.statusCode, path).toBe(200);
        expect(res.json(), path).toHaveProperty(path.endsWith('today/') ? 'quote_requests' : 'quote_request');
      }
    }
  });

  it('has no request on an event made any other way', async () => {
    const events = (await t.api.get('/api/staff/events/', { token: staff })).json().results as { id: number; name: string }[];
    const seeded = events.find((e) => e.name === 'Reyes-Villanueva Wedding')!;
    expect((await t.api.get(`/api/staff/events/${seeded.id}/`, { token: staff })).json().quote_request).toBeNull();
  });
});
