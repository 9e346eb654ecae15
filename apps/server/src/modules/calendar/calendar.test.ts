import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { CALENDAR_TEXT, type TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { accountWithRole, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { daysAhead, FLOWS, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { auditOf, demoAppSignedIn, pht } from '../../../test/staff-helpers';

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

const CALENDAR = '/api/staff/calendar/';
const BLOCKS = '/api/staff/calendar/blocks/';
const calendar = async (from: string, to: string, token = staff) => {
  const res = await t.api.get(CALENDAR, { token, query: { from, to } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { spaces: { id: number; name: string }[]; entries: TCalendarEntry[] };
};

/** A visitor's session past the introduction holding `day` from `time` for `hours` (a draft of the schedule step). */
async function hold(ip: string, day: string, time: string, hours: number) {
  const id = await startBooking(t, wedding, ip);
  await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, ip);
  const res = await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: day, start_time: time, duration: hours }, false, ip);
  return { id, res: res.json() as { hold: unknown; validation_errors: { field: string; message: string }[] } };
}

describe('who may read the calendar and block spaces', () => {
  it('answers staff and admins; a client is refused and a guest must sign in', async () => {
    const query = { from: venueDay(), to: daysAhead(30) };
    const block = { space: pavilion, start: pht(daysAhead(400), '09:00'), end: pht(daysAhead(400), '11:00'), reason: 'Roof repairs' };
    for (const [token, status] of [
      [undefined, 401],
      [client, 403],
    ] as const) {
      expect((await t.api.get(CALENDAR, { token, query })).statusCode).toBe(status);
      expect((await t.api.get(BLOCKS, { token })).statusCode).toBe(status);
      expect((await t.api.post(BLOCKS, block, { token })).statusCode).toBe(status);
      expect((await t.api.delete(`${BLOCKS}1/`, { token })).statusCode).toBe(status);
    }
    for (const token of [staff, admin]) {
      expect((await t.api.get(CALENDAR, { token, query })).statusCode).toBe(200);
      expect((await t.api.get(BLOCKS, { token })).statusCode).toBe(200);
    }
    const made = await t.api.post(BLOCKS, block, { token: admin });
    expect(made.statusCode).toBe(201);
    expect((await t.api.delete(`${BLOCKS}${made.json().id}/`, { token: staff })).statusCode).toBe(204);
  });

  it('refuses a span over 93 days, an end before the start and a block without a reason, in the catalogue format', async () => {
    const long = await t.api.get(CALENDAR, { token: staff, query: { from: '2027-01-01', to: '2027-04-04' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ to: [CALENDAR_TEXT.spanTooLong] });
    expect((await t.api.get(CALENDAR, { token: staff, query: { from: '2027-01-01', to: '2027-04-03' } })).statusCode).toBe(200);
    expect((await t.api.get(CALENDAR, { token: staff, query: { from: '2027-01-02', to: '2027-01-01' } })).json().errors).toEqual({
      to: [CALENDAR_TEXT.toBeforeFrom],
    });
    expect((await t.api.get(CALENDAR, { token: staff, query: { from: 'soon', to: '2027-01-01' } })).statusCode).toBe(400);

    const day = daysAhead(401);
    const noReason = await t.api.post(BLOCKS, { space: pavilion, start: pht(day, '09:00'), end: pht(day, '11:00'), reason: ' ' }, { token: staff });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: [CALENDAR_TEXT.reasonRequired] });
    const backwards = await t.api.post(BLOCKS, { space: pavilion, start: pht(day, '11:00'), end: pht(day, '09:00'), reason: 'Tour' }, { token: staff });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ end: ['The end must be after the start.'] });
    const nowhere = await t.api.post(BLOCKS, { space: 999999, start: pht(day, '09:00'), end: pht(day, '11:00'), reason: 'Tour' }, { token: staff });
    expect(nowhere.statusCode).toBe(400);
    expect(Object.keys(nowhere.json().errors)).toEqual(['space']);
  });
});

describe('the calendar', () => {
  it('holds every demo event with a space, and every live hold and block, in a month, each once, in Manila time', async () => {
    const from = venueDay();
    const to = addDays(from, 92);
    const expected = await queryRows<{ id: number }>(
      t,
      sql`select id from events where facility_id is not null and status <> 'CANCELLED' and starts_at is not null
        and starts_at < (${addDays(to, 1)}::date::timestamp at time zone 'Asia/Manila') and ends_at > (${from}::date::timestamp at time zone 'Asia/Manila')`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const { spaces, entries } = await calendar(from, to);
    expect(spaces.map((s) => s.name)).toContain('Pavilion');
    const events = entries.filter((e) => e.kind === 'event');
    expect(events.map((e) => e.key).sort()).toEqual(expected.map((e) => `event-${e.id}`).sort());
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    const wedding = events.find((e) => e.title === 'Maria & Paolo Wedding')!;
    expect(wedding).toMatchObject({
      status: 'CONFIRMED',
      status_display: 'Confirmed',
      person: 'Maria Santos',
      link: expect.stringMatching(/^\/staff\/events\/\d+$/),
    });
    expect(wedding.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
  });

  it('shows a wizard hold with when it expires, and the buffers around an entry', async () => {
    const day = daysAhead(300);
    const h = await hold('10.40.0.1', day, '10:00', 6);
    expect(h.res.validation_errors).toEqual([]);
    const { entries } = await calendar(day, day);
    const held = entries.find((e) => e.kind === 'hold' && e.space.id === pavilion)!;
    expect(held).toMatchObject({
      status: 'HELD',
      status_display: 'Held',
      title: 'Wedding being booked',
      event_type: { name: 'Wedding' },
      starts_at: `${day}T10:00:00+08:00`,
      ends_at: `${day}T16:00:00+08:00`,
      link: null,
      hold: { source: 'wizard', expires_at: expect.stringMatching(/\+08:00$/) },
    });
    // The Pavilion keeps 2 hours either side.
    expect(held).toMatchObject({ blocked_from: `${day}T08:00:00+08:00`, blocked_to: `${day}T18:00:00+08:00` });
    // A space filter answers that space alone.
    const other = (await calendar(day, day)).spaces.find((s) => s.id !== pavilion)!;
    const only = await t.api.get(CALENDAR, { token: staff, query: { from: day, to: day, space: String(other.id) } });
    expect(only.json().spaces).toEqual([expect.objectContaining({ id: other.id })]);
    expect(only.json().entries.filter((e: TCalendarEntry) => e.space.id !== other.id)).toEqual([]);
    await t.api.post(`${FLOWS}/session/${h.id}/abandon/`, {});
  });
});

describe('blocks', () => {
  it('close the space like an event: the wizard, staff bookings and other blocks are refused, buffers included; the public sees "Reserved"', async () => {
    const day = daysAhead(310);
    const made = await t.api.post(
      BLOCKS,
      { space: pavilion, start: pht(day, '09:00'), end: pht(day, '12:00'), reason: 'Private tour for the owners' },
      { token: staff },
    );
    expect(made.statusCode, made.body).toBe(201);
    const block = made.json();
    expect(block).toMatchObject({
      space: { id: pavilion, name: 'Pavilion' },
      start: `${day}T09:00:00+08:00`,
      end: `${day}T12:00:00+08:00`,
      reason: 'Private tour for the owners',
    });
    expect((await auditOf(t, 'calendar_block', block.id)).map((a) => a.action)).toEqual(['calendar_block.create']);

    // On the staff calendar, with its reason and who made it.
    const entry = (await calendar(day, day)).entries.find((e) => e.kind === 'block')!;
    expect(entry).toMatchObject({
      key: `block-${block.id}`,
      status: 'BLOCKED',
      title: 'Private tour for the owners',
      block: { id: block.id, reason: 'Private tour for the owners' },
    });
    expect((await t.api.get(BLOCKS, { token: staff })).json()).toContainEqual(expect.objectContaining({ id: block.id }));

    // The wizard: 14:00 starts inside the Pavilion's 2-hour buffer after the block (till 14:00 the buffer, then the session's own before).
    const refused = await hold('10.41.0.1', day, '13:00', 4);
    expect(refused.res.hold).toBeNull();
    expect(refused.res.validation_errors[0]).toMatchObject({ field: 'start_time' });
    expect(refused.res.validation_errors[0]!.message).toMatch(
      /^This time is no longer available\. Please choose another time\. This facility is already booked from .* PHT\.$/,
    );
    const wizardMonth = (await t.api.get(`${FLOWS}/${wedding.id}/calendar/`, { query: { month: day.slice(0, 7) } })).json();
    expect(wizardMonth.entries.find((e: { start_date: string }) => e.start_date === day)).toMatchObject({ kind: 'booked' });
    expect(JSON.stringify(wizardMonth)).not.toContain('Private tour');

    // Staff booking over it: the 409 of any taken slot.
    const someone = await registerClient(t, `block-client-${Date.now()}@example.test`);
    const booking = {
      client_id: someone.user.id,
      event_type_id: wedding.event_type,
      name: 'Over the block',
      facility_id: pavilion,
      starts_at: pht(day, '11:00'),
      ends_at: pht(day, '15:00'),
    };
    const clash = await t.api.post('/api/staff/events/', booking, { token: staff });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/^This facility is already booked from .* PHT\.$/);
    const overlap = await t.api.post(BLOCKS, { space: pavilion, start: pht(day, '12:30'), end: pht(day, '13:00'), reason: 'Cleaning' }, { token: staff });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errors.starts_at).toHaveLength(1);

    // The public calendar: the day is taken, the reason is not said.
    const pub = (await t.api.get('/api/events/public/availability/', { query: { start_date: day, end_date: day } })).json();
    expect(pub).toContainEqual({
      id: expect.any(Number),
      name: 'Reserved',
      event_type_name: 'Reserved',
      status: 'CONFIRMED',
      held: false,
      start_date: day,
      end_date: day,
    });
    expect(JSON.stringify(pub)).not.toContain('Private tour');

    // Removed: the slot is free again, and a second delete finds nothing.
    expect((await t.api.delete(`${BLOCKS}${block.id}/`, { token: staff })).statusCode).toBe(204);
    expect((await auditOf(t, 'calendar_block', block.id)).map((a) => a.action)).toEqual(['calendar_block.create', 'calendar_block.delete']);
    const gone = await t.api.delete(`${BLOCKS}${block.id}/`, { token: staff });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(CALENDAR_TEXT.blockNotFound);
    expect((await t.api.post('/api/staff/events/', booking, { token: staff })).statusCode).toBe(201);
  });
});
