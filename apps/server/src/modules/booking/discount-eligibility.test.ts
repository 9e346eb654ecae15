import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const used = async () => (await queryRows<{ n: number }>(t, sql`select times_used as n from discounts where code = 'WELCOME10'`))[0]!.n;
const usesOf = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from discount_uses u join users c on c.id = u.client_id where lower(c.email) = ${email.toLowerCase()}`,
    )
  )[0]!.n;

/** A session ready to complete with a card, the code (if any) applied while nothing was known of the address. */
async function ready(ip: string, day: number, email: string, discount: string | null = 'WELCOME10') {
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(day), email, discount }, ip);
  await payWith(t, wedding, id, undefined, {}, ip);
  return id;
}

describe('WELCOME10: a first booking only', () => {
  it('is refused, at every check, for an address that booked before', async () => {
    const email = 'second-time@example.test';
    const pending = await ready('10.50.0.1', 200, email);
    expect((await complete(t, await ready('10.50.0.2', 201, email, null), 'payment', { ip: '10.50.0.2' })).statusCode).toBe(200);
    // Completion judges again: the code was applied before the address had a booking.
    const refused = await complete(t, pending, 'payment', { ip: '10.50.0.1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: T.discountFirstBookingOnly, errors: { applied_discount_code: [T.discountFirstBookingOnly] } });
    expect(await usesOf(email)).toBe(0);
    // The pricing step, its validate, and calculate-pricing all say so for this address.
    const id = await startBooking(t, wedding, '10.50.0.3');
    const summary = await fillWedding(t, wedding, id, { day: daysAhead(202), email }, '10.50.0.3');
    expect(summary.pricing.discount).toBe('0.00');
    const pricingStep = stepOf(wedding, 'pricing_summary').id;
    const saved = await saveStep(t, id, pricingStep, { terms_accepted: true, applied_discount_code: 'WELCOME10' }, false, '10.50.0.3');
    expect(saved.json().validation_errors).toEqual([{ field: 'applied_discount_code', message: T.discountFirstBookingOnly }]);
    expect(saved.json().pricing.discount).toBe('0.00');
    const check = await t.api.post(
      sessionUrl(id, 'validate'),
      { step_id: pricingStep, step_data: { terms_accepted: true, applied_discount_code: 'WELCOME10' } },
      { ip: '10.50.0.3' },
    );
    expect(check.json()).toEqual({ isValid: false, errors: [{ field: 'applied_discount_code', message: T.discountFirstBookingOnly }] });
    const priced = await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'WELCOME10' }, { ip: '10.50.0.3' });
    expect(priced.statusCode).toBe(400);
    expect(priced.json()).toMatchObject({ detail: T.discountFirstBookingOnly, errors: { discount_code: [T.discountFirstBookingOnly] } });
    // A new address still gets it.
    const fresh = await complete(t, await ready('10.50.0.4', 203, 'first-time@example.test'), 'payment', { ip: '10.50.0.4' });
    expect(fresh.statusCode).toBe(200);
    expect(await usesOf('first-time@example.test')).toBe(1);
  });

  it('is refused for a signed-in client with earlier bookings, whatever address they type', async () => {
    const client = await registerClient(t, 'regular@example.test');
    const first = await ready('10.51.0.1', 210, 'regular@example.test', null);
    expect((await complete(t, first, 'payment', { token: client.tokens.access, ip: '10.51.0.1' })).statusCode).toBe(200);
    const token = client.tokens.access;
    const validate = await t.api.post('/api/products/discounts/validate/', { code: 'WELCOME10' }, { token, ip: '10.51.0.2' });
    expect(validate.statusCode).toBe(400);
    expect(validate.json()).toMatchObject({ detail: T.discountFirstBookingOnly, errors: { code: [T.discountFirstBookingOnly] } });
    // Anyone else asking about the code alone is told it is valid.
    expect((await t.api.post('/api/products/discounts/validate/', { code: 'WELCOME10' }, { ip: '10.51.0.2' })).statusCode).toBe(200);
    const id = await startBooking(t, wedding, '10.51.0.3');
    await fillWedding(t, wedding, id, { day: daysAhead(211), email: 'someone-else@example.test' }, '10.51.0.3');
    const priced = await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'WELCOME10' }, { token, ip: '10.51.0.3' });
    expect(priced.json()).toMatchObject({ detail: T.discountFirstBookingOnly });
    // At completion (the code kept from before signing in), the signed-in client's history decides.
    await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'WELCOME10' }, { ip: '10.51.0.3' });
    await payWith(t, wedding, id, undefined, {}, '10.51.0.3');
    const refused = await complete(t, id, 'payment', { token, ip: '10.51.0.3' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(T.discountFirstBookingOnly);
  });

  it('goes to only one of two parallel completions with the same address', async () => {
    const email = 'twins@example.test';
    const ids = [await ready('10.52.0.1', 220, email), await ready('10.52.0.2', 221, email)];
    const before = await used();
    const answers = await Promise.all(ids.map((id, i) => complete(t, id, 'payment', { ip: `10.52.0.${i + 1}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().detail).toBe(T.discountFirstBookingOnly);
    expect(await used()).toBe(before + 1);
    expect(await usesOf(email)).toBe(1);
  });

  it('goes to only one of two parallel completions of one signed-in client', async () => {
    const client = await registerClient(t, 'parallel-client@example.test');
    const ids = [await ready('10.53.0.1', 230, 'parallel-client@example.test'), await ready('10.53.0.2', 231, 'parallel-client@example.test')];
    const answers = await Promise.all(ids.map((id, i) => complete(t, id, 'payment', { token: client.tokens.access, ip: `10.53.0.${i + 1}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await usesOf('parallel-client@example.test')).toBe(1);
  });
});

describe('a one-per-person code counts the person, not the spelling of the address', () => {
  it('refuses x+1@ (and, at Gmail, x.y@) once x@ has used it, at the pricing step and at completion', async () => {
    const variants = ['maria.santos+2@gmail.com', 'mariasantos@googlemail.com', 'M.A.R.I.A.santos+promo@Gmail.com'];
    // Sessions that applied the code before anyone at the address had used it: completion judges them again.
    const pending = await Promise.all(variants.map((email, i) => ready(`10.54.2.${i + 1}`, 250 + i, email)));
    expect((await complete(t, await ready('10.54.0.1', 240, 'Maria.Santos@gmail.com'), 'payment', { ip: '10.54.0.1' })).statusCode).toBe(200);
    const uses = await used();
    for (const [i, email] of variants.entries()) {
      const ip = `10.54.1.${i + 1}`;
      const id = await startBooking(t, wedding, ip);
      const summary = await fillWedding(t, wedding, id, { day: daysAhead(241 + i), email, discount: null }, ip);
      expect(summary.pricing.discount).toBe('0.00');
      const priced = await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'WELCOME10' }, { ip });
      expect(priced.statusCode).toBe(400);
      expect(priced.json()).toMatchObject({ detail: T.discountAlreadyUsed, errors: { discount_code: [T.discountAlreadyUsed] } });
      const refused = await complete(t, pending[i]!, 'payment', { ip: `10.54.2.${i + 1}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ detail: T.discountAlreadyUsed, errors: { applied_discount_code: [T.discountAlreadyUsed] } });
    }
    expect(await used()).toBe(uses);
    // Another person at the same host is another person.
    expect((await complete(t, await ready('10.54.3.1', 260, 'maria.santos2@gmail.com'), 'payment', { ip: '10.54.3.1' })).statusCode).toBe(200);
    const keys = await queryRows<{ key: string }>(t, sql`select email_key as key from discount_uses order by id desc limit 2`);
    expect(keys.map((k) => k.key)).toEqual(['mariasantos2@gmail.com', 'mariasantos@gmail.com']);
  });

  it('goes to only one of two parallel completions by x@ and x+1@', async () => {
    const ids = [await ready('10.55.0.1', 270, 'pair@example.test'), await ready('10.55.0.2', 271, 'pair+again@example.test')];
    const answers = await Promise.all(ids.map((id, i) => complete(t, id, 'payment', { ip: `10.55.0.${i + 1}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().detail).toBe(T.discountAlreadyUsed);
  });
});
