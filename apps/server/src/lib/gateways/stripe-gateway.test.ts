import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeFake, type TStripeFake } from '../../../test/stripe-fake';
import { CardRefusedError, GatewayUnavailableError, WebhookSignatureError, type TChargeRequest, type TPaymentGateway } from './gateway';
import { stripeGatewaysFrom } from './stripe-gateway';

/** The adapter through the official SDK against a local fake of Stripe's HTTP API (test/stripe-fake.ts). */
let fake: TStripeFake;
let stripe: TPaymentGateway;
const gatewayAt = (settings: Partial<TStripeFake['config']>) => stripeGatewaysFrom({ stripe: { ...fake.config, ...settings }, testGateway: 'auto' })[0]!;

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = gatewayAt({});
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.outage = null;
});

const customer = { userId: 7, email: 'ana@example.test', name: 'Ana Cruz' };
let payments = 0;
const chargeRequest = (methodRef: string, extra: Partial<TChargeRequest> = {}): TChargeRequest => ({
  amountMinor: 250_000n,
  currency: 'PHP',
  reference: `PAY-2026-${String(++payments).padStart(4, '0')}`,
  description: 'Deposit for INV-2026-0001',
  customer,
  methodRef,
  returnUrl: 'https://venue.test/portal/payments/return',
  ...extra,
});
const succeeded = async (methodRef = 'pm_card_visa', extra: Partial<TChargeRequest> = {}) => {
  const result = await stripe.charge(chargeRequest(methodRef, extra));
  if (result.status !== 'succeeded') throw new Error(`expected a success, got ${JSON.stringify(result)}`);
  return result;
};

describe('configuration', () => {
  it('is on only with keys, and tells test keys from live ones', () => {
    expect(stripeGatewaysFrom({ testGateway: 'auto' })).toEqual([]);
    expect(stripe).toMatchObject({ code: 'stripe', name: 'Credit or Debit Card', methodType: 'CREDIT_CARD', environment: 'test' });
    expect(gatewayAt({ secretKey: 'sk_live_abc' }).environment).toBe('live');
  });

  it('shows the browser the publishable key and never the secret', () => {
    const config = stripe.publicConfig();
    expect(config).toEqual({
      publishable_key: fake.config.publishableKey,
      environment: 'test',
      min_amount: '29.00',
      max_amount: '999999.99',
      supports_saved_methods: true,
      supports_refunds: true,
      supports_apple_pay: true,
      supports_google_pay: true,
    });
    expect(JSON.stringify(config)).not.toContain(fake.config.secretKey);
  });
});

describe('charge', () => {
  it('charges a card, reads its details from Stripe and returns the new customer', async () => {
    const req = chargeRequest('pm_card_visa');
    const result = await stripe.charge(req);
    expect(result).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^pi_/), providerCustomerId: expect.stringMatching(/^cus_/) });
    if (result.status !== 'succeeded') throw new Error('unreachable');
    // Stripe's test method makes a real pm_ id: that, not "pm_card_visa", is what could be saved.
    expect(result.card).toMatchObject({ providerRef: expect.stringMatching(/^pm_(?!card)/), lastFour: '4242', brand: 'visa' });
    expect(result.card!.expYear).toBeGreaterThan(2000);

    const intent = fake.state.paymentIntents.get(result.providerRef)!;
    expect(intent).toMatchObject({
      amount: 250000,
      currency: 'php',
      customer: result.providerCustomerId,
      metadata: { reference: req.reference },
      description: req.description,
      setup_future_usage: null,
    });
    expect(fake.state.customers.get(result.providerCustomerId!)).toMatchObject({ email: customer.email, name: customer.name, metadata: { user_id: '7' } });
  });

  it('keeps the card for later when asked, for the customer the service already knows', async () => {
    const first = await succeeded();
    const customersBefore = fake.state.customers.size;
    const result = await succeeded('pm_card_mastercard', { saveMethod: true, customer: { ...customer, providerCustomerId: first.providerCustomerId } });
    expect(fake.state.customers.size).toBe(customersBefore);
    expect(result.card).toMatchObject({ lastFour: '4444', brand: 'mastercard' });
    expect(fake.state.paymentIntents.get(result.providerRef)!.setup_future_usage).toBe('off_session');
    expect(fake.state.paymentMethods.get(result.card!.providerRef)!.customer).toBe(first.providerCustomerId);
  });

  it("answers a decline with Stripe's own words", async () => {
    expect(await stripe.charge(chargeRequest('pm_card_chargeDeclined'))).toEqual({
      status: 'failed',
      providerRef: expect.stringMatching(/^pi_/),
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
    expect(await stripe.charge(chargeRequest('pm_card_chargeDeclinedInsufficientFunds'))).toMatchObject({
      status: 'failed',
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
  });

  it('refuses a method Stripe does not know, and a charge with no method, without calling it an outage', async () => {
    const intents = fake.state.paymentIntents.size;
    expect(await stripe.charge(chargeRequest('pm_does_not_exist'))).toMatchObject({ status: 'failed', message: expect.stringContaining('different card') });
    expect(fake.state.paymentIntents.size).toBe(intents);
    expect(await stripe.charge(chargeRequest('', { methodRef: undefined }))).toMatchObject({ status: 'failed' });
  });

  it('asks for 3-D Secure, then reads the outcome once the payer answered', async () => {
    const result = await stripe.charge(chargeRequest('pm_card_authenticationRequired'));
    expect(result).toMatchObject({ status: 'requires_action', providerRef: expect.stringMatching(/^pi_/) });
    if (result.status !== 'requires_action') throw new Error('unreachable');
    expect(result.clientSecret).toMatch(new RegExp(`^${result.providerRef}_secret_`));
    expect(result.redirectUrl).toContain(`/3ds/${result.providerRef}`);
    expect(await stripe.retrieve(result.providerRef)).toMatchObject({ status: 'requires_action', clientSecret: result.clientSecret });

    fake.completeAction(result.providerRef, true);
    expect(await stripe.retrieve(result.providerRef)).toMatchObject({ status: 'succeeded', card: { lastFour: '3184', brand: 'visa' } });
  });

  it('reads a failed 3-D Secure as a failed payment with the reason', async () => {
    const result = await stripe.charge(chargeRequest('pm_card_authenticationRequired'));
    if (result.status !== 'requires_action') throw new Error(`expected requires_action, got ${result.status}`);
    fake.completeAction(result.providerRef, false);
    expect(await stripe.retrieve(result.providerRef)).toMatchObject({ status: 'failed', message: expect.stringContaining('unable to authenticate') });
    expect(await stripe.retrieve('pi_unknown')).toMatchObject({ status: 'failed' });
  });

  it('cancels an intent waiting on 3-D Secure; one the payer already finished stays paid', async () => {
    const waiting = await stripe.charge(chargeRequest('pm_card_authenticationRequired'));
    if (waiting.status !== 'requires_action') throw new Error(`expected requires_action, got ${waiting.status}`);
    expect(await stripe.cancel!(waiting.providerRef)).toEqual({ status: 'failed', providerRef: waiting.providerRef, message: 'The payment was canceled.' });
    expect(fake.state.paymentIntents.get(waiting.providerRef)!.status).toBe('canceled');
    // Cancelling again: Stripe refuses (already canceled), and the intent still reads as cancelled.
    expect(await stripe.cancel!(waiting.providerRef)).toMatchObject({ status: 'failed', message: 'The payment was canceled.' });

    const finished = await stripe.charge(chargeRequest('pm_card_authenticationRequired'));
    if (finished.status !== 'requires_action') throw new Error(`expected requires_action, got ${finished.status}`);
    fake.completeAction(finished.providerRef, true);
    expect(await stripe.cancel!(finished.providerRef)).toMatchObject({ status: 'succeeded', providerRef: finished.providerRef });
    expect(await stripe.cancel!('pi_unknown')).toEqual({ status: 'failed', providerRef: 'pi_unknown', message: 'Payment intent not initialized' });
  });

  it('charges once for one reference, however often it is asked', async () => {
    const req = chargeRequest('pm_card_visa');
    const first = await stripe.charge(req);
    const again = await stripe.charge(req);
    expect(again).toEqual(first);
    expect([...fake.state.paymentIntents.values()].filter((pi) => pi.metadata.reference === req.reference)).toHaveLength(1);
    expect(fake.state.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: req.reference, replayed: true });

    // A declined first attempt stays declined for the same reference, as at Stripe.
    const declined = chargeRequest('pm_card_chargeDeclined');
    expect(await stripe.charge(declined)).toEqual(await stripe.charge(declined));
  });

  it('finds a charge by our payment number when its answer was never recorded, and answers null for one never made', async () => {
    const req = chargeRequest('pm_card_visa');
    const charged = await stripe.charge(req);
    expect(await stripe.findByReference!(req.reference)).toMatchObject({ status: 'succeeded', providerRef: (charged as { providerRef: string }).providerRef });
    expect(await stripe.findByReference!('PAY-2026-999999')).toBeNull();
    fake.state.outage = 'http_500';
    await expect(stripe.findByReference!(req.reference)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('reports an outage as GatewayUnavailableError: 5xx, dropped connections, nothing listening', async () => {
    // A 5xx or a connection cut after sending may follow a charge Stripe made; nothing listening means never sent.
    const mayHaveReached = (reached: boolean) => expect.objectContaining({ name: 'GatewayUnavailableError', mayHaveReached: reached });
    fake.state.outage = 'http_500';
    await expect(stripe.charge(chargeRequest('pm_card_visa'))).rejects.toEqual(mayHaveReached(true));
    await expect(stripe.retrieve('pi_any')).rejects.toBeInstanceOf(GatewayUnavailableError);
    fake.state.outage = 'drop';
    await expect(stripe.charge(chargeRequest('pm_card_visa'))).rejects.toEqual(mayHaveReached(true));
    fake.state.outage = null;

    const gone = await startStripeFake();
    await gone.close();
    const refused = gatewayAt({ apiBase: gone.url }).charge(chargeRequest('pm_card_visa'));
    await expect(refused).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(refused).rejects.toEqual(mayHaveReached(false));
  });
});

describe('saved cards', () => {
  it('creates a SetupIntent for the customer, creating the customer once', async () => {
    const setup = await stripe.createSetup!({ ...customer, userId: 8, email: 'ben@example.test' });
    expect(setup.clientSecret).toMatch(/^seti_\w+_secret_/);
    expect(fake.state.customers.get(setup.providerCustomerId!)).toMatchObject({ email: 'ben@example.test' });
    const again = await stripe.createSetup!({ ...customer, userId: 8, email: 'ben@example.test' });
    expect(again.providerCustomerId).toBe(setup.providerCustomerId);
  });

  it('keeps a card for the customer and returns what Stripe says about it', async () => {
    const saved = await stripe.saveMethod!(customer, 'pm_card_mastercard');
    expect(saved.card).toMatchObject({ providerRef: expect.stringMatching(/^pm_/), lastFour: '4444', brand: 'mastercard' });
    expect(fake.state.paymentMethods.get(saved.card.providerRef)!.customer).toBe(saved.providerCustomerId);

    // Already the customer's (a SetupIntent attached it): the same card back.
    const known = { ...customer, providerCustomerId: saved.providerCustomerId };
    expect((await stripe.saveMethod!(known, saved.card.providerRef)).card).toEqual(saved.card);
  });

  it('refuses a card the issuer declines, or one Stripe does not know, with CardRefusedError', async () => {
    const refusal = stripe.saveMethod!(customer, 'pm_card_chargeDeclined');
    await expect(refusal).rejects.toBeInstanceOf(CardRefusedError);
    await expect(refusal).rejects.toMatchObject({ message: 'Your card was declined.', declineCode: 'generic_decline' });
    await expect(stripe.saveMethod!(customer, 'pm_nope')).rejects.toBeInstanceOf(CardRefusedError);
  });

  it('detaches a card, and detaching it again is not an error', async () => {
    const saved = await stripe.saveMethod!(customer, 'pm_card_visa');
    await stripe.detachMethod!(saved.card.providerRef);
    expect(fake.state.paymentMethods.get(saved.card.providerRef)!.customer).toBeNull();
    await expect(stripe.detachMethod!(saved.card.providerRef)).resolves.toBeUndefined();
  });
});

describe('refund', () => {
  it('refunds part of a payment, and refuses more than is left or a payment that never went through', async () => {
    const paid = await succeeded();
    expect(await stripe.refund!(paid.providerRef, 100_000n, 'refund-1')).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^re_/) });
    expect(await stripe.refund!(paid.providerRef, 100_000n, 'refund-1')).toEqual(await stripe.refund!(paid.providerRef, 100_000n, 'refund-1'));
    expect(await stripe.refund!(paid.providerRef, 200_000n, 'refund-2')).toMatchObject({ status: 'failed', message: expect.stringContaining('greater than') });

    const declined = await stripe.charge(chargeRequest('pm_card_chargeDeclined'));
    expect(await stripe.refund!(declined.status === 'failed' ? declined.providerRef! : '', 1_000n, 'refund-3')).toMatchObject({ status: 'failed' });
  });
});

describe('health', () => {
  it('is ok when Stripe accepts the key, and says why not otherwise, without throwing', async () => {
    expect(await stripe.health()).toEqual({ ok: true, message: expect.stringContaining('test mode') });
    expect(await gatewayAt({ secretKey: 'sk_test_wrong' }).health()).toEqual({ ok: false, message: expect.stringContaining('secret key') });
    fake.state.outage = 'http_500';
    expect(await stripe.health()).toMatchObject({ ok: false });
  });
});

describe('webhooks', () => {
  const parse = (signed: { payload: string; headers: Record<string, string> }) => stripe.parseWebhook!(Buffer.from(signed.payload), signed.headers);

  it('maps payment and refund events to the service, and ignores the rest', async () => {
    const paid = await succeeded();
    const intent = fake.state.paymentIntents.get(paid.providerRef)!;
    const signed = fake.signedEvent('payment_intent.succeeded', intent);
    expect(parse(signed)).toEqual({ id: signed.event.id, type: 'payment.succeeded', providerRef: intent.id, reference: intent.metadata.reference });

    const failed = fake.signedEvent('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect(parse(failed)).toMatchObject({ type: 'payment.failed', providerRef: intent.id, failureMessage: 'Your card was declined.' });
    expect(parse(fake.signedEvent('payment_intent.processing', intent))).toMatchObject({ type: 'payment.processing', providerRef: intent.id });
    expect(parse(fake.signedEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: intent.id }))).toMatchObject({
      type: 'refund.succeeded',
      providerRef: intent.id,
    });
    const refund = { id: 're_1', object: 'refund', payment_intent: intent.id };
    expect(parse(fake.signedEvent('refund.updated', { ...refund, status: 'succeeded' }))).toMatchObject({ type: 'refund.succeeded', providerRef: intent.id });
    expect(parse(fake.signedEvent('refund.updated', { ...refund, status: 'failed', failure_reason: 'lost_or_stolen_card' }))).toMatchObject({
      type: 'refund.failed',
      failureMessage: 'lost_or_stolen_card',
    });
    expect(parse(fake.signedEvent('refund.updated', { ...refund, status: 'pending' })).type).toBe('ignored');
    expect(parse(fake.signedEvent('customer.created', { id: 'cus_1', object: 'customer' }))).toMatchObject({ type: 'ignored' });
  });

  it('refuses a wrong signature, a tampered body, a missing header and an old timestamp', () => {
    const signed = fake.signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() => parse(fake.signedEvent('payment_intent.succeeded', { id: 'pi_1' }, 'whsec_someone_else'))).toThrow(WebhookSignatureError);
    expect(() => parse({ ...signed, payload: signed.payload.replace('pi_1', 'pi_2') })).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook!(Buffer.from(signed.payload), {})).toThrow(WebhookSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: signed.payload,
      secret: fake.config.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => parse({ payload: signed.payload, headers: { 'stripe-signature': stale } })).toThrow(WebhookSignatureError);
  });
});
