import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { auditOf, pht, signIn } from '../../../test/staff-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let staff: string;
let client: string;
let clientId: number;
let staffId: number;
let facility: Record<string, number>;
let weddingType: number;
const today = venueDay();
/** Far from the demo data's bookings. */
const day = addDays(today, 200);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  clientId = (await t.api.get('/api/users/me/', { token: client })).json().id;
  staffId = (await t.api.get('/api/users/me/', { token: staff })).json().id;
  const list = (await t.api.get('/api/staff/facilities/', { token: staff })).json() as { id: number; name: string }[];
  facility = Object.fromEntries(list.map((f) => [f.name, f.id]));
  weddingType = (await t.api.get('/api/events/event-types/')).json().find((e: { name: string }) => e.name === 'Wedding').id;
});
afterAll(() => t.close());

const book = (over: Record<string, unknown> = {}) =>
  t.api.post(
    '/api/staff/events/',
    {
      client_id: clientId,
      event_type_id: weddingType,
      name: 'Garcia-Tan Reception',
      facility_id: facility.Pavilion,
      starts_at: pht(day, '10:00'),
      ends_at: pht(day, '14:00'),
      guest_count: 150,
      ...over,
    },
    { token: staff },
  );

describe('facilities', () => {
  it('lists the spec facilities, the cabanas as four units', async () => {
    const res = await t.api.get('/api/staff/facilities/', { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { name: string }) => f.name)).toEqual([
      'Sanctuary Chapel',
      'Cabana 1',
      'Cabana 2',
      'Cabana 3',
      'Cabana 4',
      'Pavilion',
      'Open-Field',
      'Angelic Field',
      'Havila Hostel',
    ]);
    expect(res.json().find((f: { name: string }) => f.name === 'Havila Hostel')).toMatchObject({ min_guests: 150, capacity: 300, overnight: true });
    expect(res.json().find((f: { name: string }) => f.name === 'Cabana 3')).toMatchObject({ min_guests: 6, capacity: 10, overnight: false });
  });
});

describe('booking an event for a client', () => {
  it('creates a draft the client sees in their portal, with a timeline entry and an audit entry', async () => {
    const res = await book({ notes: 'Father of the bride pays the balance.' });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      name: 'Garcia-Tan Reception',
      status: 'DRAFT',
      client: { id: clientId, email: DEMO_EMAIL, name: 'Maria Santos' },
      facility: { id: facility.Pavilion, name: 'Pavilion' },
      starts_at: new Date(pht(day, '10:00')).toISOString(),
      ends_at: new Date(pht(day, '14:00')).toISOString(),
      start_date: day,
      end_date: day,
      guest_count: 150,
      next_statuses: ['CONFIRMED', 'CANCELLED'],
      internal_notes_count: 1,
      notes_count: 0,
    });
    const mine = (await t.api.get('/api/client/events/', { token: client, query: { search: 'Garcia-Tan' } })).json();
    expect(mine.results).toEqual([expect.objectContaining({ id: event.id, status: 'DRAFT', start_date: day, guest_count: 150 })]);
    const timeline = (await t.api.get(`/api/client/events/${event.id}/timeline/`, { token: client })).json();
    expect(timeline[0]).toMatchObject({ action_type: 'event_created', actor_name: 'Lorenzo Dela Cruz' });
    const audit = await auditOf(t, 'event', event.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: staffId, actor_role: 'staff', action: 'event.create', before: null, ip: '127.0.0.1' });
    expect(audit[0]!.after).toMatchObject({ id: event.id, name: 'Garcia-Tan Reception', status: 'DRAFT', facility: { name: 'Pavilion' } });
    // The note given with the booking is internal: the client never sees it.
    expect((await t.api.get(`/api/client/events/${event.id}/notes/`, { token: client })).json()).toEqual([]);
    await t.api.post(`/api/staff/events/${event.id}/status/`, { status: 'CANCELLED' }, { token: staff });
  });

  it.each([
    ['an end before the start', { ends_at: pht(day, '09:00') }, 'ends_at', 'The end must be after the start.'],
    [
      'past midnight at a day facility',
      { ends_at: pht(addDays(day, 1), '01:00') },
      'ends_at',
      'Pavilion is booked by the day: the event must end on the day it starts (PHT).',
    ],
    ['more guests than the capacity', { guest_count: 201 }, 'guest_count', 'Pavilion holds at most 200 guests.'],
    [
      'a time without its offset',
      { starts_at: `${day}T10:00:00` },
      'starts_at',
      'Start must be a date and time with its offset, e.g. 2026-12-05T16:00:00+08:00',
    ],
    ['no start', { starts_at: undefined }, 'starts_at', 'Start is required'],
    ['an unknown facility', { facility_id: 999 }, 'facility_id', 'Space not found.'],
    ['an unknown client', { client_id: 999999 }, 'client_id', 'Client not found.'],
    ['an unknown event type', { event_type_id: 999 }, 'event_type_id', 'Choose a valid event type'],
    ['no name', { name: ' ' }, 'name', 'Event name is required'],
  ])('refuses %s', async (_, over, field, message) => {
    const res = await book(over);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
  });

  it('books a staff account as nobody: only clients have events', async () => {
    const res = await book({ client_id: staffId });
    expect(res.json()).toMatchObject({ detail: 'Client not found.' });
  });

  it('takes overnight bookings only where the facility allows them', async () => {
    const res = await book({ facility_id: facility['Havila Hostel'], starts_at: pht(day, '14:00'), ends_at: pht(addDays(day, 2), '11:00'), guest_count: 200 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ start_date: day, end_date: addDays(day, 2) });
  });
});

describe('a facility is never booked twice', () => {
  const slot = addDays(today, 230);
  it('refuses an overlap with the taken range, buffers included, and frees the slot once cancelled', async () => {
    const first = await book({ starts_at: pht(slot, '10:00'), ends_at: pht(slot, '14:00') });
    expect(first.statusCode).toBe(201);
    // The Pavilion keeps 2 hours before and after each booking: taken 08:00-16:00, so the next may start at 18:00.
    const overlapping = await book({ starts_at: pht(slot, '13:00'), ends_at: pht(slot, '15:00') });
    expect(overlapping.statusCode).toBe(409);
    const [a, b] = [new Date(pht(slot, '08:00')), new Date(pht(slot, '16:00'))];
    const fmt = (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' }).format(d);
    expect(overlapping.json()).toMatchObject({ code: 'conflict', detail: `This facility is already booked from ${fmt(a)} to ${fmt(b)} PHT.` });
    expect((await book({ starts_at: pht(slot, '17:59'), ends_at: pht(slot, '20:00') })).statusCode).toBe(409);
    const after = await book({ starts_at: pht(slot, '18:00'), ends_at: pht(slot, '21:00') });
    expect(after.statusCode).toBe(201);
    // Another facility at the same time is free.
    expect((await book({ facility_id: facility['Cabana 1'], guest_count: 8, starts_at: pht(slot, '10:00'), ends_at: pht(slot, '14:00') })).statusCode).toBe(
      201,
    );

    const cancelled = await t.api.post(`/api/staff/events/${first.json().id}/status/`, { status: 'CANCELLED', reason: 'Client postponed' }, { token: staff });
    expect(cancelled.statusCode).toBe(200);
    expect((await book({ starts_at: pht(slot, '10:00'), ends_at: pht(slot, '13:00') })).statusCode).toBe(201);
  });

  it('lets an event move within its own slot, and refuses a move onto another booking', async () => {
    const slot2 = addDays(today, 240);
    const a = (await book({ starts_at: pht(slot2, '09:00'), ends_at: pht(slot2, '12:00') })).json();
    const b = (await book({ starts_at: pht(slot2, '17:00'), ends_at: pht(slot2, '20:00') })).json();
    const moved = await t.api.patch(`/api/staff/events/${a.id}/`, { ends_at: pht(slot2, '13:00') }, { token: staff });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ ends_at: new Date(pht(slot2, '13:00')).toISOString() });
    const clash = await t.api.patch(`/api/staff/events/${b.id}/`, { starts_at: pht(slot2, '14:00') }, { token: staff });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/^This facility is already booked from .* PHT\.$/);
    // The refused move changed nothing.
    expect((await t.api.get(`/api/staff/events/${b.id}/`, { token: staff })).json().starts_at).toBe(new Date(pht(slot2, '17:00')).toISOString());
  });

  it('lets exactly one of many parallel bookings of one slot win', async () => {
    const slot3 = addDays(today, 250);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book({ name: `Parallel ${i}`, starts_at: pht(slot3, '10:00'), ends_at: pht(slot3, '12:00') })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe('event status', () => {
  it('moves along the rule, with timeline and audit entries, and refuses other moves with the rule text', async () => {
    const event = (await book({ starts_at: pht(addDays(today, 260), '10:00'), ends_at: pht(addDays(today, 260), '12:00') })).json();
    const skip = await t.api.post(`/api/staff/events/${event.id}/status/`, { status: 'IN_PROGRESS' }, { token: staff });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().detail).toBe('A draft event cannot become in progress; it can become confirmed or cancelled.');
    const confirmed = await t.api.post(`/api/staff/events/${event.id}/status/`, { status: 'CONFIRMED' }, { token: staff });
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', next_statuses: ['IN_PROGRESS', 'CANCELLED'] });
    expect((await t.api.get(`/api/client/events/${event.id}/timeline/`, { token: client })).json()[0]).toMatchObject({
      action_type: 'status_changed',
      description: 'Event confirmed',
    });
    for (const status of ['IN_PROGRESS', 'COMPLETED']) {
      expect((await t.api.post(`/api/staff/events/${event.id}/status/`, { status }, { token: staff })).statusCode).toBe(200);
    }
    const after = await t.api.post(`/api/staff/events/${event.id}/status/`, { status: 'CANCELLED' }, { token: staff });
    expect(after.json()).toMatchObject({ detail: 'A completed event cannot change status.', code: 'conflict' });
    const audit = (await auditOf(t, 'event', event.id)).filter((a) => a.action === 'event.status');
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ status: 'DRAFT' }, { status: 'CONFIRMED', reason: null }],
      [{ status: 'CONFIRMED' }, { status: 'IN_PROGRESS', reason: null }],
      [{ status: 'IN_PROGRESS' }, { status: 'COMPLETED', reason: null }],
    ]);
    const edit = await t.api.patch(`/api/staff/events/${event.id}/`, { name: 'Renamed' }, { token: staff });
    expect(edit.json()).toMatchObject({ detail: 'A completed or cancelled event cannot be changed.' });
    expect((await t.api.post(`/api/staff/events/${event.id}/status/`, { status: 'PARTY' }, { token: staff })).json().detail).toBe(
      'Choose a valid event status',
    );
  });
});

describe('editing and reading events', () => {
  it('changes the fields sent, audits before and after, and tells the client what changed', async () => {
    const d = addDays(today, 270);
    const event = (await book({ starts_at: pht(d, '10:00'), ends_at: pht(d, '12:00') })).json();
    const res = await t.api.patch(`/api/staff/events/${event.id}/`, { name: 'Garcia-Tan Wedding Reception', guest_count: 180 }, { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Garcia-Tan Wedding Reception', guest_count: 180, facility: { name: 'Pavilion' } });
    const audit = (await auditOf(t, 'event', event.id)).filter((a) => a.action === 'event.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ name: 'Garcia-Tan Reception', guest_count: 150 });
    expect(audit[0]!.after).toMatchObject({ name: 'Garcia-Tan Wedding Reception', guest_count: 180 });
    const timeline = (await t.api.get(`/api/client/events/${event.id}/timeline/`, { token: client })).json();
    expect(timeline[0]).toMatchObject({ action_type: 'event_updated', description: 'Event details updated: name, guest count' });
    expect((await t.api.patch(`/api/staff/events/${event.id}/`, { guest_count: 250 }, { token: staff })).json().detail).toBe(
      'Pavilion holds at most 200 guests.',
    );
    // Nothing sent, nothing changed, nothing recorded.
    expect((await t.api.patch(`/api/staff/events/${event.id}/`, {}, { token: staff })).statusCode).toBe(200);
    expect((await auditOf(t, 'event', event.id)).filter((a) => a.action === 'event.update')).toHaveLength(1);
  });

  it('gives an event from before facilities a whole booking on its first schedule change', async () => {
    const old = (await t.api.get('/api/staff/events/', { token: staff, query: { search: 'Santos Family Reunion' } })).json().results[0];
    expect(old).toMatchObject({ facility: null, status: 'COMPLETED' });
    const draft = (await t.api.get('/api/staff/events/', { token: staff, query: { search: 'Family Lenten Retreat' } })).json().results[0];
    expect(draft.facility).toMatchObject({ name: 'Havila Hostel' });
    expect(draft.starts_at).toBe(new Date(pht(draft.start_date, '10:00')).toISOString());
  });

  it('filters and pages the list', async () => {
    const q = (query: Record<string, string>) => t.api.get('/api/staff/events/', { token: staff, query });
    const all = (await q({ page_size: '100' })).json();
    expect(all.count).toBeGreaterThan(15);
    expect(all.results.some((e: { client: { email: string } }) => e.client.email !== DEMO_EMAIL)).toBe(true);
    const mine = (await q({ client: String(clientId), page_size: '100' })).json();
    expect(mine.results.every((e: { client: { id: number } }) => e.client.id === clientId)).toBe(true);
    const pavilion = (await q({ facility: String(facility.Pavilion), status: 'CANCELLED' })).json();
    expect(pavilion.results.every((e: { facility: { name: string }; status: string }) => e.facility.name === 'Pavilion' && e.status === 'CANCELLED')).toBe(
      true,
    );
    const window = (await q({ from: addDays(today, 229), to: addDays(today, 231) })).json();
    expect(window.results.every((e: { start_date: string }) => e.start_date === addDays(today, 230))).toBe(true);
    expect(window.count).toBeGreaterThan(0);
    expect((await q({ search: 'ana.reyes' })).json().results.every((e: { client: { email: string } }) => e.client.email === 'ana.reyes@example.test')).toBe(
      true,
    );
    expect((await q({ search: '50%_' })).json().count).toBe(0);
    const page = (await q({ page: '2', page_size: '3' })).json();
    expect(page).toMatchObject({ previous: '/api/staff/events/?page=1&page_size=3' });
    expect((await q({ from: '2026-02-31' })).json().detail).toBe('From must be a date (YYYY-MM-DD)');
  });

  it('answers 404 for unknown events and keeps the calls to the venue', async () => {
    for (const res of [
      await t.api.get('/api/staff/events/999999/', { token: staff }),
      await t.api.patch('/api/staff/events/999999/', { name: 'x' }, { token: staff }),
      await t.api.post('/api/staff/events/999999/status/', { status: 'CONFIRMED' }, { token: staff }),
      await t.api.get('/api/staff/events/999999/timeline/', { token: staff }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Event not found.');
    }
    expect((await t.api.get('/api/staff/events/', { token: client })).statusCode).toBe(403);
    const other = await registerClient(t, 'walk-in@example.test');
    expect((await t.api.get('/api/staff/facilities/', { token: other.tokens.access })).statusCode).toBe(403);
  });
});
