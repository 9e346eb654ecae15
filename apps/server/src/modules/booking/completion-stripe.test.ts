import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, FLOWS, fillWedding, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';
import { bookingMails, eventState, madeRows, sessionHold, timesUsed } from '../../../test/awaiting-booking-helpers';
import { postWebhook, providerRefOf } from '../../../test/payments-helpers';
import { startStripeFake, type TStripeFake } from '../../../test/stripe-fake';
import { settleStaleCharges } from '../payments/stale-charges.service';

/** Online booking paid through Stripe (the real SDK against the local fake), 3-D Secure included. */
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

let t: TTestApp;
let stripe: TStripeFake;
let wedding: TBookingFlow;
beforeAll(async () => {
  stripe = await startStripeFake();
  t = await createTestApp({ env: stripe.env });
  wedding = await flowOf(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** The payment step as the browser saves it after Stripe.js made a PaymentMethod from the card entered. */
const payWithStripe = (id: string, pm: string, ip: string) =>
  saveStep(
    t,
    id,
    stepOf(wedding, 'payment_info').id,
    { completion_type: 'payment', payment_type: 'FULL', payment_gateway_code: 'stripe', payment_method_token: pm },
    true,
    ip,
  );

async function awaiting3ds(n: number, opts: { discount?: string; createAccount?: boolean } = {}) {
  const ip = `10.31.${n}.1`;
  const email = `stripe-${n}@example.test`;
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(230 + n), email, ...opts }, ip);
  expect((await payWithStripe(id, 'pm_card_authenticationRequired', ip)).statusCode).toBe(200);
  const before = await madeRows(t);
  const res = await complete(t, id);
  expect(res.statusCode, res.body).toBe(202);
  const body = res.json();
  const intentId = await providerRefOf(t, body.payment.id);
  expect(body).toMatchObject({
    completion_status: 'processing',
    event_status: 'DRAFT',
    payment: { status: 'PROCESSING' },
    next_action: {
      type: 'confirm_card',
      gateway_code: 'stripe',
      client_secret: stripe.state.paymentIntents.get(intentId)!.client_secret,
      publishable_key: stripe.config.publishableKey,
    },
  });
  expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'DRAFT' }, reservations: 1, payments: [{ status: 'PROCESSING' }] });
  return { id, ip, email, body, before, intentId };
}

describe('booking through Stripe', () => {
  it('offers Stripe with its publishable key in the wizard’s gateway choice', async () => {
    const res = (await t.api.get(`${FLOWS}/${wedding.id}/payment_gateways/`)).json();
    // The card first, then the venue's offline ways (bank transfer, pay at the venue); the card is preselected.
    expect(res.available_gateways.map((g: { code: string }) => g.code)).toEqual(['stripe', 'bank_transfer', 'manual']);
    expect(res.available_gateways[0]).toMatchObject({ code: 'stripe', flow: 'stripe_card', instructions: null });
    expect(res.available_gateways[0].public_config).toMatchObject({ publishable_key: stripe.config.publishableKey });
    expect(res.default_gateway).toBe(res.available_gateways[0].id);
  });

  it('a card that needs no confirmation completes at once', async () => {
    const id = await startBooking(t, wedding, '10.31.0.1');
    await fillWedding(t, wedding, id, { day: daysAhead(229), email: 'stripe-0@example.test' }, '10.31.0.1');
    await payWithStripe(id, 'pm_card_visa', '10.31.0.1');
    const res = await complete(t, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ event_status: 'CONFIRMED', payment: { status: 'COMPLETED' }, next_action: null });
  });

  it('the charge made, its answer and the lookup lost: the booking waits on the payment (not undone); recovery confirms it', async () => {
    const ip = '10.31.90.1';
    const id = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, id, { day: daysAhead(228), email: 'stripe-lost@example.test' }, ip);
    await payWithStripe(id, 'pm_card_visa', ip);
    stripe.state.cuts = [
      { method: 'POST', path: '/v1/payment_intents', after: true },
      { method: 'GET', path: '/v1/payment_intents/search', after: false },
    ];
    const res = await complete(t, id);
    stripe.state.cuts = [];
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ completion_status: 'processing', event_status: 'DRAFT', payment: { status: 'PROCESSING' }, next_action: null });
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'DRAFT' }, payments: [{ status: 'PROCESSING' }] });
    await t.database.db.execute(sql`update payments set updated_at = now() - interval '31 minutes' where id = ${body.payment.id}`);
    await settleStaleCharges(t.app.ctx);
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED' }, payments: [{ status: 'COMPLETED' }] });
    expect((await complete(t, id)).json()).toMatchObject({ event_status: 'CONFIRMED', payment: { status: 'COMPLETED' } });
  });

  it('(a) 3-D Secure: the browser confirms with the client secret, then its repeat ends CONFIRMED with the invoice paid', async () => {
    const { id, email, body, intentId } = await awaiting3ds(1);
    stripe.completeAction(intentId, true);
    const done = await complete(t, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      completion_status: 'completed',
      event_status: 'CONFIRMED',
      event_id: body.event_id,
      payment: { id: body.payment.id, status: 'COMPLETED' },
      next_action: null,
    });
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED', payment_status: 'PAID' }, payments: [{ status: 'COMPLETED' }] });
    expect((await complete(t, id)).json()).toEqual(done.json());
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(b) the payer closed the tab: Stripe’s webhook alone completes the booking, once', async () => {
    const { id, email, body, intentId } = await awaiting3ds(2);
    const event = stripe.signedEvent('payment_intent.succeeded', stripe.completeAction(intentId, true));
    expect((await postWebhook(t, 'stripe', event.payload, event.headers)).json()).toEqual({ received: true, duplicate: false });
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED', payment_status: 'PAID' }, payments: [{ status: 'COMPLETED' }] });
    const session = (await t.api.get(sessionUrl(id))).json();
    expect(session).toMatchObject({ is_completed: true, completion_status: 'completed', booking_completion_result: { event_status: 'CONFIRMED' } });
    expect((await postWebhook(t, 'stripe', event.payload, event.headers)).json()).toEqual({ received: true, duplicate: true });
    expect((await complete(t, id)).json()).toEqual(session.booking_completion_result);
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(c) the webhook racing the browser’s repeats: one booking, one payment, one e-mail, one answer', async () => {
    const { id, email, body, intentId } = await awaiting3ds(3);
    const event = stripe.signedEvent('payment_intent.succeeded', stripe.completeAction(intentId, true));
    const [hook, ...repeats] = await Promise.all([postWebhook(t, 'stripe', event.payload, event.headers), ...Array.from({ length: 6 }, () => complete(t, id))]);
    expect(hook.statusCode).toBe(200);
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(repeats.map((r) => r.body)).size).toBe(1);
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED' }, payments: [{ status: 'COMPLETED' }] });
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(d) 3-D Secure failed, told by the webhook: the draft is undone, the hold and discount given back; another card completes', async () => {
    const { id, ip, email, before, intentId } = await awaiting3ds(4, { discount: 'WELCOME10', createAccount: true });
    const used = await timesUsed(t, 'WELCOME10');
    const event = stripe.signedEvent('payment_intent.payment_failed', stripe.completeAction(intentId, false));
    expect((await postWebhook(t, 'stripe', event.payload, event.headers)).statusCode).toBe(200);
    expect(await madeRows(t)).toEqual(before);
    expect(await timesUsed(t, 'WELCOME10')).toBe(used - 1);
    expect(await sessionHold(t, id)).toHaveLength(1);
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ completion_status: 'failed', is_completed: false });

    await payWithStripe(id, 'pm_card_visa', ip);
    const paid = await complete(t, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ event_status: 'CONFIRMED', account_created: true, payment: { status: 'COMPLETED' } });
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(d) 3-D Secure failed, learnt by the browser’s repeat: 402 with Stripe’s message and nothing half-made', async () => {
    const { id, ip, before, intentId } = await awaiting3ds(5);
    stripe.completeAction(intentId, false);
    const res = await complete(t, id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: AUTH_FAILED, code: 'declined', errors: { payment_method: [AUTH_FAILED] } });
    expect(await madeRows(t)).toEqual(before);
    expect(await sessionHold(t, id)).toHaveLength(1);
    // The webhook that follows finds nothing left to do.
    const late = stripe.signedEvent('payment_intent.payment_failed', stripe.state.paymentIntents.get(intentId)!);
    expect((await postWebhook(t, 'stripe', late.payload, late.headers)).statusCode).toBe(200);
    expect(await madeRows(t)).toEqual(before);
    await payWithStripe(id, 'pm_card_mastercard', ip);
    expect((await complete(t, id)).json()).toMatchObject({ event_status: 'CONFIRMED' });
  });

  it('the payer cancels the charge waiting on 3-D Secure: Stripe cancels the intent and the draft is undone', async () => {
    const { id, ip, before, intentId } = await awaiting3ds(6);
    const res = await t.api.post(sessionUrl(id, 'cancel-payment'), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completion_status: 'failed', is_completed: false });
    expect(stripe.state.paymentIntents.get(intentId)!.status).toBe('canceled');
    expect(stripe.state.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(await madeRows(t)).toEqual(before);
    expect(await sessionHold(t, id)).toHaveLength(1);
    await payWithStripe(id, 'pm_card_mastercard', ip);
    expect((await complete(t, id)).json()).toMatchObject({ event_status: 'CONFIRMED' });
  });

  it('a cancel that comes after the payer finished 3-D Secure finds the intent paid: the booking completes', async () => {
    const { id, body, intentId } = await awaiting3ds(7);
    stripe.completeAction(intentId, true);
    const res = await t.api.post(sessionUrl(id, 'cancel-payment'), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completion_status: 'completed', booking_completion_result: { event_id: body.event_id, event_status: 'CONFIRMED' } });
    expect(stripe.state.paymentIntents.get(intentId)!.status).toBe('succeeded');
  });
});
