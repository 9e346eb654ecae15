import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { fromMinor } from '@venue/shared/money';
import { minimumChargeMinor } from '@venue/shared/payments/charge-amount';
import type { TPaymentsConfig } from '../../config';
import {
  CardRefusedError,
  GatewayUnavailableError,
  WebhookSignatureError,
  type TCardDetails,
  type TChargeResult,
  type TGatewayCustomer,
  type TGatewayEvent,
  type TPaymentGateway,
  type TRefundResult,
} from './gateway';

type TStripeSettings = NonNullable<TPaymentsConfig['stripe']>;

const METHOD_MISSING = 'Card information not found. Please refresh and try again.';
const METHOD_UNUSABLE = 'Payment method validation failed. Please try again with a different card or contact support.';
const NOT_COMPLETED = 'The payment was not completed. Please try again.';
const CANCELED = 'The payment was canceled.';
const INTENT_MISSING = 'Payment intent not initialized';

/** Stripe (cards): on when STRIPE_SECRET_KEY is set. */
export function stripeGatewaysFrom(config: TPaymentsConfig): TPaymentGateway[] {
  return config.stripe ? [createStripeGateway(config.stripe)] : [];
}

/** STRIPE_API_BASE (a local fake in tests) as the SDK's address options; Stripe itself when unset. */
function addressOf(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const isStripeError = (err: unknown, type: string): err is Stripe.errors.StripeError => err instanceof Stripe.errors.StripeError && err.type === type;

/** Nothing is known to have happened: the network failed, Stripe answered 5xx, or asked us to slow down. */
const UNAVAILABLE = ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'];
/** Socket errors raised before the request was written: Stripe never saw it. A timeout or reset may follow a charge. */
const NEVER_SENT = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'];
function mayHaveReached(err: Stripe.errors.StripeError): boolean {
  if (err.type === 'StripeRateLimitError') return false; // a 429 is refused before any work
  const code = (err.detail as { code?: unknown } | undefined)?.code;
  return !(err.type === 'StripeConnectionError' && typeof code === 'string' && NEVER_SENT.includes(code));
}
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && UNAVAILABLE.includes(err.type)) {
      const unavailable = new GatewayUnavailableError(undefined, { mayHaveReached: mayHaveReached(err) });
      unavailable.cause = err;
      throw unavailable;
    }
    throw err;
  }
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? undefined));

function stripeAmount(minor: bigint): number {
  if (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount out of range: ${minor}`);
  return Number(minor);
}

function cardOf(pm: string | Stripe.PaymentMethod | null | undefined): TCardDetails | undefined {
  if (!pm || typeof pm === 'string' || !pm.card) return undefined;
  return { providerRef: pm.id, lastFour: pm.card.last4, brand: pm.card.brand, expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
}

function resultOf(pi: Stripe.PaymentIntent): TChargeResult {
  const base = { providerRef: pi.id, providerCustomerId: idOf(pi.customer) };
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', ...base, card: cardOf(pi.payment_method) };
    case 'requires_action':
    case 'requires_confirmation':
      // Stripe.js finishes either kind of next action from the client secret; the URL is there for a plain redirect.
      return {
        status: 'requires_action',
        ...base,
        clientSecret: pi.client_secret ?? undefined,
        redirectUrl: pi.next_action?.redirect_to_url?.url ?? undefined,
      };
    case 'requires_payment_method': {
      // After a failed attempt (declined, 3-D Secure failed) the intent waits for another method.
      const e = pi.last_payment_error;
      return { status: 'failed', providerRef: pi.id, message: e?.message ?? NOT_COMPLETED, declineCode: e?.decline_code ?? e?.code ?? undefined };
    }
    case 'canceled':
      return { status: 'failed', providerRef: pi.id, message: CANCELED };
    default:
      // processing, and requires_capture (never asked for: capture is automatic): settles through a webhook.
      return { status: 'processing', ...base };
  }
}

function eventOf(event: Stripe.Event): TGatewayEvent {
  const id = event.id;
  const ignored: TGatewayEvent = { id, type: 'ignored', providerRef: (event.data.object as { id?: string }).id ?? '' };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        id,
        type: 'payment.succeeded',
        providerRef: event.data.object.id,
        reference: event.data.object.metadata?.reference,
        card: cardOf(event.data.object.payment_method),
      };
    case 'payment_intent.payment_failed':
      return {
        id,
        type: 'payment.failed',
        providerRef: event.data.object.id,
        reference: event.data.object.metadata?.reference,
        failureMessage: event.data.object.last_payment_error?.message ?? NOT_COMPLETED,
      };
    case 'payment_intent.processing':
      return { id, type: 'payment.processing', providerRef: event.data.object.id };
    case 'charge.refunded': {
      const ref = idOf(event.data.object.payment_intent);
      return ref ? { id, type: 'refund.succeeded', providerRef: ref } : ignored;
    }
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const ref = idOf(refund.payment_intent);
      if (!ref) return ignored;
      if (refund.status === 'succeeded') return { id, type: 'refund.succeeded', providerRef: ref };
      if (refund.status === 'failed') return { id, type: 'refund.failed', providerRef: ref, failureMessage: refund.failure_reason ?? undefined };
      return ignored;
    }
    default:
      return ignored;
  }
}

export function createStripeGateway(settings: TStripeSettings): TPaymentGateway {
  const environment = /^(sk|rk)_live_/.test(settings.secretKey) ? 'live' : 'test';
  const stripe = new Stripe(settings.secretKey, {
    ...addressOf(settings.apiBase),
    // One attempt per call (the SDK still retries a socket closed before the answer once). A retry comes back
    // from the payer through the service's idempotent pay call with the same reference, which Stripe answers
    // from its idempotency key; the SDK's own retries would sleep with the payer's request open.
    maxNetworkRetries: 0,
    timeout: 30_000,
    telemetry: false,
  });

  /**
   * The user's Stripe customer, created on first use. The key makes a second attempt (the first failed before
   * the service stored the id) find the same customer for 24 hours; a changed email or name makes a new key,
   * since Stripe refuses a key reused with other parameters.
   */
  const customerIdFor = async (c: TGatewayCustomer) => {
    if (c.providerCustomerId) return c.providerCustomerId;
    const fingerprint = createHash('sha256').update(`${c.email}\n${c.name}`).digest('hex').slice(0, 16);
    const customer = await stripe.customers.create(
      { email: c.email, name: c.name, metadata: { user_id: String(c.userId) } },
      { idempotencyKey: `venue-customer-${c.userId}-${fingerprint}` },
    );
    return customer.id;
  };

  return {
    code: 'stripe',
    name: 'Credit or Debit Card',
    description: 'Visa, Mastercard and other cards, Apple Pay and Google Pay, through Stripe.',
    methodType: 'CREDIT_CARD',
    environment,
    supports: { savedMethods: true, refunds: true, partialPayments: true, recurring: false, applePay: true, googlePay: true },
    publicConfig: () => ({
      publishable_key: settings.publishableKey,
      environment,
      // The same floor as the service's charge rules (spec section 9), in the venue's currency.
      min_amount: fromMinor(minimumChargeMinor('PHP')),
      // Stripe takes at most eight digits in the smallest unit (99999999 centavos).
      max_amount: '999999.99',
      supports_saved_methods: true,
      supports_refunds: true,
      supports_apple_pay: true,
      supports_google_pay: true,
    }),

    async health() {
      try {
        await stripe.balance.retrieve({}, { timeout: 10_000 });
        return { ok: true, message: `Stripe is answering (${environment} mode).` };
      } catch (err) {
        if (isStripeError(err, 'StripeAuthenticationError')) return { ok: false, message: `Stripe refused the secret key: ${err.message}` };
        if (err instanceof Stripe.errors.StripeError) return { ok: false, message: `Stripe did not answer as expected: ${err.message}` };
        return { ok: false, message: `Stripe could not be reached: ${err instanceof Error ? err.message : String(err)}` };
      }
    },

    async charge(req) {
      if (!req.methodRef) return { status: 'failed', message: METHOD_MISSING };
      const methodRef = req.methodRef;
      return guard(async () => {
        const customer = await customerIdFor(req.customer);
        try {
          const pi = await stripe.paymentIntents.create(
            {
              amount: stripeAmount(req.amountMinor),
              currency: req.currency.toLowerCase(),
              confirm: true,
              payment_method: methodRef,
              customer,
              setup_future_usage: req.saveMethod ? 'off_session' : undefined,
              return_url: req.returnUrl,
              metadata: { reference: req.reference },
              description: req.description,
              expand: ['payment_method'],
            },
            // Our payment number: a repeated call (a retry after a timeout) gets the first answer, not a second charge.
            { idempotencyKey: req.reference },
          );
          // The intent names its customer, so a newly created one reaches the service through the result.
          return resultOf(pi);
        } catch (err) {
          if (isStripeError(err, 'StripeCardError'))
            return { status: 'failed', providerRef: err.payment_intent?.id, message: err.message, declineCode: err.decline_code ?? err.code };
          // A method Stripe does not know (stale saved card, another customer's): the payer picks another.
          if (isStripeError(err, 'StripeInvalidRequestError') && err.param === 'payment_method') return { status: 'failed', message: METHOD_UNUSABLE };
          throw err;
        }
      });
    },

    async prepare(req) {
      return guard(async () => {
        const customer = await customerIdFor(req.customer);
        // Not confirmed here: the browser confirms it with the card Stripe.js collects (confirmCardPayment).
        const pi = await stripe.paymentIntents.create(
          {
            amount: stripeAmount(req.amountMinor),
            currency: req.currency.toLowerCase(),
            customer,
            metadata: { reference: req.reference },
            description: req.description,
          },
          { idempotencyKey: `${req.reference}-prepare` },
        );
        if (!pi.client_secret) throw new Error(`Stripe returned PaymentIntent ${pi.id} without a client secret.`);
        return { providerRef: pi.id, clientSecret: pi.client_secret, providerCustomerId: customer };
      });
    },

    async retrieve(providerRef) {
      return guard(async () => {
        try {
          return resultOf(await stripe.paymentIntents.retrieve(providerRef, { expand: ['payment_method'] }));
        } catch (err) {
          if (isStripeError(err, 'StripeInvalidRequestError') && err.code === 'resource_missing')
            return { status: 'failed', providerRef, message: INTENT_MISSING };
          throw err;
        }
      });
    },

    async findByReference(reference) {
      return guard(async () => {
        // Our payment number rides on every intent as metadata (charge and prepare alike). Stripe's search is
        // eventually consistent (about a minute), far inside the recovery job's 30-minute hold.
        const found = await stripe.paymentIntents.search({ query: `metadata['reference']:'${reference.replace(/'/g, '')}'`, limit: 1 });
        const pi = found.data[0];
        return pi ? resultOf(await stripe.paymentIntents.retrieve(pi.id, { expand: ['payment_method'] })) : null;
      });
    },

    async cancel(providerRef) {
      return guard(async () => {
        try {
          return resultOf(await stripe.paymentIntents.cancel(providerRef, { expand: ['payment_method'] }));
        } catch (err) {
          // Settled (or cancelled) meanwhile, Stripe refuses the cancel and the intent says where it stands; an
          // intent Stripe does not know reads as failed (retrieve).
          if (isStripeError(err, 'StripeInvalidRequestError') && (err.code === 'payment_intent_unexpected_state' || err.code === 'resource_missing'))
            return this.retrieve(providerRef);
          throw err;
        }
      });
    },

    async createSetup(customer) {
      return guard(async () => {
        const providerCustomerId = await customerIdFor(customer);
        const setup = await stripe.setupIntents.create({ customer: providerCustomerId, usage: 'off_session' });
        if (!setup.client_secret) throw new Error(`Stripe returned SetupIntent ${setup.id} without a client secret.`);
        return { clientSecret: setup.client_secret, providerCustomerId };
      });
    },

    async saveMethod(customer, methodRef) {
      return guard(async () => {
        const providerCustomerId = await customerIdFor(customer);
        try {
          let pm = await stripe.paymentMethods.retrieve(methodRef);
          // A SetupIntent confirmed in the browser has attached it already; attaching checks the card otherwise.
          if (idOf(pm.customer) !== providerCustomerId) pm = await stripe.paymentMethods.attach(pm.id, { customer: providerCustomerId });
          const card = cardOf(pm);
          if (!card) throw new CardRefusedError(METHOD_UNUSABLE);
          return { card, providerCustomerId };
        } catch (err) {
          if (isStripeError(err, 'StripeCardError')) throw new CardRefusedError(err.message, err.decline_code ?? err.code);
          // Unknown to Stripe, or another customer's: not a card this payer can keep.
          if (isStripeError(err, 'StripeInvalidRequestError')) throw new CardRefusedError(METHOD_UNUSABLE);
          throw err;
        }
      });
    },

    async detachMethod(methodRef) {
      await guard(async () => {
        try {
          await stripe.paymentMethods.detach(methodRef);
        } catch (err) {
          // Already detached or unknown: either way Stripe no longer keeps it, which is what was asked.
          if (isStripeError(err, 'StripeInvalidRequestError')) return;
          throw err;
        }
      });
    },

    async refund(providerRef, amountMinor, idempotencyKey): Promise<TRefundResult> {
      return guard(async () => {
        try {
          const refund = await stripe.refunds.create({ payment_intent: providerRef, amount: stripeAmount(amountMinor) }, { idempotencyKey });
          if (refund.status === 'succeeded') return { status: 'succeeded', providerRef: refund.id };
          if (refund.status === 'failed' || refund.status === 'canceled')
            return { status: 'failed', message: `The refund failed${refund.failure_reason ? ` (${refund.failure_reason})` : ''}.` };
          return { status: 'pending', providerRef: refund.id };
        } catch (err) {
          // More than is left to refund, or a payment that never succeeded: Stripe's words say which.
          if (isStripeError(err, 'StripeInvalidRequestError')) return { status: 'failed', message: err.message };
          throw err;
        }
      });
    },

    parseWebhook(rawBody, headers) {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature || !settings.webhookSecret) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        if (isStripeError(err, 'StripeSignatureVerificationError')) throw new WebhookSignatureError();
        throw err;
      }
      return eventOf(event);
    },
  };
}
