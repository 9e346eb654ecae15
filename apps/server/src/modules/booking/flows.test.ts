import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_TYPES } from '@venue/shared/booking/steps';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { daysAhead, FLOWS, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('booking flows (public)', () => {
  it('gives every event type a flow of all nine step types with realistic configuration', async () => {
    const types = (await t.api.get('/api/events/event-types/')).json() as { id: number; name: string }[];
    const flows = (await t.api.get(`${FLOWS}/`)).json() as { event_type: number; enabled_steps: { step_type: string }[] }[];
    expect(flows).toHaveLength(types.length);
    for (const type of types) {
      const flow = flows.find((f) => f.event_type === type.id)!;
      expect(flow.enabled_steps.map((s) => s.step_type)).toEqual([...STEP_TYPES]);
    }
    const wedding = await flowOf(t);
    expect((stepOf(wedding, 'package_selection').configuration.available_packages_details as { sku: string }[]).map((p) => p.sku)).toContain('PKG-WED-GARDEN');
    expect((stepOf(wedding, 'addon_selection').configuration.available_addons_details as unknown[]).length).toBeGreaterThan(5);
    expect((stepOf(wedding, 'questionnaire').configuration.questionnaire_items as unknown[]).length).toBeGreaterThan(3);
    expect(stepOf(wedding, 'date_time').configuration).toMatchObject({
      min_duration_hours: 4,
      max_duration_hours: 14,
      default_facility_id: expect.any(Number),
    });
    expect(stepOf(wedding, 'payment_info').configuration).toMatchObject({ accept_deposit: true, allow_quote_request: true, quote_hold_days: 3 });
  });

  it("starts the schedule at the package's included hours: no extra hour is priced unless chosen (issue 39, point 3)", async () => {
    // The finding: a step default of 8 hours added 3 extra hours to a 5-hour package. One 5-hour package offered:
    const wedding = await flowOf(t);
    const pkgStep = stepOf(wedding, 'package_selection');
    const pkg = (pkgStep.configuration.available_packages_details as { id: number }[])[0]!;
    await t.database.db.execute(sql`update products set included_hours = '5.00', has_excess_hours = true, excess_hour_price = '2000.00' where id = ${pkg.id}`);
    await t.database.db
      .execute(sql`update booking_steps set configuration = jsonb_set(configuration, '{available_packages}', ${JSON.stringify([pkg.id])}::jsonb)
      where id = ${pkgStep.id}`);
    await t.database.db.execute(sql`update booking_steps set configuration = jsonb_set(configuration, '{default_duration_hours}', '8')
      where id = ${stepOf(wedding, 'date_time').id}`);
    const served = await flowOf(t);
    const schedule = stepOf(served, 'date_time').configuration;
    expect(schedule.default_duration_hours).toBe(5);

    const id = await startBooking(t, served, '10.39.3.1');
    const ok = async (type: string, data: Record<string, unknown>) =>
      expect((await saveStep(t, id, stepOf(served, type).id, data, true, '10.39.3.1')).statusCode).toBe(200);
    await ok('introduction', { acknowledged: true });
    await ok('date_time', { start_date: daysAhead(60), start_time: '10:00', duration: schedule.default_duration_hours });
    await ok('package_selection', { selected_packages: [{ product_id: pkg.id, quantity: 1 }] });
    const priced = (await t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip: '10.39.3.1' })).json();
    expect(priced.line_items[0]).toMatchObject({ product_id: pkg.id, excess_hours: '0.00', excess_cost: '0.00' });
    // Two more hours are the visitor's choice, priced beside it by the same rule.
    await ok('date_time', { start_date: daysAhead(60), start_time: '10:00', duration: 7 });
    const longer = (await t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip: '10.39.3.1' })).json();
    expect(longer.line_items[0]).toMatchObject({ excess_hours: '2.00', excess_hour_price: '2000.00', excess_cost: '4000.00' });
  });

  it('filters by event type, reads one flow, 404s an unknown one', async () => {
    const wedding = await flowOf(t);
    expect((await t.api.get(`${FLOWS}/`, { query: { event_type: String(wedding.event_type) } })).json()).toHaveLength(1);
    expect((await t.api.get(`${FLOWS}/${wedding.id}/`)).json()).toMatchObject({ id: wedding.id, event_type_name: 'Wedding' });
    expect((await t.api.get(`${FLOWS}/9999/`)).json()).toMatchObject({ detail: 'Booking flow not found.' });
  });

  it('payment_gateways: default_gateway is a gateway id (spec: "an id"), one of available_gateways', async () => {
    const wedding = await flowOf(t);
    const res = await t.api.get(`${FLOWS}/${wedding.id}/payment_gateways/`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      available_gateways: { id: number; code: string; method_type: string }[];
      default_gateway: unknown;
      require_immediate_payment: boolean;
    };
    expect(body.available_gateways.length).toBeGreaterThan(0);
    expect(typeof body.default_gateway).toBe('number');
    // The card is preselected; the offline ways are offered beside it.
    expect(body.available_gateways.find((g) => g.id === body.default_gateway)?.method_type).toBe('CREDIT_CARD');
    expect(body.require_immediate_payment).toBe(false); // the wedding flow allows a quote request
  });

  it('payment_gateways: carries the balance due days and the refund terms the visitor reads before paying', async () => {
    const wedding = await flowOf(t);
    await t.database.db.execute(
      sql`update payment_settings set balance_due_days = 21, allow_refunds = true, refund_percentage = 50, refund_deadline_hours = 720, refund_policy_text = 'Ask us first.'`,
    );
    const body = (await t.api.get(`${FLOWS}/${wedding.id}/payment_gateways/`)).json();
    expect(body).toMatchObject({
      balance_due_days: 21,
      refunds: { allowed: true, percentage: '50.00', deadline_hours: 720, policy_text: 'Ask us first.' },
    });
  });
});
