import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { BOOKING_CLOSED_DETAIL, SETUP_ITEM_KEYS, type TSetupState } from '@venue/shared/staff/setup.schema';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { fromPostgres } from '../../db/client';
import { seedDemoData } from '../../seed/demo-data';
import { OWN_VENUE_WORDS } from '../../../test/staff-helpers';

const FLOWS = '/api/bookingflow/public/flows';

const state = async (t: TTestApp, token: string) => (await t.api.get('/api/staff/setup/', { token })).json() as TSetupState;
const doneOf = (s: TSetupState) => Object.fromEntries(s.items.map((i) => [i.key, i.done]));
const bookingOpen = async (t: TTestApp) => ((await t.api.get('/api/site/booking-status/')).json() as { booking_open: boolean }).booking_open;

/** The admin's saves that complete each item, through the same calls the staff screens make. */
async function saveVenueDetails(t: TTestApp, token: string) {
  const { logo_url: _logo, updated_at: _at, ...fields } = (await t.api.get('/api/staff/venue/', { token })).json();
  expect((await t.api.put('/api/admin/venue/', { ...fields, ...OWN_VENUE_WORDS, phone: '+63 917 555 0303' }, { token })).statusCode).toBe(200);
}
async function addSpace(t: TTestApp, token: string) {
  expect((await t.api.post('/api/admin/facilities/', { name: 'Garden Terrace', capacity: 80 }, { token })).statusCode).toBe(201);
}
async function savePaymentSettings(t: TTestApp, token: string) {
  expect((await t.api.patch('/api/admin/payment-settings/', { deposit_percentage: '40' }, { token })).statusCode).toBe(200);
}
async function publishTermsAndPrivacy(t: TTestApp, token: string) {
  for (const slug of ['terms', 'privacy']) {
    const draft = await t.api.post(`/api/admin/page-versions/${slug}/`, undefined, { token });
    expect(draft.statusCode).toBe(201);
    expect((await t.api.post(`/api/admin/pages/${draft.json().id}/publish/`, undefined, { token })).statusCode).toBe(200);
  }
}
/** The flow editor's save (built apart, /api/admin/booking-flows/{id}/) sets `updated_by`: done here in SQL. */
async function saveWeddingFlow(t: TTestApp, adminId: number) {
  await t.database.db.execute(
    sql`update booking_flows set updated_by = ${adminId} where id = (select f.id from booking_flows f join event_types e on e.id = f.event_type_id where e.name = 'Wedding' order by f.id limit 1)`,
  );
}

describe('first run: the setup checklist and the closed booking', () => {
  let t: TTestApp;
  let admin: { token: string; id: number };
  let staff: string;
  let client: string;
  let flowId: number;

  beforeAll(async () => {
    t = await createTestApp({ firstRun: true });
    const a = await accountWithRole(t, 'admin');
    admin = { token: a.tokens.access, id: a.user.id };
    staff = (await accountWithRole(t, 'staff')).tokens.access;
    client = (await accountWithRole(t, 'client')).tokens.access;
    flowId = (await queryRows<{ id: number }>(t, sql`select id from booking_flows where is_active order by id limit 1`))[0]!.id;
  });
  afterAll(() => t.close());

  it('is read by staff and admins, not by guests or clients', async () => {
    expect((await t.api.get('/api/staff/setup/')).statusCode).toBe(401);
    expect((await t.api.get('/api/staff/setup/', { token: client })).statusCode).toBe(403);
    expect((await t.api.get('/api/staff/setup/', { token: staff })).statusCode).toBe(200);
    expect((await t.api.get('/api/staff/setup/', { token: admin.token })).statusCode).toBe(200);
    // Whether booking is open is public, and never cached.
    const status = await t.api.get('/api/site/booking-status/');
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
  });

  it('starts with every item open and the public booking closed, with a friendly 503', async () => {
    const s = await state(t, admin.token);
    expect(s.items.map((i) => i.key)).toEqual([...SETUP_ITEM_KEYS]);
    expect(s).toMatchObject({ complete: false, booking_open: false, completed_at: null });
    expect(s.items.every((i) => !i.done && i.title && i.hint && i.to.startsWith('/staff/'))).toBe(true);
    expect(await bookingOpen(t)).toBe(false);
    expect((await t.api.get(`${FLOWS}/`)).json()).toEqual([]);
    const start = await t.api.post(`${FLOWS}/${flowId}/start_session/`, {});
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual({ detail: BOOKING_CLOSED_DETAIL, code: 'unavailable' });
  });

  it('ticks each item as the admin saves its area, and opens booking once all five are done', async () => {
    const steps: [string, () => Promise<void>][] = [
      ['venue_details', () => saveVenueDetails(t, admin.token)],
      ['space', () => addSpace(t, admin.token)],
      ['event_type_flow', () => saveWeddingFlow(t, admin.id)],
      ['payment_settings', () => savePaymentSettings(t, admin.token)],
      ['terms_privacy', () => publishTermsAndPrivacy(t, admin.token)],
    ];
    const expected: Record<string, boolean> = Object.fromEntries(SETUP_ITEM_KEYS.map((k) => [k, false]));
    for (const [key, save] of steps) {
      expect(await bookingOpen(t)).toBe(false);
      await save();
      expected[key] = true;
      expect(doneOf(await state(t, staff))).toEqual(expected);
    }
    const s = await state(t, admin.token);
    expect(s).toMatchObject({ complete: true, booking_open: true });
    expect(s.completed_at).not.toBeNull();
    expect(await bookingOpen(t)).toBe(true);
    expect(((await t.api.get(`${FLOWS}/`)).json() as unknown[]).length).toBeGreaterThan(0);
    expect((await t.api.post(`${FLOWS}/${flowId}/start_session/`, {})).statusCode).toBe(201);
  });

  it('stays open when an item is undone later (a space switched off)', async () => {
    const before = await state(t, admin.token);
    await t.database.db.execute(sql`update facilities set is_active = false`);
    const after = await state(t, admin.token);
    expect(doneOf(after).space).toBe(false);
    expect(after).toMatchObject({ complete: false, booking_open: true, completed_at: before.completed_at });
    expect(await bookingOpen(t)).toBe(true);
  });
});

describe('what counts as done', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ firstRun: true });
    admin = (await accountWithRole(t, 'admin')).tokens.access;
  });
  afterAll(() => t.close());

  it('a space needs one active facility as well as an admin save; Terms alone is not Terms and Privacy', async () => {
    await t.database.db.execute(sql`update facilities set is_active = false`);
    await addSpace(t, admin);
    const id = (await queryRows<{ id: number }>(t, sql`select id from facilities where name = 'Garden Terrace'`))[0]!.id;
    expect((await t.api.patch(`/api/admin/facilities/${id}/`, { is_active: false }, { token: admin })).statusCode).toBe(200);
    expect(doneOf(await state(t, admin)).space).toBe(false);
    expect((await t.api.patch(`/api/admin/facilities/${id}/`, { is_active: true }, { token: admin })).statusCode).toBe(200);
    expect(doneOf(await state(t, admin)).space).toBe(true);

    const draft = await t.api.post('/api/admin/page-versions/terms/', undefined, { token: admin });
    await t.api.post(`/api/admin/pages/${draft.json().id}/publish/`, undefined, { token: admin });
    expect(doneOf(await state(t, admin)).terms_privacy).toBe(false);
  });

  it('a saved flow counts only while it and its event type are active', async () => {
    // The test above switched the sample spaces off; the flow's type needs one to be bookable (issue 39, point 2).
    await t.database.db.execute(sql`update facilities set is_active = true`);
    await t.database.db.execute(sql`update booking_flows set updated_by = (select id from users where role = 'admin' limit 1)
      where id = (select min(id) from booking_flows)`);
    expect(doneOf(await state(t, admin)).event_type_flow).toBe(true);
    await t.database.db.execute(
      sql`update event_types set is_active = false where id = (select event_type_id from booking_flows where id = (select min(id) from booking_flows))`,
    );
    expect(doneOf(await state(t, admin)).event_type_flow).toBe(false);
  });
});

describe('what a visitor could not book (issue 39, point 2)', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ firstRun: true });
    admin = (await accountWithRole(t, 'admin')).tokens.access;
    await t.database.db.execute(sql`update booking_flows set updated_by = (select id from users where role = 'admin' limit 1)`);
    // One event type (Wedding) with one space and its flow, nothing else active: the new install's shape.
    await t.database.db.execute(sql`update booking_flows set is_active = (event_type_id = (select id from event_types where name = 'Wedding'))`);
    await t.database.db.execute(sql`update products set is_active = false where type = 'PACKAGE'`);
    await t.database.db.execute(sql`update products set is_active = true where id = (select min(id) from products where type = 'PACKAGE'
      and id in (select jsonb_array_elements_text(s.configuration->'available_packages')::int from booking_steps s join booking_flows f
      on f.id = s.flow_id and s.flow_version = f.version where f.is_active and s.step_type = 'package_selection'))`);
    await addSpace(t, admin);
    await t.database.db.execute(sql`update event_types set facility_ids = jsonb_build_array((select id from facilities where name = 'Garden Terrace'))
      where name = 'Wedding'`);
    await t.database.db.execute(sql`update venue_setup set completed_at = now()`);
  });
  afterAll(() => t.close());

  const weddingOffered = async () =>
    ((await t.api.get('/api/events/event-types/')).json() as { name: string }[]).some((e) => e.name === 'Wedding') &&
    ((await t.api.get(`${FLOWS}/`)).json() as { event_type_name: string }[]).some((f) => f.event_type_name === 'Wedding');

  it('an event type whose only space is deleted: not offered, the checklist item open, a warning that says where', async () => {
    let s = await state(t, admin);
    expect(s.warnings).toEqual([]);
    expect(doneOf(s).event_type_flow).toBe(true);
    expect(await weddingOffered()).toBe(true);

    const [space] = await queryRows<{ id: number }>(t, sql`select (facility_ids->>0)::int as id from event_types where name = 'Wedding'`);
    expect((await t.api.delete(`/api/admin/facilities/${space!.id}/`, { token: admin })).statusCode).toBe(204);
    s = await state(t, admin);
    expect(doneOf(s).event_type_flow).toBe(false);
    expect(s.warnings).toEqual([
      {
        text: 'Wedding has no active space, so visitors are not offered it. Choose its spaces in Event Types, or switch a space on in Spaces.',
        to: '/staff/event-types',
        action: 'Open Event Types',
        flow_id: expect.any(Number),
      },
    ]);
    expect(await weddingOffered()).toBe(false);
    const flowId = s.warnings[0]!.flow_id!;
    expect((await t.api.get(`${FLOWS}/${flowId}/`)).json()).toEqual({ detail: 'Booking flow not found.', code: 'not_found' });
  });

  it('a package no flow offers, and a packages step whose packages are all off', async () => {
    await t.database.db.execute(sql`update event_types set facility_ids = jsonb_build_array((select min(id) from facilities where is_active))
      where name = 'Wedding'`);
    await t.database.db.execute(sql`insert into products (sku, name, type, base_price, pricing_model, is_active)
      values ('SUNSET-1', 'Sunset Package', 'PACKAGE', '50000.00', 'FIXED', true)`);
    let s = await state(t, admin);
    expect(s.warnings.map((w) => w.text)).toEqual([
      "Sunset Package is not offered by any booking flow, so visitors cannot choose it. Tick it in a flow's Packages step (Booking Flows).",
    ]);
    expect(s.warnings[0]).toMatchObject({ to: '/staff/booking-flows', action: 'Open Booking Flows', flow_id: null });

    await t.database.db.execute(sql`update products set is_active = false where type = 'PACKAGE' and name <> 'Sunset Package'`);
    s = await state(t, admin);
    expect(s.warnings.map((w) => w.text)).toContain(
      'The packages step of Wedding has no active package to choose, so visitors are not offered it. Tick a package in its booking flow.',
    );
    expect(s.warnings.find((w) => w.flow_id !== null)?.to).toMatch(/^\/staff\/booking-flows\/\d+$/);
    expect(await weddingOffered()).toBe(false);
  });
});

describe('an install from before the checklist', () => {
  it('is open by default in tests (the template counts as set up)', async () => {
    const t = await createTestApp();
    try {
      expect(await bookingOpen(t)).toBe(true);
      expect(((await t.api.get(`${FLOWS}/`)).json() as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('is open after the demo seed, and migration 0036 counts an install that has events as set up', async () => {
    const t = await createTestApp({ firstRun: true });
    try {
      await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
      expect(await bookingOpen(t)).toBe(true);
      // Issue 39, point 5: the demo's admin set the venue up, so Today shows no checklist: every item is done from
      // the saves the demo records (the audit log and the flow editor's updated_by), as a real admin's would be.
      const admin = (await accountWithRole(t, 'admin')).tokens.access;
      const demo = await state(t, admin);
      expect(doneOf(demo)).toEqual(Object.fromEntries(SETUP_ITEM_KEYS.map((k) => [k, true])));
      expect(demo).toMatchObject({ complete: true, booking_open: true, warnings: [] });
      const saves = await queryRows<{ action: string; actor_name: string }>(
        t,
        sql`select distinct action, actor_name from audit_log where action in ('venue_details.update', 'facility.create', 'payment_settings.update', 'page.publish') order by action`,
      );
      expect(saves).toEqual(
        ['facility.create', 'page.publish', 'payment_settings.update', 'venue_details.update'].map((action) => ({ action, actor_name: 'Carmela Bautista' })),
      );
      // The migration's own statement, run again on a database with events: the row it writes is done.
      const statements = readFileSync(fileURLToPath(new URL('../../db/migrations/0036_venue_setup.sql', import.meta.url)), 'utf8').split(
        '--> statement-breakpoint',
      );
      await t.database.db.execute(sql`delete from venue_setup`);
      await t.database.db.execute(sql.raw(statements[1]!));
      expect((await queryRows<{ done: boolean }>(t, sql`select completed_at is not null as done from venue_setup`))[0]!.done).toBe(true);
      expect(await bookingOpen(t)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('first run on two processes of one PostgreSQL', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first, firstRun: true });
    b = await createTestApp({ database: fromPostgres(first.url!) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the admin completing the checklist through one opens booking on the other at its next request', async () => {
    const session = await accountWithRole(a, 'admin');
    const token = session.tokens.access;
    expect(await bookingOpen(b)).toBe(false);
    expect((await b.api.get(`${FLOWS}/`)).json()).toEqual([]);
    await saveVenueDetails(a, token);
    await addSpace(a, token);
    await saveWeddingFlow(a, session.user.id);
    await savePaymentSettings(a, token);
    await publishTermsAndPrivacy(a, token);
    // b read the closed state before; nothing it kept answers now.
    expect(await bookingOpen(b)).toBe(true);
    expect(((await b.api.get(`${FLOWS}/`)).json() as unknown[]).length).toBeGreaterThan(0);
    expect((await a.api.get('/api/staff/setup/', { token })).json()).toMatchObject({ complete: true, booking_open: true });
  });
});
