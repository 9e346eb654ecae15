import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { priceBooking } from '@venue/shared/booking/pricing';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { daysAhead, fillWedding, FLOWS, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';
import { toPricedProduct } from './pricing.service';

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const validate = (id: string, stepId: number, data: Record<string, unknown>) =>
  t.api
    .post(sessionUrl(id, 'validate'), { step_id: stepId, step_data: data })
    .then((r) => r.json() as { isValid: boolean; errors: { field: string; message: string }[] });

describe('starting and reading a session', () => {
  it('answers the spec fields and an unguessable session id', async () => {
    const res = await t.api.post(`${FLOWS}/${wedding.id}/start_session/`, {
      booking_flow: wedding.id,
      ip_address: '1.2.3.4',
      user_agent: 'x',
      referrer_url: '/',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ progress_percentage: 0, current_step: { step_type: 'introduction' } });
    expect(body.session_id).toMatch(/^bks_[0-9a-f]{64}$/);
    const got = (await t.api.get(sessionUrl(body.session_id))).json();
    expect(got).toMatchObject({ session_id: body.session_id, booking_flow: wedding.id, is_completed: false, is_abandoned: false, total_price: '0.00' });
    expect(got.booking_reference).toBe(body.session_id.slice(-8).toUpperCase());
    expect((await t.api.get(sessionUrl('bks_nothing'))).statusCode).toBe(404);
    expect((await t.api.post(`${FLOWS}/4242/start_session/`, {})).json()).toMatchObject({ detail: T.flowNotFound });
  });

  it('limits session starts per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.api.post(`${FLOWS}/${wedding.id}/start_session/`, {}, { ip: '10.9.9.9' })).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    const refused = await t.api.post(`${FLOWS}/${wedding.id}/start_session/`, {}, { ip: '10.9.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(T.tooManySessions);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('steps: validate, update, go-to-step', () => {
  it('validates with the spec texts, including what only the server knows', async () => {
    const id = await startBooking(t, wedding, '10.1.0.1');
    expect(await validate(id, stepOf(wedding, 'introduction').id, { acknowledged: false })).toEqual({
      isValid: false,
      errors: [{ field: 'acknowledged', message: T.acknowledge }],
    });
    const dt = stepOf(wedding, 'date_time').id;
    expect(await validate(id, dt, { start_date: daysAhead(2), start_time: '14:00', duration: 8 })).toEqual({
      isValid: false,
      errors: [{ field: 'start_date', message: 'Minimum 7 days advance booking required' }],
    });
    expect((await validate(id, dt, { start_date: daysAhead(100), start_time: '14:00', duration: 2 })).errors).toEqual([
      { field: 'duration', message: 'Duration must be at least 4 hours' },
    ]);
    const pk = stepOf(wedding, 'package_selection');
    const garden = (pk.configuration.available_packages_details as { id: number; sku: string }[]).find((p) => p.sku === 'PKG-WED-GARDEN')!;
    // The garden package is booked at least 60 days ahead.
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true });
    await saveStep(t, id, dt, { start_date: daysAhead(30), start_time: '14:00', duration: 8 });
    expect((await validate(id, pk.id, { selected_packages: [{ product_id: garden.id, quantity: 1 }] })).errors).toEqual([
      { field: 'selected_packages', message: 'Garden Wedding Package is not available for the chosen date' },
    ]);
    expect((await validate(id, pk.id, { selected_packages: [] })).errors[0]!.message).toBe('Must select at least 1 package(s)');
    const q = stepOf(wedding, 'questionnaire');
    const res = await validate(id, q.id, { responses: {}, uploaded_files: [{ file_id: 'upl_forged', name: 'a.pdf', size: 10 }] });
    expect(res.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['Names of the couple is required', 'Expected number of guests is required']));
    expect(
      (
        await validate(id, q.id, {
          responses: Object.fromEntries(
            (q.configuration.questionnaire_items as { id: number; required: boolean }[]).map((f) => [`field_${f.id}`, f.required ? 'Garden ceremony' : null]),
          ),
        })
      ).errors.map((e) => e.message),
    ).toEqual(['Please enter a valid number']);
    const contact = stepOf(wedding, 'contact_info').id;
    expect((await validate(id, contact, { full_name: 'Ana', email: 'ana@x', phone: '12345' })).errors).toEqual([
      { field: 'full_name', message: T.fullNameRequired },
      { field: 'email', message: T.invalidEmail },
      { field: 'phone', message: T.invalidPhone },
    ]);
    const summary = stepOf(wedding, 'pricing_summary').id;
    expect((await validate(id, summary, { terms_accepted: true, applied_discount_code: 'NOPE' })).errors).toEqual([
      { field: 'applied_discount_code', message: T.invalidDiscount },
    ]);
    expect((await validate(id, summary, { terms_accepted: false })).errors).toEqual([{ field: 'terms_accepted', message: T.termsRequired }]);
    const pay = stepOf(wedding, 'payment_info').id;
    expect((await validate(id, pay, { payment_gateway_code: 'stripe', payment_method_token: 'pm_1' })).errors).toEqual([
      { field: 'payment_gateway_id', message: T.gatewayRequired },
    ]);
    expect((await validate(id, pay, { payment_gateway_code: 'test' })).errors).toEqual([{ field: 'payment_method_token', message: T.paymentMethodRequired }]);
  });

  it('keeps drafts with their problems, refuses to complete a step with them, and moves through the steps', async () => {
    const id = await startBooking(t, wedding, '10.1.0.2');
    const intro = stepOf(wedding, 'introduction').id;
    const draft = await saveStep(t, id, intro, { acknowledged: false }, false);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      validation_errors: [{ field: 'acknowledged', message: T.acknowledge }],
      current_step: { id: intro },
      progress_percentage: 0,
    });
    const refused = await saveStep(t, id, intro, { acknowledged: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: T.acknowledge, code: 'invalid', errors: { acknowledged: [T.acknowledge] } });
    // Steps ahead of the first open one cannot be saved or reached.
    expect((await saveStep(t, id, stepOf(wedding, 'contact_info').id, {}, false)).json().detail).toBe(T.stepAhead);
    const done = (await saveStep(t, id, intro, { acknowledged: true })).json();
    expect(done).toMatchObject({ current_step: { step_type: 'date_time' }, progress_percentage: 11, completed_step_ids: [intro] });
    expect((await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: stepOf(wedding, 'pricing_summary').id })).json().detail).toBe(T.stepAhead);
    const back = await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: intro });
    expect(back.json()).toMatchObject({ current_step: { id: intro } });
    expect((await saveStep(t, id, 999999, {})).json().detail).toBe(T.stepNotFound);
    // The password of the contact step is never stored.
    expect(JSON.stringify((await t.api.get(sessionUrl(id))).json())).not.toContain('password"');
  });

  it('prices on the server with the shared rules, the running total returned by update', async () => {
    const id = await startBooking(t, wedding, '10.1.0.3');
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true });
    await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: daysAhead(120), start_time: '10:00', duration: 10.5 });
    const packages = stepOf(wedding, 'package_selection').configuration.available_packages_details as Parameters<typeof toPricedProduct>[0][];
    const addons = stepOf(wedding, 'addon_selection').configuration.available_addons_details as Parameters<typeof toPricedProduct>[0][];
    const garden = packages.find((p) => p.sku === 'PKG-WED-GARDEN')!;
    const buffet = addons.find((p) => p.sku === 'ADD-CAT-BUFFET')!;
    const genset = addons.find((p) => p.sku === 'ADD-GENSET')!;
    await saveStep(t, id, stepOf(wedding, 'package_selection').id, { selected_packages: [{ product_id: garden.id, quantity: 1, price: '1.00' }] });
    const res = await saveStep(t, id, stepOf(wedding, 'addon_selection').id, {
      selected_addons: [
        { product_id: buffet.id, quantity: 120, price: '0.01' },
        { product_id: genset.id, quantity: 1 },
      ],
    });
    const expected = priceBooking(
      [
        { product: toPricedProduct(garden), quantity: 1 },
        { product: toPricedProduct(buffet), quantity: 120 },
        { product: toPricedProduct(genset), quantity: 1 },
      ],
      10.5,
      null,
    );
    // 185,000 + 2.5 h x 8,500 = 206,250; buffet 174,000; generator 10.5 h x 1,800 = 18,900.
    expect(expected.subtotal).toBe('399150.00');
    expect(res.json()).toMatchObject({
      total_price: expected.total,
      pricing: { subtotal: expected.subtotal, tax: expected.tax, line_items: expected.line_items },
    });

    const priced = await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'welcome10' });
    const discounted = priceBooking(
      [
        { product: toPricedProduct(garden), quantity: 1 },
        { product: toPricedProduct(buffet), quantity: 120 },
        { product: toPricedProduct(genset), quantity: 1 },
      ],
      10.5,
      { code: 'WELCOME10', kind: 'PERCENT', value: '10.00' },
    );
    expect(priced.json()).toMatchObject({ discount: discounted.discount, total: discounted.total, discount_details: { code: 'WELCOME10' }, currency: 'PHP' });
    expect((await t.api.get(sessionUrl(id))).json().total_price).toBe(discounted.total);
    const wrong = await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'NOTACODE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: T.invalidDiscount, errors: { discount_code: [T.invalidDiscount] } });
    expect((await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: '' })).json().discount).toBe('0.00');
  });
  it('keeps the applied code through a late draft of the pricing step; Next with the form’s code keeps it, without one removes it', async () => {
    // A draft may have been captured before Apply answered: it neither takes back nor swaps the applied code.
    const id = await startBooking(t, wedding, '10.1.0.4');
    await fillWedding(t, wedding, id, { day: daysAhead(126), email: 'late-draft@example.test' }, '10.1.0.4');
    const summary = stepOf(wedding, 'pricing_summary').id;
    const applied = (await t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'WELCOME10' }, { ip: '10.1.0.4' })).json();
    expect(applied.discount_details).toEqual({ code: 'WELCOME10' });
    const lateDraft = await saveStep(t, id, summary, { terms_accepted: false, applied_discount_code: null }, false, '10.1.0.4');
    expect(lateDraft.statusCode, lateDraft.body).toBe(200);
    expect(lateDraft.json().pricing).toMatchObject({ discount: applied.discount, discount_details: { code: 'WELCOME10' } });
    const otherDraft = await saveStep(t, id, summary, { terms_accepted: false, applied_discount_code: 'VENUE5000' }, false, '10.1.0.4');
    expect(otherDraft.json().pricing.discount_details).toEqual({ code: 'WELCOME10' });
    const kept = await saveStep(t, id, summary, { terms_accepted: true, applied_discount_code: 'WELCOME10' }, true, '10.1.0.4');
    expect(kept.json().pricing.discount_details).toEqual({ code: 'WELCOME10' });
    const removed = await saveStep(t, id, summary, { terms_accepted: true, applied_discount_code: null }, true, '10.1.0.4');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().pricing).toMatchObject({ discount: '0.00', discount_details: null });
  });
});

describe('expiry and abandon', () => {
  it('refuses an expired session with the spec text and drops its hold', async () => {
    const id = await startBooking(t, wedding, '10.2.0.1');
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true });
    const held = await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: daysAhead(150), start_time: '09:00', duration: 6 });
    expect(held.json().hold).toMatchObject({ facility_name: 'Pavilion' });
    await t.database.db.execute(sql`update booking_sessions set expires_at = now() - interval '1 minute' where session_id = ${id}`);
    for (const res of [await t.api.get(sessionUrl(id)), await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true })]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ detail: T.sessionExpired, code: 'expired' });
    }
    expect(await queryRows(t, sql`select r.id from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${id}`)).toEqual(
      [],
    );
  });

  it('abandons once (the hold goes at once), and a second abandon answers the same', async () => {
    const id = await startBooking(t, wedding, '10.2.0.2');
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true });
    await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: daysAhead(151), start_time: '09:00', duration: 6 });
    expect((await t.api.post(sessionUrl(id, 'abandon'), { reason: 'changed my mind' })).json()).toEqual({ session_id: id, is_abandoned: true });
    expect((await t.api.post(sessionUrl(id, 'abandon'), {})).json()).toEqual({ session_id: id, is_abandoned: true });
    expect(await queryRows(t, sql`select r.id from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${id}`)).toEqual(
      [],
    );
    expect((await t.api.get(sessionUrl(id))).statusCode).toBe(410);
  });
});
