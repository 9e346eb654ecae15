import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalFake, type TPaypalFake, type TPaypalWebhook } from '../../../test/paypal-fake';
import { loadPaymentsConfig } from '../../config';
import { GatewayUnavailableError, WebhookSignatureError, type TChargeRequest, type TPaymentGateway } from './gateway';
import { paypalGatewaysFrom } from './paypal-gateway';

let fake: TPaypalFake;
let paypal: TPaymentGateway;
let counter = 0;

const chargeRequest = (overrides: Partial<TChargeRequest> = {}): TChargeRequest => ({
  amountMinor: 1_500_00n,
  currency: 'PHP',
  reference: `PAY-PP-${++counter}`,
  description: 'INV-2026-000001 · Deposit (30%) · Garden Hall, 14 June',
  customer: { userId: 7, email: 'ana@example.test', name: 'Ana Santos' },
  returnUrl: 'http://portal.test/payments?payment=1',
  ...overrides,
});

const gatewayFor = (config: Partial<TPaypalFake['config']> = {}, timeoutMs = 2_000) =>
  paypalGatewaysFrom({ testGateway: 'auto', paypal: { ...fake.config, ...config } }, { timeoutMs })[0]!;

const verify = (gateway: TPaymentGateway, hook: Pick<TPaypalWebhook, 'body' | 'headers'>) => gateway.verifyWebhook!(Buffer.from(hook.body), hook.headers);

/** A charged order waiting for the payer, as charge() left it. */
async function chargedOrder(gateway = paypal) {
  const result = await gateway.charge(chargeRequest());
  if (result.status !== 'requires_action') throw new Error(`expected requires_action, got ${JSON.stringify(result)}`);
  return result.providerRef;
}
const requestsAfter = (n: number) => fake.state.requests.slice(n);

beforeAll(async () => {
  fake = await startPaypalFake();
  paypal = gatewayFor();
});
afterEach(() => {
  fake.setFailure('none');
  fake.state.refundStatus = 'COMPLETED';
});
afterAll(async () => {
  await fake.close();
});

describe('configuration', () => {
  it('is offered only with both keys, in sandbox unless PAYPAL_ENVIRONMENT=live, and shows the browser no secret', () => {
    expect(paypalGatewaysFrom({ testGateway: 'auto' })).toEqual([]);
    expect([paypal.code, paypal.name, paypal.methodType, paypal.environment]).toEqual(['paypal', 'PayPal', 'DIGITAL_WALLET', 'sandbox']);
    expect(loadPaymentsConfig({ PAYPAL_CLIENT_ID: 'id' }).paypal).toBeUndefined();
    expect(loadPaymentsConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: 'WH-1' }).paypal).toEqual({
      clientId: 'id',
      clientSecret: 's',
      webhookId: 'WH-1',
      environment: 'sandbox',
      apiBase: undefined,
    });
    const live = loadPaymentsConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_ENVIRONMENT: 'live' });
    expect(paypalGatewaysFrom(live)[0]!.environment).toBe('live');
    expect(paypal.publicConfig()).toEqual({
      environment: 'sandbox',
      min_amount: '29.00',
      supports_saved_methods: false,
      supports_refunds: true,
      supports_partial_payments: true,
    });
    expect(JSON.stringify(paypal.publicConfig())).not.toContain(fake.clientSecret);
  });
});

describe('charge and retrieve', () => {
  it('creates an order through the SDK, keyed by our payment number, and answers with the payer-action link', async () => {
    const before = fake.state.requests.length;
    const req = chargeRequest();
    const result = await paypal.charge(req);
    expect(result).toEqual({ status: 'requires_action', providerRef: expect.stringMatching(/^[0-9A-Z]{17}$/), redirectUrl: expect.any(String) });
    if (result.status !== 'requires_action') return;
    expect(result.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${result.providerRef}`);
    const create = requestsAfter(before).find((r) => r.path === '/v2/checkout/orders')!;
    expect(create).toMatchObject({
      method: 'POST',
      requestId: req.reference,
      authorization: expect.stringMatching(/^Bearer A21AA/),
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: req.reference, description: req.description, amount: { currency_code: 'PHP', value: '1500.00' } }],
        payment_source: {
          paypal: { experience_context: { return_url: req.returnUrl, cancel_url: req.returnUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } },
        },
      },
    });
  });

  it('asks for an OAuth token with the client credentials once, then reuses it', async () => {
    const fresh = gatewayFor();
    const before = fake.state.requests.length;
    await chargedOrder(fresh);
    await chargedOrder(fresh);
    const tokens = requestsAfter(before).filter((r) => r.path === '/v1/oauth2/token');
    expect(tokens).toEqual([
      expect.objectContaining({
        method: 'POST',
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        body: 'grant_type=client_credentials',
      }),
    ]);
  });

  it('a retry with the same payment number gets the first order instead of a second one', async () => {
    const req = chargeRequest();
    const first = await paypal.charge(req);
    const count = fake.state.orders.size;
    expect(await paypal.charge(req)).toEqual(first);
    expect(fake.state.orders.size).toBe(count);
  });

  it('waits while the payer has not approved, then captures once approved, keyed by the order', async () => {
    const ref = await chargedOrder();
    expect(await paypal.retrieve(ref)).toMatchObject({ status: 'requires_action', providerRef: ref, redirectUrl: expect.stringContaining(ref) });
    fake.approve(ref);
    const before = fake.state.requests.length;
    expect(await paypal.retrieve(ref)).toEqual({ status: 'succeeded', providerRef: ref });
    expect(requestsAfter(before).map((r) => `${r.method} ${r.path} ${r.requestId}`)).toEqual([
      `GET /v2/checkout/orders/${ref} null`,
      `POST /v2/checkout/orders/${ref}/capture ${ref}-capture`,
    ]);
    // Captured: later reads only read.
    expect(await paypal.retrieve(ref)).toEqual({ status: 'succeeded', providerRef: ref });
    expect(requestsAfter(before).filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('two callers capturing at once (the payer back, the webhook) make one capture', async () => {
    const ref = await chargedOrder();
    fake.approve(ref);
    const results = await Promise.all([paypal.retrieve(ref), paypal.retrieve(ref), gatewayFor().retrieve(ref)]);
    expect(results).toEqual([1, 2, 3].map(() => ({ status: 'succeeded', providerRef: ref })));
    expect([...fake.state.captures.values()].filter((c) => c.orderId === ref)).toHaveLength(1);
  });

  it('a capture PayPal declines fails the payment with a message', async () => {
    const ref = await chargedOrder();
    fake.decline(ref);
    expect(await paypal.retrieve(ref)).toEqual({
      status: 'failed',
      providerRef: ref,
      message: 'PayPal declined the payment. Please try another payment method.',
      declineCode: 'DECLINED',
    });
  });

  it('a pending capture is processing until PayPal settles it', async () => {
    const ref = await chargedOrder();
    fake.approve(ref, 'PENDING');
    expect(await paypal.retrieve(ref)).toEqual({ status: 'processing', providerRef: ref });
    fake.settleCapture(ref);
    expect(await paypal.retrieve(ref)).toEqual({ status: 'succeeded', providerRef: ref });
  });

  it('a voided order and an order PayPal does not know are failed', async () => {
    const ref = await chargedOrder();
    fake.expire(ref);
    expect(await paypal.retrieve(ref)).toMatchObject({ status: 'failed', message: expect.stringContaining('expired or was cancelled') });
    expect(await paypal.retrieve('0NOSUCHORDER00000')).toEqual({
      status: 'failed',
      providerRef: '0NOSUCHORDER00000',
      message: 'PayPal has no record of this payment.',
    });
  });

  it('passes on PayPal’s own words when it refuses the order', async () => {
    expect(await paypal.charge(chargeRequest({ currency: 'XYZ' }))).toEqual({
      status: 'failed',
      message: 'Currency code is not currently supported. (/purchase_units/0/amount/currency_code)',
      declineCode: 'CURRENCY_NOT_SUPPORTED',
    });
  });

  it.each(['error', 'drop', 'hang'] as const)('throws GatewayUnavailableError when PayPal does not answer (%s)', async (failure) => {
    const quick = gatewayFor({}, 300);
    await quick.health(); // a token first, so the outage hits the orders calls themselves
    fake.setFailure(failure);
    await expect(quick.charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(quick.retrieve('0ANYORDER00000000')).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(gatewayFor({}, 300).charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError); // at the token
  });

  it('throws GatewayUnavailableError when nothing listens at the address', async () => {
    const closed = await startPaypalFake();
    await closed.close();
    await expect(gatewayFor({ apiBase: closed.url }).charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('refused credentials say nothing about a payment: unavailable, not failed', async () => {
    const wrong = gatewayFor({ clientSecret: 'not-the-secret' });
    await expect(wrong.charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(wrong.retrieve(await chargedOrder())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('health', () => {
  it('is ok when PayPal grants a token, and says why not otherwise, without throwing', async () => {
    expect(await paypal.health()).toEqual({ ok: true, message: 'PayPal is answering (sandbox).' });
    expect(await gatewayFor({ clientSecret: 'wrong' }).health()).toEqual({ ok: false, message: 'PayPal refused the client ID and secret.' });
    fake.setFailure('drop');
    expect(await paypal.health()).toEqual({ ok: false, message: 'PayPal could not be reached.' });
    fake.setFailure('error');
    expect(await paypal.health()).toEqual({ ok: false, message: 'PayPal did not answer as expected (HTTP 500).' });
  });
});

describe('refunds', () => {
  async function capturedOrder() {
    const ref = await chargedOrder();
    fake.approve(ref);
    await paypal.retrieve(ref);
    return ref;
  }

  it('refunds part of the order’s capture, keyed, and the same key is the same refund', async () => {
    const ref = await capturedOrder();
    const result = await paypal.refund!(ref, 500_00n, 'refund-key-1');
    expect(result).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^[0-9A-Z]{17}$/) });
    const call = fake.state.requests.at(-1)!;
    const capture = [...fake.state.captures.values()].find((c) => c.orderId === ref)!;
    expect(call).toMatchObject({
      path: `/v2/payments/captures/${capture.id}/refund`,
      requestId: 'refund-key-1',
      body: { amount: { currency_code: 'PHP', value: '500.00' } },
    });
    expect(await paypal.refund!(ref, 500_00n, 'refund-key-1')).toEqual(result);
    expect(capture).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundIds: [expect.any(String)] });
  });

  it('a pending refund is pending; more than is left, or an uncaptured order, is refused in words', async () => {
    const ref = await capturedOrder();
    fake.state.refundStatus = 'PENDING';
    expect(await paypal.refund!(ref, 100_00n, 'refund-key-2')).toMatchObject({ status: 'pending' });
    expect(await paypal.refund!(ref, 1_500_00n, 'refund-key-3')).toEqual({
      status: 'failed',
      message: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    });
    expect(await paypal.refund!(await chargedOrder(), 100_00n, 'refund-key-4')).toEqual({
      status: 'failed',
      message: 'This payment was not completed, so there is nothing to refund.',
    });
  });
});

describe('webhooks', () => {
  it('asks PayPal to verify, sending the event back verbatim with the transmission headers and our webhook id', async () => {
    const ref = await chargedOrder();
    fake.approve(ref);
    const hook = fake.webhook('CHECKOUT.ORDER.APPROVED', ref);
    const before = fake.state.requests.length;
    expect(await verify(paypal, hook)).toEqual({ id: hook.eventId, type: 'payment.processing', providerRef: ref });
    const call = requestsAfter(before).find((r) => r.path === '/v1/notifications/verify-webhook-signature')!;
    expect(call.contentType).toBe('application/json');
    expect(call.authorization).toMatch(/^Bearer /);
    expect(call.body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: hook.headers['paypal-cert-url'],
      transmission_id: hook.headers['paypal-transmission-id'],
      transmission_sig: hook.headers['paypal-transmission-sig'],
      transmission_time: hook.headers['paypal-transmission-time'],
      webhook_id: fake.webhookId,
      webhook_event: JSON.parse(hook.body),
    });
  });

  it('maps capture events to the order they belong to', async () => {
    const ref = await chargedOrder();
    fake.approve(ref, 'PENDING');
    await paypal.retrieve(ref);
    const pending = fake.webhook('PAYMENT.CAPTURE.PENDING', ref);
    expect(await verify(paypal, pending)).toMatchObject({ id: pending.eventId, type: 'ignored' });
    fake.settleCapture(ref);
    const completed = fake.webhook('PAYMENT.CAPTURE.COMPLETED', ref);
    expect(await verify(paypal, completed)).toEqual({ id: completed.eventId, type: 'payment.succeeded', providerRef: ref });
    const denied = fake.webhook('PAYMENT.CAPTURE.DENIED', ref);
    expect(await verify(paypal, denied)).toEqual({
      id: denied.eventId,
      type: 'payment.failed',
      providerRef: ref,
      failureMessage: 'PayPal declined the payment. Please try another payment method.',
    });
  });

  it('refuses a tampered body, another webhook’s signature, missing headers, and a server without PAYPAL_WEBHOOK_ID', async () => {
    const ref = await chargedOrder();
    fake.approve(ref);
    const hook = fake.webhook('CHECKOUT.ORDER.APPROVED', ref);
    await expect(verify(paypal, { ...hook, body: hook.body.replace(ref, '0SOMEONEELSES0000') })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(verify(paypal, fake.webhook('CHECKOUT.ORDER.APPROVED', ref, 'WH-ANOTHER-WEBHOOK'))).rejects.toBeInstanceOf(WebhookSignatureError);
    const { 'paypal-transmission-sig': _sig, ...unsigned } = hook.headers;
    await expect(paypal.verifyWebhook!(Buffer.from(hook.body), unsigned)).rejects.toBeInstanceOf(WebhookSignatureError);
    const before = fake.state.requests.length;
    await expect(verify(gatewayFor({ webhookId: '' }), hook)).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(fake.state.requests.length).toBe(before); // refused without asking PayPal
  });

  it('cannot verify while PayPal is down: unavailable, so the delivery is retried', async () => {
    const ref = await chargedOrder();
    fake.approve(ref);
    const hook = fake.webhook('CHECKOUT.ORDER.APPROVED', ref);
    fake.setFailure('error');
    await expect(verify(paypal, hook)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('the fake payer page', () => {
  it('approves and returns the payer to return_url with the token, or cancels to cancel_url', async () => {
    const req = chargeRequest();
    const result = await paypal.charge(req);
    if (result.status !== 'requires_action') throw new Error('expected requires_action');
    expect((await fetch(result.redirectUrl!)).status).toBe(200);
    const back = await fetch(`${fake.url}/checkoutnow/approve?token=${result.providerRef}`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!).searchParams.get('token')).toBe(result.providerRef);
    expect(await paypal.retrieve(result.providerRef)).toMatchObject({ status: 'succeeded' });

    const other = await chargedOrder();
    const cancelled = await fetch(`${fake.url}/checkoutnow/cancel?token=${other}`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toContain(req.returnUrl.split('?')[0]);
    expect(await paypal.retrieve(other)).toMatchObject({ status: 'requires_action' });
  });
});
