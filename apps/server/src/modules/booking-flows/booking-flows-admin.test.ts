import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { FLOW_EDITOR_TEXT as T, type TStaffFlow } from '@venue/shared/staff/booking-flows.schema';
import { fromPostgres } from '../../db/client';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { complete, daysAhead, fillWedding, FLOWS, flowOf, payWith, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;

const LIST = '/api/staff/booking-flows/';
const edit = (id: number) => `/api/admin/booking-flows/${id}/`;

/** The staff view of a flow as the editor would send it back: the whole flow, every step in order. */
const asSave = (f: TStaffFlow) => ({
  name: f.name,
  description: f.description,
  is_active: f.is_active,
  expected_version: f.version,
  steps: f.steps.map(({ id: _id, ...s }) => s),
});
type TSave = ReturnType<typeof asSave>;
const withStep = (body: TSave, type: string, change: (config: Record<string, unknown>) => Record<string, unknown>): TSave => ({
  ...body,
  steps: body.steps.map((s) => (s.step_type === type ? { ...s, configuration: change(s.configuration) } : s)),
});

async function staffFlowOf(app: TTestApp, token: string, eventTypeName = 'Wedding'): Promise<TStaffFlow> {
  const list = (await app.api.get(LIST, { token })).json() as { flows: { id: number; event_type_name: string }[] };
  const id = list.flows.find((f) => f.event_type_name === eventTypeName)!.id;
  return (await app.api.get(`${LIST}${id}/`, { token })).json() as TStaffFlow;
}
const slotsOf = (flow: TBookingFlow) => (stepOf(flow, 'date_time').configuration.available_time_slots as { start_time: string }[]).map((s) => s.start_time);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await accountWithRole(t, 'client')).tokens.access;
});
afterAll(() => t.close());

describe('who may read and change booking flows', () => {
  it('staff read and preview, only an admin creates or saves, a client is refused and a guest must sign in', async () => {
    const flow = await staffFlowOf(t, staff);
    const preview = { name: flow.name, description: '', event_type: flow.event_type, steps: asSave(flow).steps };
    for (const [token, code] of [
      [undefined, 401],
      [client, 403],
    ] as const) {
      expect((await t.api.get(LIST, { token })).statusCode).toBe(code);
      expect((await t.api.get(`${LIST}${flow.id}/`, { token })).statusCode).toBe(code);
      expect((await t.api.post(`${LIST}preview/`, preview, { token })).statusCode).toBe(code);
    }
    expect((await t.api.post(`${LIST}preview/`, preview, { token: staff })).statusCode).toBe(200);
    for (const [token, code] of [
      [undefined, 401],
      [client, 403],
      [staff, 403],
    ] as const) {
      expect((await t.api.post('/api/admin/booking-flows/', { event_type: flow.event_type }, { token })).statusCode).toBe(code);
      expect((await t.api.put(edit(flow.id), asSave(flow), { token })).statusCode).toBe(code);
    }
    expect((await t.api.get(`${LIST}999999/`, { token: staff })).json()).toMatchObject({ detail: T.flowNotFound });
  });

  it('lists every flow with what the editor chooses from', async () => {
    const body = (await t.api.get(LIST, { token: staff })).json();
    expect(body.flows.map((f: { event_type_name: string }) => f.event_type_name)).toEqual(expect.arrayContaining(['Wedding', 'Camping']));
    expect(body.choices.packages.map((p: { name: string }) => p.name).length).toBeGreaterThan(0);
    expect(body.choices.payment_methods.map((m: { code: string }) => m.code)).toContain('test');
    expect(body.choices.default_deposit_percentage).toMatch(/^\d+\.\d\d$/);
  });
});

describe('saving a flow', () => {
  it('refuses what would break the wizard, each message on its step and field', async () => {
    const flow = await staffFlowOf(t, admin, 'Corporate Event');
    const base = asSave(flow);
    const at = (type: string, field: string) => `steps.${base.steps.findIndex((s) => s.step_type === type)}.${field}`;
    const refused = async (body: TSave, field: string, message: string) => {
      const res = await t.api.put(edit(flow.id), body, { token: admin });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await refused(
      withStep(base, 'date_time', (c) => ({ ...c, default_duration_hours: 20 })),
      at('date_time', 'default_duration_hours'),
      T.durationOrder,
    );
    await refused(
      withStep(base, 'date_time', (c) => ({ ...c, available_time_slots: [{ start_time: '9 am' }] })),
      at('date_time', 'available_time_slots'),
      T.timeSlot,
    );
    await refused(
      withStep(base, 'date_time', (c) => ({ ...c, available_time_slots: [] })),
      at('date_time', 'available_time_slots'),
      T.noTimeSlot,
    );
    await refused(
      withStep(base, 'package_selection', (c) => ({ ...c, available_packages: [999999] })),
      at('package_selection', 'available_packages'),
      T.choosePackages,
    );
    await refused(
      withStep(base, 'payment_info', (c) => ({ ...c, deposit_percentage: '120' })),
      at('payment_info', 'deposit_percentage'),
      T.depositPercentage,
    );
    await refused(
      withStep(base, 'payment_info', (c) => ({ ...c, accepted_methods: ['cheque'] })),
      at('payment_info', 'accepted_methods'),
      T.chooseMethods,
    );
    await refused(
      { ...base, steps: base.steps.map((s) => (s.step_type === 'contact_info' ? { ...s, is_enabled: false } : s)) },
      'steps',
      T.stepNeeded('Contact Details'),
    );
    // The last step (Confirmation) swapped for a second Welcome.
    const twice = { ...base, steps: [...base.steps.slice(0, -1), base.steps[0]!] };
    await refused(twice, `steps.${base.steps.length - 1}.step_type`, T.stepTwice('Welcome'));
    // Nothing was written by a refusal.
    expect((await staffFlowOf(t, admin, 'Corporate Event')).version).toBe(flow.version);
  });

  it('writes the next version, audited, and refuses a save made from an older one', async () => {
    const flow = await staffFlowOf(t, admin, 'Retreat');
    const saved = await t.api.put(edit(flow.id), { ...asSave(flow), description: 'Two quiet days by the garden.' }, { token: admin });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: flow.version + 1, description: 'Two quiet days by the garden.', updated_by_name: expect.any(String) });
    const stale = await t.api.put(edit(flow.id), asSave(flow), { token: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(T.outOfDate);
    const audit = await queryRows<{ action: string; object_label: string }>(
      t,
      sql`select action, object_label from audit_log where object_type = 'booking_flow' and object_id = ${String(flow.id)} order by id`,
    );
    expect(audit).toEqual([{ action: 'booking_flow.update', object_label: flow.name }]);
  });

  it("serves the new start times, the flow's own deposit and its payment methods to new sessions", async () => {
    const flow = await staffFlowOf(t, admin, 'Team Building');
    let body = withStep(asSave(flow), 'date_time', (c) => ({ ...c, available_time_slots: [{ start_time: '06:30' }, { start_time: '07:00' }] }));
    body = withStep(body, 'payment_info', (c) => ({ ...c, deposit_percentage: '50', accepted_methods: ['test', 'bank_transfer'] }));
    expect((await t.api.put(edit(flow.id), body, { token: admin })).statusCode).toBe(200);
    const served = await flowOf(t, 'Team Building');
    expect(slotsOf(served)).toEqual(['06:30', '07:00']);
    expect(stepOf(served, 'payment_info').configuration.deposit_percentage).toBe('50');
    const gateways = (await t.api.get(`${FLOWS}/${flow.id}/payment_gateways/`)).json();
    expect(gateways.deposit_percentage).toBe('50');
    expect(gateways.available_gateways.map((g: { code: string }) => g.code).sort()).toEqual(['bank_transfer', 'test']);
  });
});

describe('a session already open when the flow changes', () => {
  it('finishes on the version it started with; a new session gets the new one', async () => {
    const before = await flowOf(t, 'Wedding');
    const sessionId = await startBooking(t, before);
    await saveStep(t, sessionId, stepOf(before, 'introduction').id, { acknowledged: true });
    const flow = await staffFlowOf(t, admin, 'Wedding');
    const slots = ['08:00', '09:00'];
    let body = withStep(asSave(flow), 'date_time', (c) => ({ ...c, available_time_slots: slots.map((s) => ({ start_time: s })) }));
    body = withStep(body, 'payment_info', (c) => ({ ...c, deposit_percentage: '60' }));
    body = { ...body, steps: body.steps.map((s) => (s.step_type === 'addon_selection' ? { ...s, is_enabled: false } : s)) };
    expect((await t.api.put(edit(flow.id), body, { token: admin })).statusCode).toBe(200);

    // The open session still reads and walks version 1: its steps, 14:00 included, and the add-ons step.
    const session = (await t.api.get(sessionUrl(sessionId))).json();
    expect(session.booking_flow_version).toBe(flow.version);
    const old = (await t.api.get(`${FLOWS}/${before.id}/?version=${flow.version}`)).json() as TBookingFlow;
    expect(old.enabled_steps.map((s) => s.id)).toEqual(before.enabled_steps.map((s) => s.id));
    expect(slotsOf(old)).toContain('14:00');
    expect((await t.api.get(`${FLOWS}/${before.id}/payment_gateways/?version=${flow.version}`)).json().deposit_percentage).not.toBe('60');
    await fillWedding(t, before, sessionId, { day: daysAhead(120), time: '14:00' });
    expect((await payWith(t, before, sessionId)).statusCode).toBe(200);
    const done = await complete(t, sessionId);
    expect(done.statusCode, done.body).toBe(200);

    // A new session starts on version 2: no add-ons step, and 14:00 is no longer a start time.
    const after = await flowOf(t, 'Wedding');
    expect(after.enabled_steps.map((s) => s.step_type)).not.toContain('addon_selection');
    const fresh = (await t.api.post(`${FLOWS}/${after.id}/start_session/`, { booking_flow: after.id })).json();
    expect(fresh.session.booking_flow_version).toBe(flow.version + 1);
    const late = await saveStep(t, fresh.session_id, stepOf(after, 'date_time').id, { start_date: daysAhead(121), start_time: '14:00', duration: 8 });
    expect(late.statusCode).toBe(400);
    expect((await t.api.get(`${FLOWS}/${before.id}/?version=99`)).statusCode).toBe(404);
  });
});

describe('a new flow and the preview', () => {
  it('starts inactive with the standard steps, and goes live once saved with a package', async () => {
    const types = (await t.api.get(LIST, { token: admin })).json().choices as { event_types: { id: number; name: string }[]; packages: { id: number }[] };
    const camping = types.event_types.find((e) => e.name === 'Camping')!;
    const created = await t.api.post('/api/admin/booking-flows/', { event_type: camping.id, name: 'Camping weekend' }, { token: admin });
    expect(created.statusCode, created.body).toBe(201);
    const flow = created.json() as TStaffFlow;
    expect(flow).toMatchObject({ is_active: false, version: 1, event_type_name: 'Camping' });
    expect(flow.steps.map((s) => s.name)).toEqual([
      'Welcome',
      'Date and Time',
      'Packages',
      'Add-ons',
      'Questionnaire',
      'Contact Details',
      'Review and Price',
      'Payment',
      'Confirmation',
    ]);
    expect((await t.api.get(`${FLOWS}/`)).json().map((f: { name: string }) => f.name)).not.toContain('Camping weekend');
    // Active without a package is refused: a visitor could not finish.
    const empty = await t.api.put(edit(flow.id), { ...asSave(flow), is_active: true }, { token: admin });
    expect(empty.statusCode).toBe(400);
    const body = withStep({ ...asSave(flow), is_active: true }, 'package_selection', (c) => ({ ...c, available_packages: [types.packages[0]!.id] }));
    const preview = await t.api.post(`${LIST}preview/`, { ...body, event_type: camping.id }, { token: staff });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((stepOf(preview.json(), 'package_selection').configuration.available_packages_details as unknown[]).length).toBe(1);
    expect((await t.api.put(edit(flow.id), body, { token: admin })).statusCode).toBe(200);
    expect((await t.api.get(`${FLOWS}/`)).json().map((f: { name: string }) => f.name)).toContain('Camping weekend');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one PostgreSQL', () => {
  it('see a flow saved through the other at their next request', async () => {
    const database = await testDatabase();
    const a = await createTestApp({ database });
    const b = await createTestApp({ database: fromPostgres(database.url!) });
    try {
      const token = (await accountWithRole(a, 'admin')).tokens.access;
      expect(slotsOf(await flowOf(b, 'Camping'))).not.toEqual(['17:00']);
      const flow = await staffFlowOf(a, token, 'Camping');
      const body = withStep(asSave(flow), 'date_time', (c) => ({ ...c, available_time_slots: [{ start_time: '17:00' }] }));
      expect((await a.api.put(edit(flow.id), body, { token })).statusCode).toBe(200);
      expect(slotsOf(await flowOf(b, 'Camping'))).toEqual(['17:00']);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
