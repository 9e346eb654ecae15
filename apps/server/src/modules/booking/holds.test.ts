import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, FLOWS, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';
import { pht } from '../../../test/staff-helpers';
import { cleanUpBookings } from './cleanup.service';

let t: TTestApp;
let wedding: TBookingFlow;
let pavilion: number;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
  pavilion = stepOf(wedding, 'date_time').configuration.default_facility_id as number;
});
afterAll(() => t.close());

/** A session past the introduction, choosing a slot (a draft save of the schedule step). */
async function choose(ip: string, day: string, time: string, duration: number, flow = wedding) {
  const id = await startBooking(t, flow, ip);
  await saveStep(t, id, stepOf(flow, 'introduction').id, { acknowledged: true }, true, ip);
  const res = await saveStep(t, id, stepOf(flow, 'date_time').id, { start_date: day, start_time: time, duration }, false, ip);
  return { id, res: res.json() };
}

const holdsOf = (sessionId: string) =>
  queryRows<{ id: number }>(t, sql`select r.id from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${sessionId}`);

describe('holds', () => {
  it('holds the chosen slot for the session: a second session cannot hold an overlapping one, buffers included', async () => {
    const day = daysAhead(200);
    const a = await choose('10.3.0.1', day, '10:00', 6); // Pavilion 10:00-16:00, taken 08:00-18:00 with its 2 h buffers
    expect(a.res.validation_errors).toEqual([]);
    expect(a.res.hold).toMatchObject({ facility_id: pavilion, starts_at: new Date(pht(day, '10:00')).toISOString() });
    const b = await choose('10.3.0.2', day, '13:00', 4);
    expect(b.res.hold).toBeNull();
    expect(b.res.validation_errors[0]).toMatchObject({ field: 'start_time' });
    expect(b.res.validation_errors[0].message).toMatch(
      /^This time is no longer available\. Please choose another time\. This facility is already booked from .* PHT\.$/,
    );
    // Completing the step on a taken slot is refused; the validate call says the same.
    const refused = await saveStep(t, b.id, stepOf(wedding, 'date_time').id, { start_date: day, start_time: '13:00', duration: 4 }, true, '10.3.0.2');
    expect(refused.statusCode).toBe(400);
    const check = await t.api.post(sessionUrl(b.id, 'validate'), {
      step_id: stepOf(wedding, 'date_time').id,
      step_data: { start_date: day, start_time: '16:00', duration: 4 },
    });
    expect(check.json()).toEqual({ isValid: false, errors: [{ field: 'start_time', message: T.slotTaken }] });
    // Another day is free.
    const other = await saveStep(t, b.id, stepOf(wedding, 'date_time').id, { start_date: daysAhead(201), start_time: '13:00', duration: 4 }, true, '10.3.0.2');
    expect(other.json().hold).toMatchObject({ facility_id: pavilion });
  });

  it('renews the session and its hold together, to the idle hour and at most once a minute', async () => {
    const a = await choose('10.3.0.9', daysAhead(206), '10:00', 4);
    const expiries = async () => {
      const [row] = await queryRows<{ session: Date; hold: Date }>(
        t,
        sql`select s.expires_at as session, r.expires_at as hold from booking_sessions s join facility_reservations r on r.session_id = s.id where s.session_id = ${a.id}`,
      );
      return { session: new Date(row!.session).getTime(), hold: new Date(row!.hold).getTime() };
    };
    const placed = await expiries();
    expect(placed.hold).toBe(placed.session);
    expect(new Date(a.res.expires_at).getTime()).toBe(placed.session);
    // A call within the minute leaves both as they are.
    const again = await saveStep(t, a.id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, '10.3.0.9');
    expect(again.statusCode).toBe(200);
    expect(await expiries()).toEqual(placed);
    expect(placed.session).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
    // Two minutes later (moved back in SQL), the next call renews both to the idle hour.
    await t.database.db.execute(
      sql`update facility_reservations set expires_at = expires_at - interval '2 minutes' where session_id = (select id from booking_sessions where session_id = ${a.id})`,
    );
    await t.database.db.execute(sql`update booking_sessions set expires_at = expires_at - interval '2 minutes' where session_id = ${a.id}`);
    const before = Date.now();
    const renewed = await saveStep(t, a.id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, '10.3.0.9');
    const now = await expiries();
    expect(now.hold).toBe(now.session);
    expect(new Date(renewed.json().expires_at).getTime()).toBe(now.session);
    expect(now.session).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(renewed.json().hold).toMatchObject({ facility_id: pavilion });
    // A hold set apart from its session (by hand) is brought back to the session's expiry, not left to outlive it.
    await t.database.db.execute(
      sql`update facility_reservations set expires_at = expires_at + interval '3 hours' where session_id = (select id from booking_sessions where session_id = ${a.id})`,
    );
    const aligned = await saveStep(t, a.id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, '10.3.0.9');
    expect(aligned.json().hold).toMatchObject({ facility_id: pavilion });
    expect(await expiries()).toEqual(now);
  });

  it('shows the month to the schedule step without names, the own hold as "yours"; the public calendar counts holds', async () => {
    const day = daysAhead(210);
    const a = await choose('10.4.0.1', day, '09:00', 8);
    const month = day.slice(0, 7);
    const mine = (await t.api.get(`${FLOWS}/${wedding.id}/calendar/`, { query: { month, session_id: a.id } })).json();
    const entry = mine.entries.find((e: { start_date: string }) => e.start_date === day);
    expect(entry).toMatchObject({ kind: 'yours', facility_id: pavilion, facility_name: 'Pavilion' });
    // Issue 39: the visitor's own hold reads as the event's hours (09:00-17:00), not the Pavilion's 2 h buffers around them.
    expect(entry).toMatchObject({ starts_at: new Date(pht(day, '09:00')).toISOString(), ends_at: new Date(pht(day, '17:00')).toISOString() });
    expect(Object.keys(entry).sort()).toEqual(['end_date', 'ends_at', 'facility_id', 'facility_name', 'kind', 'start_date', 'starts_at']);
    const theirs = (await t.api.get(`${FLOWS}/${wedding.id}/calendar/`, { query: { month } })).json();
    // Another visitor sees the time it takes from them, buffers included (07:00-19:00).
    expect(theirs.entries.find((e: { start_date: string }) => e.start_date === day)).toMatchObject({
      kind: 'held',
      starts_at: new Date(pht(day, '07:00')).toISOString(),
      ends_at: new Date(pht(day, '19:00')).toISOString(),
    });
    expect((await t.api.get(`${FLOWS}/${wedding.id}/calendar/`, { query: { month: '2027-13' } })).statusCode).toBe(400);

    const pub = (await t.api.get('/api/events/public/availability/', { query: { start_date: day, end_date: day } })).json();
    expect(pub).toContainEqual({
      id: expect.any(Number),
      name: 'Wedding',
      event_type_name: 'Wedding',
      status: 'DRAFT',
      held: true,
      start_date: day,
      end_date: day,
    });
    expect(JSON.stringify(pub)).not.toContain('Maria');
  });

  it('lets a staff booking meet a live hold with the staff 409, and frees the slot when the session is abandoned', async () => {
    const day = daysAhead(220);
    const a = await choose('10.5.0.1', day, '09:00', 8);
    const staff = (await accountWithRole(t, 'staff')).tokens.access;
    const client = await registerClient(t, 'hold-client@example.test');
    const body = {
      client_id: client.user.id,
      event_type_id: wedding.event_type,
      name: 'Staff booking',
      facility_id: pavilion,
      starts_at: pht(day, '12:00'),
      ends_at: pht(day, '15:00'),
    };
    const refused = await t.api.post('/api/staff/events/', body, { token: staff });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^This facility is already booked from .* PHT\.$/);
    await t.api.post(sessionUrl(a.id, 'abandon'), {});
    expect((await t.api.post('/api/staff/events/', body, { token: staff })).statusCode).toBe(201);
  });

  it('never lets an expired hold block: the next one replaces it in its own transaction, and the job deletes the rest', async () => {
    const day = daysAhead(230);
    const a = await choose('10.6.0.1', day, '09:00', 8);
    await t.database.db.execute(
      sql`update facility_reservations set expires_at = now() - interval '1 second' where session_id = (select id from booking_sessions where session_id = ${a.id})`,
    );
    const b = await choose('10.6.0.2', day, '09:00', 8);
    expect(b.res.hold).toMatchObject({ facility_id: pavilion });
    expect(await holdsOf(a.id)).toEqual([]);

    const c = await choose('10.6.0.3', daysAhead(231), '09:00', 8);
    await t.database.db.execute(
      sql`update facility_reservations set expires_at = now() - interval '1 second' where session_id = (select id from booking_sessions where session_id = ${c.id})`,
    );
    await t.database.db.execute(sql`update booking_sessions set status = 'abandoned', abandoned_at = now() - interval '8 days' where session_id = ${a.id}`);
    const cleaned = await cleanUpBookings(t.app.ctx);
    expect(cleaned.holds).toBeGreaterThanOrEqual(1);
    expect(cleaned.sessions).toBe(1);
    expect(await holdsOf(c.id)).toEqual([]);
    expect(await holdsOf(b.id)).toHaveLength(1);
    expect((await t.api.get(sessionUrl(a.id))).statusCode).toBe(404);
  });

  it('caps the holds one address keeps at once', async () => {
    const ip = '10.7.0.1';
    for (const n of [0, 1, 2]) expect((await choose(ip, daysAhead(240 + n), '09:00', 6)).res.hold).not.toBeNull();
    const id = await startBooking(t, wedding, ip);
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, ip);
    const refused = await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: daysAhead(245), start_time: '09:00', duration: 6 }, false, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(T.tooManyHolds);
  });

  it('caps the holds of parallel saves from one address exactly, on any number of connections', async () => {
    const ip = '10.7.1.1';
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await startBooking(t, wedding, ip);
      await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, ip);
      ids.push(id);
    }
    const date = stepOf(wedding, 'date_time').id;
    const answers = await Promise.all(
      ids.map((id, i) => saveStep(t, id, date, { start_date: daysAhead(260 + i), start_time: '09:00', duration: 6 }, false, ip)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json().detail)).toEqual(Array(17).fill(T.tooManyHolds));
    const [held] = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from facility_reservations r join booking_sessions s on s.id = r.session_id where s.ip_address = ${ip} and r.expires_at > now()`,
    );
    expect(held!.n).toBe(3);
  });

  it('counts the days-long holds of quote requests against the address', async () => {
    const ip = '10.7.2.1';
    const quoted = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, quoted, { day: daysAhead(290), email: 'quote-holds@example.test' }, ip);
    await saveStep(t, quoted, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, ip);
    expect((await complete(t, quoted, 'quote')).statusCode).toBe(200);
    for (const n of [0, 1]) expect((await choose(ip, daysAhead(291 + n), '09:00', 6)).res.hold).not.toBeNull();
    const id = await startBooking(t, wedding, ip);
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, ip);
    const refused = await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: daysAhead(295), start_time: '09:00', duration: 6 }, false, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(T.tooManyHolds);
  });

  it('holds an overnight stay across days', async () => {
    const retreat = await flowOf(t, 'Retreat');
    const day = daysAhead(250);
    const r = await choose('10.8.0.1', day, '14:00', 30, retreat);
    expect(r.res.validation_errors).toEqual([]);
    expect(r.res.step_data).toMatchObject({ end_date: daysAhead(251), end_time: '20:00' });
    const cal = (await t.api.get(`${FLOWS}/${retreat.id}/calendar/`, { query: { month: day.slice(0, 7), session_id: r.id } })).json();
    expect(cal.entries.find((e: { kind: string }) => e.kind === 'yours')).toMatchObject({ facility_name: 'Havila Hostel', start_date: day });
    // A day facility refuses a booking past midnight (the staff console's schedule rule).
    const late = await choose('10.8.0.2', daysAhead(252), '16:00', 12);
    expect(late.res.validation_errors).toEqual([
      { field: 'duration', message: 'Pavilion is booked by the day: the event must end on the day it starts (PHT).' },
    ]);
  });
});
