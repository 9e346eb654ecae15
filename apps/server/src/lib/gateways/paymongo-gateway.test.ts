import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signPaymongoWebhook, startPaymongoFake, type TPaymongoFake, type TSignedWebhook } from '../../../test/paymongo-fake';
import { GatewayUnavailableError, type TChargeRequest, type TPaymentGateway, WebhookSignatureError } from './gateway';
import { paymongoGatewaysFrom } from './paymongo-gateway';

let fake: TPaymongoFake;
let gcash: TPaymentGateway;
let maya: TPaymentGateway;
let counter = 0;

const chargeRequest = (overrides: Partial<TChargeRequest> = {}): TChargeRequest => ({
  amountMinor: 1_500_00n,
  currency: 'PHP',
  reference: `PAY-TEST-${++counter}`,
  description: 'Deposit for the Garden Hall, 14 June',
  customer: { userId: 7, email: 'ana@example.test', name: 'Ana Santos' },
  returnUrl: 'http://localhost:5173/portal/payments/return',
  ...overrides,
});

const gatewaysFor = (config: Partial<NonNullable<Parameters<typeof paymongoGatewaysFrom>[0]['paymongo']>>, timeoutMs = 2_000) =>
  paymongoGatewaysFrom({ testGateway: 'auto', paymongo: { ...fake.config, ...config } }, { timeoutMs });

const parse = (gateway: TPaymentGateway, webhook: Pick<TSignedWebhook, 'body' | 'headers'>) =>
  gateway.parseWebhook!(Buffer.from(webhook.body), webhook.headers);

async function chargedIntent(gateway = gcash) {
  const result = await gateway.charge(chargeRequest());
  if (result.status !== 'requires_action') throw new Error(`expected requires_action, got ${JSON.stringify(result)}`);
  return result.providerRef;
}

beforeAll(async () => {
  fake = await startPaymongoFake();
  [gcash, maya] = gatewaysFor({}) as [TPaymentGateway, TPaymentGateway];
});
afterEach(() => fake.setFailure('none'));
afterAll(async () => {
  await fake.close();
});

describe('configuration', () => {
  it('offers GCash and Maya only when PayMongo is configured, in the key’s environment', () => {
    expect(paymongoGatewaysFrom({ testGateway: 'auto' })).toEqual([]);
    expect([gcash.code, gcash.name, maya.code, maya.name]).toEqual(['gcash', 'GCash', 'paymaya', 'Maya']);
    expect(gcash.methodType).toBe('DIGITAL_WALLET');
    expect(gcash.environment).toBe('test');
    expect(gatewaysFor({ secretKey: 'sk_live_abc' })[0]!.environment).toBe('live');
    expect(maya.publicConfig()).toEqual({
      environment: 'test',
      min_amount: '20.00',
      max_amount: '100000.00',
      supports_saved_methods: false,
      supports_refunds: true,
      supports_partial_payments: true,
    });
    expect(JSON.stringify(gcash.publicConfig())).not.toContain(fake.secretKey);
  });
});

describe('charge and retrieve', () => {
  it('creates, attaches and answers with the wallet redirect, keyed by our payment number', async () => {
    const before = fake.state.requests.length;
    const req = chargeRequest();
    const result = await gcash.charge(req);
    expect(result).toEqual({ status: 'requires_action', providerRef: expect.stringMatching(/^pi_/), redirectUrl: expect.any(String) });
    if (result.status !== 'requires_action') return;
    expect(result.redirectUrl).toBe(`${fake.url}/redirect/${result.providerRef}`);

    const [create, method, attach] = fake.state.requests.slice(before);
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: expect.stringContaining(req.reference),
      attributes: { amount: 150000, currency: 'PHP', payment_method_allowed: ['gcash'], description: req.description, metadata: { reference: req.reference } },
    });
    expect(method).toMatchObject({ path: '/v1/payment_methods', attributes: { type: 'gcash', billing: { name: 'Ana Santos', email: 'ana@example.test' } } });
    expect(attach).toMatchObject({
      path: `/v1/payment_intents/${result.providerRef}/attach`,
      idempotencyKey: expect.stringContaining(req.reference),
      attributes: { payment_method: expect.stringMatching(/^pm_/), client_key: expect.stringContaining(result.providerRef), return_url: req.returnUrl },
    });
  });

  it('Maya asks for a paymaya method', async () => {
    const ref = await chargedIntent(maya);
    expect(fake.state.intents.get(ref)!.allowed).toEqual(['paymaya']);
  });

  it('a retry with the same payment number returns the first intent instead of opening another', async () => {
    const req = chargeRequest();
    const first = await gcash.charge(req);
    const count = fake.state.intents.size;
    const again = await gcash.charge(req);
    expect(again).toEqual(first);
    expect(fake.state.intents.size).toBe(count);
  });

  it('a retry that finds the intent already attached reports it rather than failing', async () => {
    const req = chargeRequest();
    const first = await gcash.charge(req);
    // As if PayMongo had not kept the attach key: the second attach is refused, the intent is still waiting.
    for (const key of [...fake.state.idempotency.keys()]) if (key.startsWith(req.reference) && key.endsWith('attach')) fake.state.idempotency.delete(key);
    expect(await gcash.charge(req)).toEqual(first);
  });

  it('reads the outcome after the payer approves at the wallet', async () => {
    const ref = await chargedIntent();
    expect(await gcash.retrieve(ref)).toMatchObject({ status: 'requires_action', providerRef: ref });
    fake.pay(ref);
    expect(await gcash.retrieve(ref)).toEqual({ status: 'succeeded', providerRef: ref });
  });

  it('reads a declined wallet payment as failed, in PayMongo’s words', async () => {
    const ref = await chargedIntent();
    fake.fail(ref, 'Account has insufficient balance to perform this transaction.', 'insufficient_funds');
    expect(await gcash.retrieve(ref)).toEqual({
      status: 'failed',
      providerRef: ref,
      message: 'Account has insufficient balance to perform this transaction.',
      declineCode: 'insufficient_funds',
    });
  });

  it('refuses a currency other than pesos without calling PayMongo', async () => {
    const before = fake.state.requests.length;
    expect(await gcash.charge(chargeRequest({ currency: 'USD' }))).toEqual({ status: 'failed', message: 'GCash and Maya accept Philippine pesos only.' });
    expect(fake.state.requests.length).toBe(before);
  });

  it('passes on PayMongo’s own reason when it refuses the request', async () => {
    expect(await gcash.charge(chargeRequest({ amountMinor: 1500n }))).toEqual({
      status: 'failed',
      message: 'amount must be at least 2000.',
      declineCode: 'parameter_below_minimum',
    });
    expect(await gcash.retrieve('pi_missing')).toMatchObject({ status: 'failed', providerRef: 'pi_missing', message: expect.stringContaining('No such') });
  });

  it.each(['error', 'drop', 'hang'] as const)('throws GatewayUnavailableError when PayMongo does not answer (%s)', async (failure) => {
    fake.setFailure(failure);
    const [quick] = gatewaysFor({}, 300);
    await expect(quick!.charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(quick!.retrieve('pi_any')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('throws GatewayUnavailableError when nothing listens at the address', async () => {
    const closed = await startPaymongoFake();
    await closed.close();
    const [gateway] = gatewaysFor({ apiBase: closed.url });
    await expect(gateway!.charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('the fake wallet page', () => {
  it('approves in the browser, delivers the signed webhook and sends the payer back', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push({ body, signature: req.headers['paymongo-signature'] as string | undefined });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    fake.state.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/paymongo`;
    try {
      const req = chargeRequest();
      const result = await gcash.charge(req);
      if (result.status !== 'requires_action') throw new Error('expected requires_action');
      expect((await fetch(result.redirectUrl!)).status).toBe(200);
      const back = await fetch(`${result.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect([back.status, back.headers.get('location')]).toEqual([303, req.returnUrl]);
      expect(received).toHaveLength(1);
      expect(
        parse(gcash, { body: received[0]!.body, headers: { 'content-type': 'application/json', 'paymongo-signature': received[0]!.signature! } }),
      ).toMatchObject({
        type: 'payment.succeeded',
        providerRef: result.providerRef,
      });
    } finally {
      fake.state.webhookUrl = undefined;
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('health', () => {
  it('is ok with the right key, and says so plainly when the key is refused or PayMongo is down', async () => {
    expect(await gcash.health()).toEqual({ ok: true, message: 'PayMongo is answering (test mode).' });
    const [wrongKey] = gatewaysFor({ secretKey: 'sk_test_wrong' });
    expect(await wrongKey!.health()).toEqual({ ok: false, message: 'The PayMongo key was refused.' });
    fake.setFailure('drop');
    expect(await gcash.health()).toEqual({ ok: false, message: 'PayMongo did not answer.' });
  });

  it('a charge with a refused key fails with PayMongo’s words', async () => {
    const [wrongKey] = gatewaysFor({ secretKey: 'sk_test_wrong' });
    expect(await wrongKey!.charge(chargeRequest())).toMatchObject({ status: 'failed', message: 'API key is invalid or missing.' });
    // ...but a refused key says nothing about an existing payment, so reading one is "unknown", not "failed".
    const ref = await chargedIntent();
    await expect(wrongKey!.retrieve(ref)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('webhooks', () => {
  it('accepts a signed payment.paid and maps it to the intent', async () => {
    const ref = await chargedIntent();
    const webhook = fake.pay(ref);
    expect(parse(gcash, webhook)).toEqual({ id: webhook.eventId, type: 'payment.succeeded', providerRef: ref });
    // One PayMongo webhook serves both wallets.
    expect(parse(maya, webhook).type).toBe('payment.succeeded');
  });

  it('accepts a signed payment.failed with the reason', async () => {
    const ref = await chargedIntent(maya);
    const webhook = fake.fail(ref, 'Issuer declined the transaction.', 'PY0119');
    expect(parse(maya, webhook)).toEqual({ id: webhook.eventId, type: 'payment.failed', providerRef: ref, failureMessage: 'Issuer declined the transaction.' });
  });

  it('ignores events it does not act on', () => {
    const webhook = fake.signedEvent('source.chargeable', { id: 'src_1', type: 'source', attributes: { status: 'chargeable' } });
    expect(parse(gcash, webhook)).toMatchObject({ id: webhook.eventId, type: 'ignored' });
  });

  it('refuses a tampered body, a wrong secret, an old or missing signature, and the live signature in test mode', async () => {
    const ref = await chargedIntent();
    const webhook = fake.pay(ref);
    const refused = (body: string, signature: string | undefined) =>
      expect(() => gcash.parseWebhook!(Buffer.from(body), { 'paymongo-signature': signature })).toThrow(WebhookSignatureError);

    refused(webhook.body.replace('"paid"', '"failed"'), webhook.headers['paymongo-signature']);
    refused(webhook.body, signPaymongoWebhook(webhook.body, 'whsk_someone_else', 'test'));
    refused(webhook.body, signPaymongoWebhook(webhook.body, fake.webhookSecret, 'test', Math.floor(Date.now() / 1000) - 6 * 60));
    refused(webhook.body, signPaymongoWebhook(webhook.body, fake.webhookSecret, 'live'));
    refused(webhook.body, undefined);
    refused(webhook.body, 'te=abc');
    const [noSecret] = gatewaysFor({ webhookSecret: '' });
    expect(() => parse(noSecret!, webhook)).toThrow(WebhookSignatureError);
  });

  it('a live key trusts the li signature', () => {
    const [live] = gatewaysFor({ secretKey: 'sk_live_abc' });
    const body = JSON.stringify({
      data: {
        id: 'evt_live',
        type: 'event',
        attributes: { type: 'payment.paid', data: { id: 'pay_1', type: 'payment', attributes: { payment_intent_id: 'pi_1' } } },
      },
    });
    const headers = { 'paymongo-signature': signPaymongoWebhook(body, fake.webhookSecret, 'live') };
    expect(live!.parseWebhook!(Buffer.from(body), headers)).toEqual({ id: 'evt_live', type: 'payment.succeeded', providerRef: 'pi_1' });
    expect(() => live!.parseWebhook!(Buffer.from(body), { 'paymongo-signature': signPaymongoWebhook(body, fake.webhookSecret, 'test') })).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('refunds', () => {
  it('refunds part of a paid charge, keyed, and reports the refund event on the intent', async () => {
    const ref = await chargedIntent();
    fake.pay(ref);
    const result = await gcash.refund!(ref, 500_00n, 'refund-key-1');
    expect(result).toEqual({ status: 'pending', providerRef: expect.stringMatching(/^ref_/) });
    if (result.status === 'failed') return;
    const refund = fake.state.refunds.get(result.providerRef)!;
    expect(refund).toMatchObject({ amount: 50000, paymentId: fake.state.intents.get(ref)!.payments[0]!.id, reason: 'requested_by_customer' });
    expect(fake.state.requests.at(-1)!.idempotencyKey).toBe('refund-key-1');
    // The same key again is the same refund, not a second one.
    expect(await gcash.refund!(ref, 500_00n, 'refund-key-1')).toEqual(result);

    const webhook = fake.completeRefund(result.providerRef);
    expect(parse(gcash, webhook)).toEqual({ id: webhook.eventId, type: 'refund.succeeded', providerRef: ref });
  });

  it('refuses to refund more than was paid, or a charge that was never paid', async () => {
    const ref = await chargedIntent();
    expect(await gcash.refund!(ref, 100_00n, 'refund-key-2')).toEqual({
      status: 'failed',
      message: 'This payment was not completed, so there is nothing to refund.',
    });
    fake.pay(ref);
    expect(await gcash.refund!(ref, 2_000_00n, 'refund-key-3')).toEqual({
      status: 'failed',
      message: 'The amount to refund is greater than the refundable amount of the payment.',
    });
  });
});
