import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { newestNotification } from '../../../test/notifications-helpers';
import { issueInvoice, moneyTrail, payCall, postWebhook, providerRefOf } from '../../../test/payments-helpers';
import { startPaymongoFake, type TPaymongoFake } from '../../../test/paymongo-fake';
import { startStripeFake, type TStripeFake } from '../../../test/stripe-fake';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { settleStaleCharges } from './stale-charges.service';

/** Cards through Stripe, end to end: the real server and the real adapter against the local Stripe fake. */
let t: TTestApp;
let stripe: TStripeFake;
let paymongo: TPaymongoFake;
let token: string;
let staff: string;
let eventId: number;
beforeAll(async () => {
  [stripe, paymongo] = await Promise.all([startStripeFake(), startPaymongoFake()]);
  t = await createTestApp({ env: { ...stripe.env, ...paymongo.env } });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paymongo.close()]);
});
afterEach(() => {
  stripe.state.outage = null;
});

const fresh = (amount = '10000.00') => issueInvoice(t, staff, eventId, [{ description: 'Extra hours', quantity: '1', unit_price: amount }]);
const pay = (invoiceId: number, body: Record<string, unknown>) => payCall(t, `/api/payments/client/invoices/${invoiceId}/pay/`, body, token);
const card = (pm: string, extra: Record<string, unknown> = {}) => ({ gateway_code: 'stripe', payment_method_token: pm, ...extra });
const invoice = async (id: number) => (await t.api.get(`/api/payments/client/invoices/${id}/`, { token })).json();
const confirm = (paymentId: number) => t.api.post(`/api/payments/client/confirm-payment-intent/${paymentId}/`, {}, { token });
const unpaid = { paid_amount: '0.00', remaining_amount: '11200.00', payment_options: { in_flight_amount: '0.00' } };

/** A payment waiting for 3-D Secure, and the fake's PaymentIntent behind it. */
async function awaiting3ds() {
  const inv = await fresh();
  const res = await pay(inv.id, card('pm_card_authenticationRequired'));
  const paymentId: number = res.json().payment.id;
  const intentId = await providerRefOf(t, paymentId);
  return { inv, res, paymentId, intentId };
}

describe('paying with a card through Stripe', () => {
  it('pays in full, records the card, and keeps the Stripe customer for the next payment', async () => {
    const inv = await fresh('1000.00'); // 1,120
    const res = await pay(inv.id, card('pm_card_visa', { payment_type: 'CUSTOM', amount: '500' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      payment: { status: 'COMPLETED', gateway_code: 'stripe', is_test: false, amount: '500.00', payment_method_details: { last_four: '4242' } },
      invoice: { paid_amount: '500.00' },
      next_action: null,
    });
    const [kept] = await queryRows<{ customer_ref: string }>(t, sql`select customer_ref from gateway_customers where gateway_code = 'stripe'`);
    expect(kept!.customer_ref).toMatch(/^cus_/);
    const first = stripe.state.paymentIntents.get(await providerRefOf(t, res.json().payment.id))!;
    expect(first).toMatchObject({ status: 'succeeded', amount: 50000, currency: 'php', customer: kept!.customer_ref });

    const second = await pay(inv.id, card('pm_card_mastercard'));
    expect(second.json()).toMatchObject({ status: 'succeeded', payment: { amount: '620.00' }, invoice: { payment_status: 'FULLY_PAID' } });
    expect(stripe.state.customers.size).toBe(1);
    expect(stripe.state.paymentIntents.get(await providerRefOf(t, second.json().payment.id))!.customer).toBe(kept!.customer_ref);
  });

  it('a declined card answers 402 with Stripe’s message and leaves the invoice as it was', async () => {
    const inv = await fresh();
    const res = await pay(inv.id, card('pm_card_chargeDeclined'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: 'Your card was declined.', code: 'declined', errors: { payment_method: ['Your card was declined.'] } });
    expect(await invoice(inv.id)).toMatchObject(unpaid);
  });

  it('3-D Secure: the browser confirms with the client secret (no redirect), then confirm records the payment', async () => {
    const { inv, res, paymentId, intentId } = await awaiting3ds();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'confirm_card',
        gateway_code: 'stripe',
        client_secret: stripe.state.paymentIntents.get(intentId)!.client_secret,
        publishable_key: stripe.config.publishableKey,
      },
    });
    expect((await invoice(inv.id)).payment_options.in_flight_amount).toBe('11200.00');
    stripe.completeAction(intentId, true);
    const confirmed = await confirm(paymentId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      payment: { status: 'COMPLETED', payment_method_details: { last_four: '3184' } },
      invoice: { paid_amount: '11200.00', payment_status: 'FULLY_PAID' },
    });
  });

  it('3-D Secure settled by the webhook: applied once, a repeat and a late failure change nothing', async () => {
    const { inv, paymentId, intentId } = await awaiting3ds();
    const pi = stripe.completeAction(intentId, true);
    const before = await moneyTrail(t, inv.id);
    const event = stripe.signedEvent('payment_intent.succeeded', pi);
    const first = await postWebhook(t, 'stripe', event.payload, event.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const paid = await moneyTrail(t, inv.id);
    expect(paid).toEqual({ ...before, completed: before.completed + 1, timeline: before.timeline + 1, mails: before.mails + 1 });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00', payment_status: 'FULLY_PAID' });

    expect((await postWebhook(t, 'stripe', event.payload, event.headers)).json()).toEqual({ received: true, duplicate: true });
    expect(await moneyTrail(t, inv.id)).toEqual(paid);

    // Out of order: a failure Stripe sent earlier arrives after the success.
    const late = stripe.signedEvent('payment_intent.payment_failed', {
      ...pi,
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await postWebhook(t, 'stripe', late.payload, late.headers)).statusCode).toBe(200);
    expect((await t.api.get(`/api/payments/client/payments/${paymentId}/`, { token })).json().status).toBe('COMPLETED');
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00' });
    expect(await moneyTrail(t, inv.id)).toEqual(paid);
    // The browser's confirm after the webhook adds nothing either.
    expect((await confirm(paymentId)).json().status).toBe('succeeded');
    expect(await moneyTrail(t, inv.id)).toEqual(paid);
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const { intentId } = await awaiting3ds();
    const pi = stripe.completeAction(intentId, true);
    const forged = stripe.signedEvent('payment_intent.succeeded', pi, 'whsec_someone_else');
    const res = await postWebhook(t, 'stripe', forged.payload, forged.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Invalid webhook signature.');
    const genuine = stripe.signedEvent('payment_intent.succeeded', pi);
    const tampered = await postWebhook(t, 'stripe', genuine.payload.replace('"amount":1120000', '"amount":1'), genuine.headers);
    expect(tampered.statusCode).toBe(400);
    expect((await postWebhook(t, 'stripe', genuine.payload, {})).statusCode).toBe(400);
  });
});

describe('saved cards', () => {
  it('saves a card checked by Stripe, then pays with it', async () => {
    const saved = await t.api.post(
      '/api/payments/client/payment-methods/',
      { type: 'CREDIT_CARD', gateway_code: 'stripe', stripe_payment_method_id: 'pm_card_visa', nickname: 'Visa' },
      { token },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'CREDIT_CARD', gateway: 'stripe', last_four: '4242', card_brand: 'visa', nickname: 'Visa', is_test: false });
    const [customer] = await queryRows<{ customer_ref: string }>(t, sql`select customer_ref from gateway_customers where gateway_code = 'stripe'`);
    const [ref] = await queryRows<{ provider_ref: string }>(t, sql`select provider_ref from payment_methods where id = ${saved.json().id}`);
    expect(stripe.state.paymentMethods.get(ref!.provider_ref)!.customer).toBe(customer!.customer_ref);

    const inv = await fresh();
    const res = await pay(inv.id, { payment_method: saved.json().id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', payment: { payment_method_details: { last_four: '4242' } } });
    expect(stripe.state.paymentIntents.get(await providerRefOf(t, res.json().payment.id))!.payment_method).toBe(ref!.provider_ref);
  });

  it('a card the issuer declines is not saved (402); a setup intent gives the browser its client secret', async () => {
    const declined = await t.api.post(
      '/api/payments/client/payment-methods/',
      { type: 'CREDIT_CARD', gateway_code: 'stripe', stripe_payment_method_id: 'pm_card_chargeDeclined', nickname: 'Declined' },
      { token },
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('Your card was declined.');
    const methods = (await t.api.get('/api/payments/client/payment-methods/', { token })).json();
    expect(methods.some((m: { nickname: string }) => m.nickname === 'Declined')).toBe(false);

    const setup = await t.api.post('/api/payments/client/payment-methods/setup_intent/', { gateway_code: 'stripe' }, { token });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toEqual({
      client_secret: expect.stringMatching(/^seti_\w+_secret_/),
      gateway_code: 'stripe',
      publishable_key: stripe.config.publishableKey,
    });
  });
});

describe('when Stripe is down', () => {
  const UNCONFIRMED =
    'We could not confirm this payment with the payment service. We will check it and update your payment shortly; you will not be charged twice.';
  const GATEWAY_DOWN = 'The payment gateway did not answer. Nothing was charged; please try again.';
  const lastPayment = async (invoiceId: number) =>
    (
      await queryRows<{ id: number; number: string; status: string }>(
        t,
        sql`select id, number, status from payments where invoice_id = ${invoiceId} order by id desc limit 1`,
      )
    )[0]!;
  /** The recovery job's turn: the payment's hold is made older than the stale-charge window first. */
  const recover = async (paymentId: number) => {
    await t.database.db.execute(sql`update payments set updated_at = now() - interval '31 minutes' where id = ${paymentId}`);
    await settleStaleCharges(t.app.ctx);
  };
  const chargeCall = { method: 'POST', path: '/v1/payment_intents' };
  const searchCall = { method: 'GET', path: '/v1/payment_intents/search' };
  afterEach(() => {
    stripe.state.cuts = [];
  });

  it('a 5xx for the charge and the lookup: 502 that does not claim nothing was charged, the hold kept; recovery settles it', async () => {
    const health = async () =>
      (await t.api.get('/api/payments/client/gateways/health/', { token })).json().gateways.find((g: { code: string }) => g.code === 'stripe');
    expect(await health()).toMatchObject({ ok: true });
    stripe.state.outage = 'http_500';
    expect(await health()).toMatchObject({ ok: false });
    const inv = await fresh();
    const res = await pay(inv.id, card('pm_card_visa'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'unavailable', detail: UNCONFIRMED });
    const row = await lastPayment(inv.id);
    expect(row.status).toBe('PROCESSING');
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '0.00', payment_options: { in_flight_amount: '11200.00' } });
    // Its amount stays held, so a second attempt cannot charge the same balance again.
    expect((await pay(inv.id, card('pm_card_visa'))).statusCode).toBe(409);
    stripe.state.outage = null;

    // Stripe answers again and has no charge with that number: the job fails it and the balance is free again.
    await recover(row.id);
    expect((await lastPayment(inv.id)).status).toBe('FAILED');
    expect(await invoice(inv.id)).toMatchObject(unpaid);

    // Had the card been charged while every answer was lost, Stripe's webhook still finds the payment by the
    // payment number it carries in metadata, and records it.
    const late = stripe.signedEvent('payment_intent.succeeded', {
      id: 'pi_lost_answer',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { reference: row.number },
    });
    expect((await postWebhook(t, 'stripe', late.payload, late.headers)).json()).toEqual({ received: true, duplicate: false });
    const after = (await t.api.get(`/api/payments/client/payments/${row.id}/`, { token })).json();
    expect(after.status, JSON.stringify({ row, after })).toBe('COMPLETED');
  });

  it('the answer to a charge Stripe made is lost: Stripe is asked by the payment number, and the payment is paid', async () => {
    const inv = await fresh();
    stripe.state.cuts = [{ ...chargeCall, after: true }];
    const res = await pay(inv.id, card('pm_card_visa'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', payment: { status: 'COMPLETED' }, invoice: { paid_amount: '11200.00' } });
    expect(stripe.state.paymentIntents.size).toBeGreaterThan(0);
    expect(stripe.state.requests.some((r) => r.path === searchCall.path && r.status === 200)).toBe(true);
  });

  it('a charge that timed out before Stripe made it: nothing at Stripe, so it fails with "Nothing was charged"', async () => {
    const inv = await fresh();
    const before = stripe.state.paymentIntents.size;
    stripe.state.cuts = [{ ...chargeCall, after: false }];
    const res = await pay(inv.id, card('pm_card_visa'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'unavailable', detail: GATEWAY_DOWN });
    expect(stripe.state.paymentIntents.size).toBe(before);
    expect((await lastPayment(inv.id)).status).toBe('FAILED');
    expect(await invoice(inv.id)).toMatchObject(unpaid);
  });

  it('the charge made, its answer and the lookup both lost: the payment stays in progress until recovery pays it', async () => {
    const inv = await fresh();
    stripe.state.cuts = [
      { ...chargeCall, after: true },
      { ...searchCall, after: false },
    ];
    const res = await pay(inv.id, card('pm_card_visa'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'unavailable', detail: UNCONFIRMED });
    const row = await lastPayment(inv.id);
    expect(row.status).toBe('PROCESSING');
    // While Stripe cannot be asked, the job leaves it alone.
    await recover(row.id);
    expect((await lastPayment(inv.id)).status).toBe('PROCESSING');
    stripe.state.cuts = [];
    await recover(row.id);
    expect((await lastPayment(inv.id)).status).toBe('COMPLETED');
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00', payment_options: { in_flight_amount: '0.00' } });
  });
});

describe('refunds', () => {
  it('the venue refunds part of a card payment; the client sees it; more than is left is refused', async () => {
    const inv = await fresh();
    const paymentId = (await pay(inv.id, card('pm_card_visa'))).json().payment.id;
    const refund = (amount: string, as = staff) => t.api.post(`/api/staff/payments/${paymentId}/refund/`, { amount, reason: 'Date moved' }, { token: as });
    expect((await refund('100.00', token)).statusCode).toBe(403);

    const res = await refund('1200.00');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'SUCCEEDED', amount: '1200.00', payment: paymentId });
    const intentId = await providerRefOf(t, paymentId);
    expect([...stripe.state.refunds.values()]).toContainEqual(expect.objectContaining({ payment_intent: intentId, amount: 120000 }));
    const mine = (await t.api.get('/api/payments/client/refunds/', { token })).json();
    expect(mine.results).toContainEqual(expect.objectContaining({ id: res.json().id, status: 'SUCCEEDED', amount: '1200.00' }));
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '10000.00', remaining_amount: '1200.00' });
    expect(await newestNotification(t, token)).toMatchObject({ type: 'payment', title: 'Refund of ₱1,200.00', link: '/payments' });

    const over = await refund('10000.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toBe('The refund must be between ₱0.01 and ₱10,000.00.');
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '10000.00' });
  });
});

describe('available gateways', () => {
  it('with real gateways configured the test gateway hides; Stripe shows its publishable key and never a secret', async () => {
    const res = await t.api.get('/api/payments/client/gateways/available/', { token });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { code: string; flow: string; public_config: Record<string, unknown> }[];
    expect(list.map((g) => [g.code, g.flow])).toEqual([
      ['stripe', 'stripe_card'],
      ['gcash', 'redirect'],
      ['paymaya', 'redirect'],
      ['bank_transfer', 'offline'],
      ['manual', 'offline'],
    ]);
    expect(list[0]!.public_config).toMatchObject({ publishable_key: stripe.config.publishableKey, environment: 'test' });
    const secrets = [stripe.env.STRIPE_SECRET_KEY, stripe.env.STRIPE_WEBHOOK_SECRET, paymongo.env.PAYMONGO_SECRET_KEY, paymongo.env.PAYMONGO_WEBHOOK_SECRET];
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  });

  it('PAYMENTS_TEST_GATEWAY=on keeps the test gateway beside them', async () => {
    const on = await createTestApp({ env: { ...stripe.env, ...paymongo.env, PAYMENTS_TEST_GATEWAY: 'on' } });
    try {
      const session = await registerClient(on, 'ana@example.test');
      const list = (await on.api.get('/api/payments/client/gateways/available/', { token: session.tokens.access })).json();
      expect(list.map((g: { code: string }) => g.code)).toEqual(['stripe', 'gcash', 'paymaya', 'bank_transfer', 'manual', 'test']);
    } finally {
      await on.close();
    }
  });
});

describe('the content security policy', () => {
  it('lets Stripe.js load, call Stripe and frame its card fields only while Stripe is configured', async () => {
    const csp = (await t.api.get('/api/health/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    const plain = await createTestApp();
    const without = (await plain.api.get('/api/health/')).headers['content-security-policy'] as string;
    await plain.close();
    expect(without).not.toContain('stripe');
  });
});
