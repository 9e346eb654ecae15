import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { ZDateTimeConfig } from '@venue/shared/booking/step-config.schema';
import { accountWithRole, createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { pht } from '../../../test/staff-helpers';
import { daysAhead, flowOf, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let wedding: TBookingFlow;
let staff: string;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  clientId = (await registerClient(t, 'day-loads@example.test')).user.id;
});
afterAll(() => t.close());

const LOADS = '/api/bookingflow/public/day-loads/';
const loads = async (start: string, end: string, eventType?: number) => {
  const res = await t.api.get(LOADS, { query: { start_date: start, end_date: end, ...(eventType ? { event_type_id: String(eventType) } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { date: string; load: string }[];
};
const takeAllDay = async (facilityId: number, day: string) => {
  const res = await t.api.post(
    '/api/staff/events/',
    {
      client_id: clientId,
      event_type_id: wedding.event_type,
      name: `Whole day ${facilityId}`,
      facility_id: facilityId,
      starts_at: pht(day, '00:00'),
      ends_at: pht(day, '23:59'),
    },
    { token: staff },
  );
  expect(res.statusCode, res.body).toBe(201);
};

describe('day loads', () => {
  it('answers a free range with nothing, a day with one space taken as limited, and a day with every space taken as full', async () => {
    const [one, between, all] = [daysAhead(150), daysAhead(152), daysAhead(154)];
    expect(await loads(daysAhead(149), daysAhead(155))).toEqual([]);
    const facilities = ZDateTimeConfig.parse(stepOf(wedding, 'date_time').configuration).facilities;
    expect(facilities.length).toBeGreaterThan(1);
    await takeAllDay(facilities[0]!.id, one);
    for (const f of facilities) await takeAllDay(f.id, all);
    const byDay = async (eventType?: number) => new Map((await loads(daysAhead(149), daysAhead(155), eventType)).map((d) => [d.date, d.load]));
    // For weddings, the day whose wedding spaces are all taken is full; for the landing calendar (any type), the
    // other types' spaces still have room, so it is only limited. (A facility's buffers may reach the next day,
    // which is then limited too; the day between the two stays free.)
    const weddings = await byDay(wedding.event_type);
    expect([weddings.get(one), weddings.get(between), weddings.get(all)]).toEqual(['limited', undefined, 'full']);
    const anyType = await byDay();
    expect([anyType.get(one), anyType.get(between), anyType.get(all)]).toEqual(['limited', undefined, 'limited']);
  });

  it('answers guests, clients, staff and admins alike (a public call)', async () => {
    const query = { start_date: daysAhead(149), end_date: daysAhead(155) };
    const guest = (await t.api.get(LOADS, { query })).json();
    const client = (await registerClient(t, 'day-loads-reader@example.test')).tokens.access;
    const admin = (await accountWithRole(t, 'admin')).tokens.access;
    for (const token of [client, staff, admin]) {
      const res = await t.api.get(LOADS, { query, token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(guest);
    }
  });

  it('refuses a range that ends before it starts, in the catalogue format', async () => {
    const res = await t.api.get(LOADS, { query: { start_date: daysAhead(10), end_date: daysAhead(9) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'End date must not be before start date' });
  });
});
