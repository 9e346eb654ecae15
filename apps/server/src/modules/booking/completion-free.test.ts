import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';

/** Issue 38 point 8: a booking a discount brings to ₱0 completes with no payment step and no invoice. */
let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
  await t.database.db.execute(sql`insert into discounts (code, name, kind, value) values ('ONUS100', 'On the house', 'PERCENT', '100.00')`);
  await t.database.db.execute(sql`insert into discounts (code, name, kind, value) values ('MINUS10M', 'Ten million off', 'FIXED', '10000000.00')`);
});
afterAll(() => t.close());

const count = async (table: string) => (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const payStep = () => stepOf(wedding, 'payment_info').id;

describe('a booking with nothing to pay', () => {
  it.each([
    ['ONUS100', 300, '10.60.0.1'],
    ['MINUS10M', 301, '10.60.0.2'],
  ])('with %s: the payment step asks for no card, and completing confirms it with no payment and no invoice', async (code, day, ip) => {
    const id = await startBooking(t, wedding, ip);
    const email = `free-${code.toLowerCase()}@example.test`;
    const summary = await fillWedding(t, wedding, id, { day: daysAhead(day), email, discount: code }, ip);
    expect(summary.pricing).toMatchObject({ total: '0.00', deposit_amount: '0.00' });
    // No gateway, no card: the step only says it is a booking, not a quote request.
    const saved = await saveStep(t, id, payStep(), { completion_type: 'payment' }, true, ip);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().validation_errors ?? []).toEqual([]);
    const before = { payments: await count('payments'), invoices: await count('invoices') };
    const res = await complete(t, id, 'payment', { ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      completion_type: 'payment',
      completion_status: 'completed',
      event_status: 'CONFIRMED',
      invoice_id: null,
      payment: null,
      total_price: '0.00',
    });
    expect({ payments: await count('payments'), invoices: await count('invoices') }).toEqual(before);
    const eventId = res.json().event_id as number;
    const [event] = await queryRows<{ status: string; total: string; facility: number | null }>(
      t,
      sql`select status, total_price as total, facility_id as facility from events where id = ${eventId}`,
    );
    expect(event).toMatchObject({ status: 'CONFIRMED', total: '0.00' });
    expect(event!.facility).not.toBeNull();
    // The code's use is counted, and the timeline says why nothing was paid.
    expect(await queryRows(t, sql`select amount from discount_uses where event_id = ${eventId}`)).toHaveLength(1);
    const activity = await queryRows<{ d: string }>(t, sql`select description as d from event_timeline where event_id = ${eventId} order by id`);
    expect(activity.map((a) => a.d)).toContain(`Booking confirmed: nothing to pay (total ₱0.00 with discount ${code}).`);
    // The e-mail confirms it and says nothing is due.
    const mails = (await t.drainMail()).filter((m) => m.to === email && m.subject.startsWith('Booking confirmed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(T.nothingDue);
    expect(mails[0]!.text).not.toContain('We received');
    // A repeat answers the same, and makes nothing twice.
    const again = await complete(t, id, 'payment', { ip });
    expect(again.json()).toEqual(res.json());
  });

  it('still asks a booking that costs something for a way to pay', async () => {
    const id = await startBooking(t, wedding, '10.60.1.1');
    await fillWedding(t, wedding, id, { day: daysAhead(310), discount: null }, '10.60.1.1');
    const check = await t.api.post(sessionUrl(id, 'validate'), { step_id: payStep(), step_data: { completion_type: 'payment' } }, { ip: '10.60.1.1' });
    expect(check.json()).toMatchObject({ isValid: false, errors: expect.arrayContaining([{ field: 'payment_gateway_id', message: T.gatewayRequired }]) });
  });
});
