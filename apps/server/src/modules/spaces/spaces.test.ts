import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { SPACES_TEXT as T } from '@venue/shared/staff/spaces.schema';
import { fromPostgres } from '../../db/client';
import { accountWithRole, createTestApp, fileUpload, queryRows, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { daysAhead, flowOf, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
let clientId: number;

const audits = (type: string, id: number) =>
  queryRows<{ action: string; actor_role: string; object_label: string }>(
    t,
    sql`select action, actor_role, object_label from audit_log where object_type = ${type} and object_id = ${String(id)} order by id`,
  );
const wedding = () =>
  queryRows<{ id: number; facility_ids: number[] }>(t, sql`select id, facility_ids from event_types where name = 'Wedding'`).then((r) => r[0]!);
const offered = (flow: TBookingFlow | undefined) =>
  ((flow ? stepOf(flow, 'date_time').configuration.facilities : []) as { id: number; name: string }[]).map((f) => f.name);
/** An event on the facility, `days` from today (negative: past), as staff or the wizard would have booked it. */
async function eventOn(facilityId: number, typeId: number, days: number) {
  const day = daysAhead(days);
  await queryRows(
    t,
    sql`insert into events (client_id, event_type_id, name, status, start_date, end_date, facility_id, starts_at, ends_at)
      values (${clientId}, ${typeId}, 'Reyes Celebration', 'CONFIRMED', ${day}, ${day}, ${facilityId},
        (${day}::date + time '10:00') at time zone 'Asia/Manila', (${day}::date + time '14:00') at time zone 'Asia/Manila')`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  const c = await accountWithRole(t, 'client');
  client = c.tokens.access;
  clientId = c.user.id;
});
afterAll(() => t.close());

describe('who may read and change spaces', () => {
  it('admins write, staff read only, a client is refused and a guest must sign in', async () => {
    expect((await t.api.get('/api/staff/spaces/')).statusCode).toBe(401);
    expect((await t.api.get('/api/staff/spaces/', { token: client })).statusCode).toBe(403);
    const read = await t.api.get('/api/staff/spaces/', { token: staff });
    expect(read.statusCode).toBe(200);
    expect(read.json().facilities.map((f: { name: string }) => f.name)).toContain('Pavilion');
    expect(read.json().event_types.find((e: { name: string }) => e.name === 'Wedding')).toMatchObject({ is_active: true, image_url: null });
    const facility = read.json().facilities[0].id;
    const type = read.json().event_types[0].id;
    for (const token of [undefined, client, staff]) {
      const expected = token ? 403 : 401;
      expect((await t.api.post('/api/admin/facilities/', { name: 'Roles Hall' }, { token })).statusCode).toBe(expected);
      expect((await t.api.patch(`/api/admin/facilities/${facility}/`, { capacity: 10 }, { token })).statusCode).toBe(expected);
      expect((await t.api.delete(`/api/admin/facilities/${facility}/`, { token })).statusCode).toBe(expected);
      expect((await t.api.post('/api/admin/event-types/', { name: 'Roles Party' }, { token })).statusCode).toBe(expected);
      expect((await t.api.patch(`/api/admin/event-types/${type}/`, { is_active: false }, { token })).statusCode).toBe(expected);
      expect((await t.api.delete(`/api/admin/event-types/${type}/`, { token })).statusCode).toBe(expected);
    }
    const upload = fileUpload(staff, { field: 'photo', filename: 'hall.png', data: TINY_PNG });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/facilities/${facility}/photos/`, ...upload })).statusCode).toBe(403);
  });
});

describe('facilities', () => {
  it('refuse what breaks a rule, each with its field', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await t.api.post('/api/admin/facilities/', { name: 'Rule Hall', ...body }, { token: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await bad({ name: ' ' }, 'name', 'Name is required');
    await bad({ capacity: 0 }, 'capacity', 'Capacity must be at least 1');
    await bad({ buffer_before_minutes: -5 }, 'buffer_before_minutes', 'Time before cannot be negative');
    await bad({ buffer_after_minutes: 2000 }, 'buffer_after_minutes', 'Time after must be at most 1440 minutes (one day)');
    await bad({ min_guests: 50, capacity: 20 }, 'min_guests', 'Smallest group cannot be larger than the capacity');
    await bad({ name: 'Pavilion' }, 'name', T.facilityNameTaken);
  });

  it('are created with photos, offered by the event types that list them, and leave the wizard and the site when deactivated', async () => {
    const made = await t.api.post(
      '/api/admin/facilities/',
      { name: 'Garden Terrace', description: 'A stone terrace by the koi pond.', capacity: 80, buffer_before_minutes: 60, overnight: false },
      { token: admin },
    );
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect(made.json()).toMatchObject({ capacity: 80, buffer_before_minutes: 60, buffer_after_minutes: 0, is_active: true, photos: [], upcoming_bookings: 0 });

    const upload = (data: Buffer) =>
      t.app.inject({ method: 'POST', url: `/api/admin/facilities/${id}/photos/`, ...fileUpload(admin, { field: 'photo', filename: 'terrace.png', data }) });
    const refused = await upload(Buffer.from('not an image'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.photo).toEqual([T.photoNotImage]);
    const first = (await upload(TINY_PNG)).json();
    const second = (await upload(TINY_PNG)).json();
    expect(second.photos).toHaveLength(2);
    expect(second.photos.map((p: { is_cover: boolean }) => p.is_cover)).toEqual([true, false]);
    const [a, b] = second.photos.map((p: { id: number }) => p.id);
    const served = await t.api.get(first.photos[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const wrongOrder = await t.api.put(`/api/admin/facilities/${id}/photos/`, { photo_ids: [b], cover_photo_id: b }, { token: admin });
    expect(wrongOrder.json().errors.photo_ids).toEqual([T.photoOrder]);
    const arranged = (await t.api.put(`/api/admin/facilities/${id}/photos/`, { photo_ids: [b, a], cover_photo_id: b }, { token: admin })).json();
    expect(arranged.photos).toEqual([
      { id: b, url: expect.any(String), is_cover: true },
      { id: a, url: expect.any(String), is_cover: false },
    ]);
    const afterRemove = (await t.api.delete(`/api/admin/facilities/${id}/photos/${b}/`, { token: admin })).json();
    expect(afterRemove.photos).toEqual([{ id: a, url: expect.any(String), is_cover: true }]);
    expect((await t.api.get(arranged.photos[0].url)).statusCode).toBe(404);

    // The public list shows it with its cover; the wizard offers it once the Wedding type lists it.
    const site = (await t.api.get('/api/site/facilities/')).json();
    expect(site.find((f: { id: number }) => f.id === id)).toMatchObject({ name: 'Garden Terrace', capacity: 80, photos: [{ url: afterRemove.photos[0].url }] });
    expect(offered(await flowOf(t))).not.toContain('Garden Terrace');
    const type = await wedding();
    const listed = await t.api.patch(`/api/admin/event-types/${type.id}/`, { facility_ids: [...type.facility_ids, id] }, { token: admin });
    expect(listed.statusCode).toBe(200);
    expect(offered(await flowOf(t))).toContain('Garden Terrace');

    const off = await t.api.patch(`/api/admin/facilities/${id}/`, { is_active: false }, { token: admin });
    expect(off.json().is_active).toBe(false);
    expect((await t.api.get('/api/site/facilities/')).json().map((f: { id: number }) => f.id)).not.toContain(id);
    const flow = await flowOf(t);
    expect(offered(flow)).not.toContain('Garden Terrace');
    expect(stepOf(flow, 'date_time').configuration.facility_ids).not.toContain(id);

    expect((await audits('facility', id)).map((e) => e.action)).toEqual([
      'facility.create',
      'facility.photo_add',
      'facility.photo_add',
      'facility.photos_arrange',
      'facility.photo_remove',
      'facility.deactivate',
    ]);
    expect((await audits('facility', id))[0]).toMatchObject({ actor_role: 'admin', object_label: 'Garden Terrace' });

    // Nothing booked it: it can be deleted, and the Wedding type no longer lists it.
    expect((await t.api.delete(`/api/admin/facilities/${id}/`, { token: admin })).statusCode).toBe(204);
    expect((await wedding()).facility_ids).toEqual(type.facility_ids);
    expect((await audits('facility', id)).at(-1)?.action).toBe('facility.delete');
  });

  it('with upcoming bookings, or on past events, can only be deactivated', async () => {
    const type = await wedding();
    const future = (await t.api.post('/api/admin/facilities/', { name: 'Booked Lawn' }, { token: admin })).json().id as number;
    await eventOn(future, type.id, 30);
    const refused = await t.api.delete(`/api/admin/facilities/${future}/`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(T.facilityHasBookings('Booked Lawn', 1));
    const past = (await t.api.post('/api/admin/facilities/', { name: 'Old Lawn' }, { token: admin })).json().id as number;
    await eventOn(past, type.id, -30);
    const kept = await t.api.delete(`/api/admin/facilities/${past}/`, { token: admin });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().detail).toBe(T.facilityOnPastEvents('Old Lawn'));
    expect((await t.api.patch(`/api/admin/facilities/${past}/`, { is_active: false }, { token: admin })).statusCode).toBe(200);
  });
});

describe('event types', () => {
  it('are created, listed to visitors while active, and deleted only without events', async () => {
    const bad = await t.api.post('/api/admin/event-types/', { name: 'Birthday', facility_ids: [999999] }, { token: admin });
    expect(bad.json().errors.facility_ids).toEqual([T.chooseFacility]);
    expect((await t.api.post('/api/admin/event-types/', { name: 'Wedding' }, { token: admin })).json().errors.name).toEqual([T.eventTypeNameTaken]);

    const made = await t.api.post('/api/admin/event-types/', { name: 'Birthday', description: 'Birthday parties for all ages.' }, { token: admin });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const image = await t.app.inject({
      method: 'POST',
      url: `/api/admin/event-types/${id}/image/`,
      ...fileUpload(admin, { field: 'image', filename: 'cake.png', data: TINY_PNG }),
    });
    expect(image.json().image_url).toMatch(/^\/api\/site\/spaces\/photos\//);
    expect((await t.api.get(image.json().image_url)).statusCode).toBe(200);

    const publicNames = async () => ((await t.api.get('/api/events/event-types/')).json() as { name: string }[]).map((e) => e.name);
    // Not offered while no flow can book it (issue 39, point 2); lent the Corporate Event's flow, it is.
    expect(await publicNames()).not.toContain('Birthday');
    await t.database.db.execute(
      sql`update booking_flows set event_type_id = ${id} where event_type_id = (select id from event_types where name = 'Corporate Event')`,
    );
    expect(await publicNames()).not.toContain('Birthday');
    // ... and a space: "None chosen" offers none.
    await t.database.db.execute(
      sql`update event_types set facility_ids = (select facility_ids from event_types where name = 'Corporate Event') where id = ${id}`,
    );
    expect(await publicNames()).toContain('Birthday');
    // The booking page's card shows the image.
    const card = ((await t.api.get('/api/events/event-types/')).json() as { name: string; image_url: string | null }[]).find((e) => e.name === 'Birthday');
    expect(card?.image_url).toBe(image.json().image_url);
    await t.api.patch(`/api/admin/event-types/${id}/`, { is_active: false }, { token: admin });
    expect(await publicNames()).not.toContain('Birthday');
    // Staff forms still see it: an event keeps its type.
    expect(((await t.api.get('/api/events/event-types/?all=true')).json() as { name: string }[]).map((e) => e.name)).toContain('Birthday');

    await t.database.db.execute(
      sql`update booking_flows set event_type_id = (select id from event_types where name = 'Corporate Event') where event_type_id = ${id}`,
    );
    expect((await t.api.delete(`/api/admin/event-types/${id}/`, { token: admin })).statusCode).toBe(204);
    expect((await audits('event_type', id)).map((e) => e.action)).toEqual([
      'event_type.create',
      'event_type.image',
      'event_type.deactivate',
      'event_type.delete',
    ]);
  });

  it('with upcoming events cannot be deleted; deactivated, its booking flow is no longer offered', async () => {
    const type = (await t.api.post('/api/admin/event-types/', { name: 'Reunion' }, { token: admin })).json().id as number;
    const facility = (await t.api.post('/api/admin/facilities/', { name: 'Reunion Hall' }, { token: admin })).json().id as number;
    await eventOn(facility, type, 40);
    const refused = await t.api.delete(`/api/admin/event-types/${type}/`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(T.eventTypeHasEvents('Reunion', 1));

    // Deactivating a type takes its flow out of the wizard; switching it back brings it again.
    const weddingId = (await wedding()).id;
    expect(await flowOf(t)).toBeDefined();
    await t.api.patch(`/api/admin/event-types/${weddingId}/`, { is_active: false }, { token: admin });
    expect(await flowOf(t)).toBeUndefined();
    await t.api.patch(`/api/admin/event-types/${weddingId}/`, { is_active: true }, { token: admin });
    expect(await flowOf(t)).toBeDefined();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one PostgreSQL', () => {
  it('see a facility change made through the other at their next request', async () => {
    const database = await testDatabase();
    const a = await createTestApp({ database });
    const b = await createTestApp({ database: fromPostgres(database.url!) });
    try {
      const token = (await accountWithRole(a, 'admin')).tokens.access;
      const flow = await flowOf(b);
      const pavilion = (await b.api.get('/api/site/facilities/')).json().find((f: { name: string }) => f.name === 'Pavilion');
      expect(offered(flow)).toContain('Pavilion');
      await a.api.patch(`/api/admin/facilities/${pavilion.id}/`, { is_active: false, description: 'Closed for repairs.' }, { token });
      expect((await b.api.get('/api/site/facilities/')).json().map((f: { id: number }) => f.id)).not.toContain(pavilion.id);
      expect(offered(await flowOf(b))).not.toContain('Pavilion');
      await a.api.patch(`/api/admin/facilities/${pavilion.id}/`, { is_active: true }, { token });
      expect(offered(await flowOf(b))).toContain('Pavilion');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
