import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { DISCOUNT_RULES } from '@venue/shared/booking/discount-rules';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { DISCOUNT_CODE_MESSAGE, GATEWAY_NOT_CONFIGURED, PERCENTAGE_MESSAGE } from '@venue/shared/staff/prices.schema';
import { fromPostgres } from '../../db/client';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { complete, daysAhead, fillWedding, flowOf, FLOWS, payWith, startBooking } from '../../../test/booking-helpers';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
let wedding: TBookingFlow;

const summer = { code: 'summer-2027', name: 'Summer weddings', discount_type: 'FIXED', value: '5000.00', valid_from: '2026-01-01', valid_until: '2030-12-31' };
const audits = (type: string, id: string | number) =>
  queryRows<{ action: string; actor_role: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t,
    sql`select action, actor_role, before, after from audit_log where object_type = ${type} and object_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await accountWithRole(t, 'client')).tokens.access;
  wedding = await flowOf(t);
});
afterAll(() => t.close());

describe('who may read and change prices and policies', () => {
  it('admins write, staff read only, a client is refused and a guest must sign in', async () => {
    const reads = ['/api/staff/discounts/', '/api/staff/payment-settings/'];
    for (const url of reads) {
      expect((await t.api.get(url)).statusCode).toBe(401);
      expect((await t.api.get(url, { token: client })).statusCode).toBe(403);
      expect((await t.api.get(url, { token: staff })).statusCode).toBe(200);
      expect((await t.api.get(url, { token: admin })).statusCode).toBe(200);
    }
    const body = { ...summer, code: 'ROLES-1' };
    expect((await t.api.post('/api/admin/discounts/', body)).statusCode).toBe(401);
    expect((await t.api.post('/api/admin/discounts/', body, { token: client })).statusCode).toBe(403);
    expect((await t.api.post('/api/admin/discounts/', body, { token: staff })).statusCode).toBe(403);
    const made = await t.api.post('/api/admin/discounts/', body, { token: admin });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    for (const token of [undefined, client, staff]) {
      const expected = token ? 403 : 401;
      expect((await t.api.patch(`/api/admin/discounts/${id}/`, { name: 'x' }, { token })).statusCode).toBe(expected);
      expect((await t.api.post(`/api/admin/discounts/${id}/deactivate/`, {}, { token })).statusCode).toBe(expected);
      expect((await t.api.patch('/api/admin/payment-settings/', { deposit_percentage: '40' }, { token })).statusCode).toBe(expected);
    }
    expect((await t.api.get(`/api/staff/discounts/${id}/uses/`, { token: staff })).json()).toEqual([]);
    expect((await t.api.get(`/api/staff/discounts/${id}/uses/`, { token: client })).statusCode).toBe(403);
  });
});

describe('discount codes', () => {
  it('lists the seeded codes with their usage counts and the event types to choose from', async () => {
    const list = (await t.api.get('/api/staff/discounts/', { token: staff })).json();
    expect(list.discounts.find((d: { code: string }) => d.code === 'WELCOME10')).toMatchObject({
      discount_type: 'PERCENT',
      value_text: '10% off',
      times_used: expect.any(Number),
      usage_limit: 500,
      per_client_limit: 1,
      event_type_ids: [],
    });
    expect(list.event_types.map((e: { name: string }) => e.name)).toContain('Wedding');
  });

  it('refuses what breaks a rule, each with its field', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await t.api.post('/api/admin/discounts/', { ...summer, code: 'BAD-1', ...body }, { token: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await bad({ code: 'x!' }, 'code', DISCOUNT_CODE_MESSAGE);
    await bad({ discount_type: 'PERCENT', value: '120' }, 'value', DISCOUNT_RULES.percentRange);
    await bad({ value: '0' }, 'value', DISCOUNT_RULES.fixedPositive);
    await bad({ value: '12.345' }, 'value', 'The discount must be an amount with at most 2 decimals');
    await bad({ valid_from: '2027-03-02', valid_until: '2027-03-01' }, 'valid_until', DISCOUNT_RULES.windowOrder);
    await bad({ usage_limit: 2, per_client_limit: 3 }, 'per_client_limit', DISCOUNT_RULES.clientLimit);
    await bad({ event_type_ids: [999999] }, 'event_type_ids', 'Choose a valid event type');
    const dup = await t.api.post('/api/admin/discounts/', { ...summer, code: 'welcome10' }, { token: admin });
    expect(dup.json()).toMatchObject({ detail: DISCOUNT_RULES.codeTaken, errors: { code: [DISCOUNT_RULES.codeTaken] } });
    // An update is judged on the whole code: a fixed ₱5,000 turned into a percentage is 5000 %.
    const id = (await t.api.post('/api/admin/discounts/', { ...summer, code: 'MERGE-1' }, { token: admin })).json().id;
    const merged = await t.api.patch(`/api/admin/discounts/${id}/`, { discount_type: 'PERCENT' }, { token: admin });
    expect(merged.json()).toMatchObject({ detail: DISCOUNT_RULES.percentRange, errors: { value: [DISCOUNT_RULES.percentRange] } });
    expect((await t.api.get('/api/staff/discounts/99999/', { token: staff })).json().detail).toBe(DISCOUNT_RULES.notFound);
  });

  it('creates, edits and deactivates a code, each change audited with before and after', async () => {
    const made = await t.api.post('/api/admin/discounts/', { ...summer, code: 'AUDIT-1', usage_limit: 10, per_client_limit: 1 }, { token: admin });
    expect(made.json()).toMatchObject({ code: 'AUDIT-1', value: '5000.00', value_text: '₱5,000 off', is_active: true, times_used: 0 });
    const id = made.json().id;
    const edited = await t.api.patch(`/api/admin/discounts/${id}/`, { value: '2500.50', name: 'Rainy season' }, { token: admin });
    expect(edited.json()).toMatchObject({ value: '2500.50', value_text: '₱2,500.50 off', name: 'Rainy season' });
    expect((await t.api.post(`/api/admin/discounts/${id}/deactivate/`, {}, { token: admin })).json().is_active).toBe(false);
    const log = await audits('discount', id);
    expect(log.map((a) => a.action)).toEqual(['discount.create', 'discount.update', 'discount.deactivate']);
    expect(log.every((a) => a.actor_role === 'admin')).toBe(true);
    expect(log[1]!.before).toMatchObject({ value: '5000.00' });
    expect(log[1]!.after).toMatchObject({ value: '2500.50' });
    // A deactivated code is invalid in the wizard.
    expect((await t.api.post('/api/products/discounts/validate/', { code: 'AUDIT-1' }, { ip: '10.77.0.1' })).json().detail).toBe(T.invalidDiscount);
  });

  it('keeps a code to its event types, and lists who used it, for which booking and how much', async () => {
    const types = (await t.api.get('/api/staff/discounts/', { token: staff })).json().event_types as { id: number; name: string }[];
    const other = types.find((e) => e.id !== wedding.event_type)!;
    const forOthers = await t.api.post('/api/admin/discounts/', { ...summer, code: 'NOT-WEDDINGS', event_type_ids: [other.id] }, { token: admin });
    const forWeddings = await t.api.post('/api/admin/discounts/', { ...summer, code: 'WEDDINGS-ONLY', event_type_ids: [wedding.event_type] }, { token: admin });
    expect(forWeddings.json().event_type_ids).toEqual([wedding.event_type]);

    const refusedId = await startBooking(t, wedding, '10.78.0.1');
    const refused = await fillWedding(t, wedding, refusedId, { day: daysAhead(240), discount: 'NOT-WEDDINGS' }, '10.78.0.1').catch((e: Error) => e);
    expect(String(refused)).toContain(T.invalidDiscount);

    const id = await startBooking(t, wedding, '10.78.0.2');
    const summary = await fillWedding(t, wedding, id, { day: daysAhead(241), email: 'saver@example.test', discount: 'weddings-only' }, '10.78.0.2');
    expect(summary.pricing.discount).toBe('5000.00');
    await payWith(t, wedding, id, undefined, {}, '10.78.0.2');
    expect((await complete(t, id, 'payment', { ip: '10.78.0.2' })).statusCode).toBe(200);

    const uses = (await t.api.get(`/api/staff/discounts/${forWeddings.json().id}/uses/`, { token: staff })).json();
    expect(uses).toEqual([
      expect.objectContaining({ client_name: 'Maria Clara Santos', client_email: 'saver@example.test', amount: '5000.00', event_name: expect.any(String) }),
    ]);
    const listed = (await t.api.get('/api/staff/discounts/', { token: staff })).json().discounts.find((d: { code: string }) => d.code === 'WEDDINGS-ONLY');
    expect(listed.times_used).toBe(1);
    expect(forOthers.statusCode).toBe(201);
  });
});

describe('payment settings and the refund policy', () => {
  it('shows PHP and the minimum charge read-only, and each gateway with whether its keys are set (never the keys)', async () => {
    const res = await t.api.get('/api/staff/payment-settings/', { token: staff });
    const s = res.json();
    expect(s).toMatchObject({ currency: 'PHP', minimum_charge: '29.00', deposit_percentage: '30.00', refund_percentage: '50.00' });
    expect(s.gateways.find((g: { code: string }) => g.code === 'stripe')).toEqual({
      code: 'stripe',
      name: 'Credit or Debit Card',
      is_active: true,
      configured: false,
    });
    expect(s.gateways.find((g: { code: string }) => g.code === 'bank_transfer').configured).toBe(true);
    expect(res.body).not.toMatch(/secret|sk_|pk_/i);
  });

  it('refuses bad values, each with its field', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await t.api.patch('/api/admin/payment-settings/', body, { token: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await bad({ deposit_percentage: '101' }, 'deposit_percentage', PERCENTAGE_MESSAGE);
    await bad({ refund_percentage: '-5' }, 'refund_percentage', PERCENTAGE_MESSAGE);
    await bad({ balance_due_days: -1 }, 'balance_due_days', 'Balance due days cannot be negative');
    await bad({ refund_deadline_hours: 1.5 }, 'refund_deadline_hours', 'The refund deadline must be a whole number of hours');
    await bad({ refund_policy_text: '  ' }, 'refund_policy_text', 'The refund policy text is required');
    await bad({ gateways: [{ code: 'nope', is_active: true }] }, 'gateways', 'Unknown payment method.');
    // A gateway may always be switched off; on again only with its keys on the server.
    expect((await t.api.patch('/api/admin/payment-settings/', { gateways: [{ code: 'stripe', is_active: false }] }, { token: admin })).statusCode).toBe(200);
    await bad({ gateways: [{ code: 'stripe', is_active: true }] }, 'gateways', `Credit or Debit Card: ${GATEWAY_NOT_CONFIGURED}`);
  });

  it('changes the deposit, refund policy and instructions: audited, and the wizard shows them at its next request', async () => {
    const changed = await t.api.patch(
      '/api/admin/payment-settings/',
      {
        deposit_percentage: '45',
        refund_percentage: '25.5',
        refund_deadline_hours: 336,
        refund_policy_text: 'Cancel 14 days ahead for a 25.5% refund.',
        bank_transfer_instructions: 'BDO 0000-1111-22, Havila Gardens Inc.',
        gateways: [{ code: 'manual', is_active: false }],
      },
      { token: admin },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ deposit_percentage: '45.00', refund_percentage: '25.50', refund_deadline_hours: 336 });
    const terms = (await t.api.get(`${FLOWS}/${wedding.id}/payment_gateways/`)).json();
    expect(terms).toMatchObject({
      deposit_percentage: '45.00',
      refunds: { percentage: '25.50', deadline_hours: 336, policy_text: 'Cancel 14 days ahead for a 25.5% refund.' },
    });
    expect(terms.available_gateways.map((g: { code: string }) => g.code)).not.toContain('manual');
    expect(terms.available_gateways.find((g: { code: string }) => g.code === 'bank_transfer').instructions).toBe('BDO 0000-1111-22, Havila Gardens Inc.');
    const log = await audits('payment_settings', 1);
    const last = log.at(-1)!;
    expect(last).toMatchObject({
      action: 'payment_settings.update',
      actor_role: 'admin',
      before: { deposit_percentage: expect.any(String) },
      after: { deposit_percentage: '45.00' },
    });
    expect(JSON.stringify(last)).not.toMatch(/secret_key|sk_/i);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one PostgreSQL', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first });
    b = await createTestApp({ database: fromPostgres(first.url!) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the other process shows a changed deposit and a new code at its next request', async () => {
    const flow = await flowOf(b);
    // b loads (and caches) the flow with today's deposit first.
    expect((await b.api.get(`${FLOWS}/${flow.id}/payment_gateways/`)).json().deposit_percentage).toBe('30.00');
    const token = (await accountWithRole(a, 'admin')).tokens.access;
    expect((await a.api.patch('/api/admin/payment-settings/', { deposit_percentage: '55' }, { token })).statusCode).toBe(200);
    expect((await b.api.get(`${FLOWS}/${flow.id}/payment_gateways/`)).json().deposit_percentage).toBe('55.00');
    expect((await a.api.post('/api/admin/discounts/', { ...summer, code: 'TWO-PROCESSES' }, { token })).statusCode).toBe(201);
    expect((await b.api.post('/api/products/discounts/validate/', { code: 'TWO-PROCESSES' }, { ip: '10.79.0.1' })).statusCode).toBe(200);
  });
});
