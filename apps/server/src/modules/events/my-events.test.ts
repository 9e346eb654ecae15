import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/** "My events" (issue 41): the staff events list filtered to the events the signed-in member coordinates. */
let t: TTestApp;
let client: string;
let staff: { token: string; id: number };
let admin: { token: string; id: number };
let eventIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  const s = await accountWithRole(t, 'staff');
  const a = await accountWithRole(t, 'admin');
  staff = { token: s.tokens.access, id: s.user.id };
  admin = { token: a.tokens.access, id: a.user.id };
  eventIds = (await t.api.get('/api/staff/events/', { token: staff.token, query: { page_size: '3' } })).json().results.map((e: { id: number }) => e.id);
  await t.database.db.execute(sql`update events set coordinator_id = ${staff.id} where id in (${eventIds[0]}, ${eventIds[1]})`);
  await t.database.db.execute(sql`update events set coordinator_id = ${admin.id} where id = ${eventIds[2]}`);
});
afterAll(() => t.close());

const mine = (token?: string) => t.api.get('/api/staff/events/', { ...(token ? { token } : {}), query: { coordinator: 'me' } });

describe('GET /api/staff/events/?coordinator=me', () => {
  it('by role: guest 401, client 403', async () => {
    expect((await mine()).statusCode).toBe(401);
    expect((await mine(client)).statusCode).toBe(403);
  });

  it('shows staff and admins only the events they coordinate', async () => {
    const forStaff = await mine(staff.token);
    expect(forStaff.statusCode).toBe(200);
    expect(
      forStaff
        .json()
        .results.map((e: { id: number }) => e.id)
        .sort(),
    ).toEqual([eventIds[0], eventIds[1]].sort());
    const forAdmin = await mine(admin.token);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().results.map((e: { id: number }) => e.id)).toEqual([eventIds[2]]);
    // Without the filter every event is listed.
    expect((await t.api.get('/api/staff/events/', { token: staff.token })).json().count).toBeGreaterThan(3);
  });

  it('refuses any other value in words', async () => {
    const res = await t.api.get('/api/staff/events/', { token: staff.token, query: { coordinator: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Coordinator/);
  });
});
