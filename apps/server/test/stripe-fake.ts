import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TPaymentsConfig } from '../src/config';

/**
 * The part of Stripe's HTTP API the Stripe adapter calls, on loopback, so the adapter runs through the official
 * SDK with no network. It follows Stripe's documented behaviour where the adapter depends on it: form-encoded
 * bodies, the secret key as a Bearer token, idempotency keys that replay the first answer, Stripe's own test
 * PaymentMethods (pm_card_visa...; each use makes a new pm_ id, as at Stripe), and Stripe's error JSON with the
 * HTTP status the SDK turns into its error classes (402 card_error -> StripeCardError, 401, 400/404, 5xx).
 */
type TParams = Record<string, unknown>;
type TOutcome = 'succeeds' | 'generic_decline' | 'insufficient_funds' | 'authentication_required';

export const STRIPE_TEST_METHODS: Record<string, { brand: string; last4: string; outcome: TOutcome }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authentication_required' },
};
const DECLINES = { generic_decline: 'Your card was declined.', insufficient_funds: 'Your card has insufficient funds.' };
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface TFakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; country: string };
  customer: string | null;
  billing_details: Record<string, unknown>;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}
export interface TFakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  payment_method: string | null;
  setup_future_usage: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  latest_charge: string | null;
  capture_method: 'automatic';
  payment_method_types: string[];
  created: number;
  livemode: false;
}
export interface TStripeFakeState {
  customers: Map<string, TParams>;
  paymentIntents: Map<string, TFakePaymentIntent>;
  paymentMethods: Map<string, TFakePaymentMethod>;
  setupIntents: Map<string, TParams>;
  refunds: Map<string, TParams>;
  /** Every request answered or dropped, in order. */
  requests: { method: string; path: string; idempotencyKey?: string; status: number; replayed: boolean }[];
  /** An outage to simulate: every call answers Stripe's 500, or every connection closes unanswered. */
  outage: null | 'http_500' | 'drop';
  /**
   * Connections cut on one call (method and path), as a timeout would: before Stripe does anything (`after: false`),
   * or after it did the work and before its answer arrives (`after: true`, the charge made and its answer lost).
   */
  cuts: { method: string; path: string; after: boolean }[];
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const str = (p: TParams, key: string) => (typeof p[key] === 'string' ? (p[key] as string) : undefined);
const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {});
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Stripe's form encoding back into objects: metadata[reference]=x, expand[0]=y and expand[]=y. */
export function parseForm(text: string): TParams {
  const root: TParams = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, '').split('[');
    let node: TParams | unknown[] = root;
    keys.forEach((raw, i) => {
      const container = node as Record<string, unknown>;
      const key = Array.isArray(node) && raw === '' ? String(node.length) : raw;
      if (i === keys.length - 1) {
        container[key] = value;
        return;
      }
      container[key] ??= /^\d*$/.test(keys[i + 1]!) ? [] : {};
      node = container[key] as TParams | unknown[];
    });
  }
  return root;
}

type TAnswer = [status: number, body: unknown];
const invalid = (message: string, extra: { param?: string; code?: string } = {}, status = 400): TAnswer => [
  status,
  { error: { type: 'invalid_request_error', message, ...extra } },
];
const missing = (kind: string, id: string, param: string) => invalid(`No such ${kind}: '${id}'`, { code: 'resource_missing', param }, 404);

export async function startStripeFake(keys: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {}) {
  const secretKey = keys.secretKey ?? 'sk_test_venue_fake';
  const publishableKey = keys.publishableKey ?? 'pk_test_venue_fake';
  const webhookSecret = keys.webhookSecret ?? 'whsec_venue_fake';
  const state: TStripeFakeState = {
    customers: new Map(),
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    refunds: new Map(),
    requests: [],
    outage: null,
    cuts: [],
  };
  const outcomes = new Map<string, TOutcome>();
  const refunded = new Map<string, number>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let url = '';

  /** A test PaymentMethod id makes a new method each time; any other id must exist. */
  const methodFor = (ref: string): TFakePaymentMethod | undefined => {
    const test = STRIPE_TEST_METHODS[ref];
    if (!test) return state.paymentMethods.get(ref);
    const today = new Date();
    const pm: TFakePaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: today.getUTCMonth() + 1,
        exp_year: today.getUTCFullYear() + 1,
        funding: 'credit',
        country: 'US',
      },
      customer: null,
      billing_details: { address: null, email: null, name: null, phone: null },
      metadata: {},
      created: now(),
      livemode: false,
    };
    state.paymentMethods.set(pm.id, pm);
    outcomes.set(pm.id, test.outcome);
    return pm;
  };
  const intentView = (pi: TFakePaymentIntent, expand: string[]) => ({
    ...pi,
    payment_method: expand.includes('payment_method') && pi.payment_method ? state.paymentMethods.get(pi.payment_method) : pi.payment_method,
  });
  const cardError = (decline: 'generic_decline' | 'insufficient_funds' | null, message: string, pm: TFakePaymentMethod, charge?: string) => ({
    type: 'card_error',
    code: decline ? 'card_declined' : 'payment_intent_authentication_failure',
    decline_code: decline ?? undefined,
    message,
    charge,
    payment_method: pm,
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  });

  const succeed = (pi: TFakePaymentIntent) => {
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: newId('ch'), next_action: null, last_payment_error: null });
    // setup_future_usage keeps the method for the customer once the payment went through, as at Stripe.
    const pm = pi.payment_method ? state.paymentMethods.get(pi.payment_method) : undefined;
    if (pm && pi.setup_future_usage && pi.customer) pm.customer = pi.customer;
  };

  const confirm = (pi: TFakePaymentIntent, p: TParams): TAnswer => {
    const expand = list(p.expand);
    if (!['requires_payment_method', 'requires_confirmation'].includes(pi.status))
      return invalid(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, { code: 'payment_intent_unexpected_state' });
    const ref = str(p, 'payment_method') ?? pi.payment_method;
    if (!ref)
      return invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
        param: 'payment_method',
      });
    const pm = methodFor(ref);
    if (!pm) return invalid(`No such PaymentMethod: '${ref}'`, { code: 'resource_missing', param: 'payment_method' });
    if (pm.customer && pm.customer !== pi.customer)
      return invalid('The provided PaymentMethod is attached to another Customer.', { code: 'payment_method_unexpected_state', param: 'payment_method' });
    pi.payment_method = pm.id;
    const outcome = outcomes.get(pm.id) ?? 'succeeds';
    if (outcome === 'generic_decline' || outcome === 'insufficient_funds') {
      const charge = newId('ch');
      const error = cardError(outcome, DECLINES[outcome], pm, charge);
      Object.assign(pi, { status: 'requires_payment_method', payment_method: null, latest_charge: charge, last_payment_error: error });
      return [402, { error: { ...error, payment_intent: intentView(pi, expand) } }];
    }
    if (outcome === 'authentication_required') {
      const returnUrl = str(p, 'return_url');
      // With a return_url Stripe offers a redirect to its 3-D Secure page; Stripe.js can finish either kind.
      const nextAction = returnUrl
        ? { type: 'redirect_to_url', redirect_to_url: { url: `${url}/3ds/${pi.id}`, return_url: returnUrl } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      Object.assign(pi, { status: 'requires_action', next_action: nextAction });
    } else succeed(pi);
    return [200, intentView(pi, expand)];
  };

  const cancel = (pi: TFakePaymentIntent, expand: string[]): TAnswer => {
    if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'].includes(pi.status))
      return invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state' },
      );
    Object.assign(pi, { status: 'canceled', next_action: null, canceled_at: now(), cancellation_reason: 'requested_by_customer' });
    return [200, intentView(pi, expand)];
  };

  const route = (method: string, path: string, p: TParams): TAnswer => {
    const expand = list(p.expand);
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/balance')
      return [200, { object: 'balance', available: [{ amount: 0, currency: 'php', source_types: { card: 0 } }], pending: [], livemode: false }];

    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: str(p, 'email') ?? null,
        name: str(p, 'name') ?? null,
        metadata: record(p.metadata),
        created: now(),
        livemode: false,
      };
      state.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = state.customers.get(m[1]!);
      return customer ? [200, customer] : missing('customer', m[1]!, 'id');
    }

    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(str(p, 'amount'));
      if (!Number.isInteger(amount) || amount < 1) return invalid('Missing required param: amount.', { code: 'parameter_missing', param: 'amount' });
      const currency = str(p, 'currency');
      if (!currency) return invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
      const customer = str(p, 'customer') ?? null;
      if (customer && !state.customers.has(customer)) return missing('customer', customer, 'customer');
      const id = newId('pi');
      const pi: TFakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency,
        customer,
        description: str(p, 'description') ?? null,
        metadata: record(p.metadata),
        status: str(p, 'payment_method') ? 'requires_confirmation' : 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        payment_method: null,
        setup_future_usage: str(p, 'setup_future_usage') ?? null,
        last_payment_error: null,
        next_action: null,
        latest_charge: null,
        capture_method: 'automatic',
        payment_method_types: ['card'],
        created: now(),
        livemode: false,
      };
      state.paymentIntents.set(id, pi);
      if (str(p, 'confirm') !== 'true') return [200, intentView(pi, expand)];
      const answer = confirm(pi, p);
      // A request Stripe refuses as invalid creates nothing; a decline (402) leaves the intent behind.
      if (answer[0] === 400 || answer[0] === 404) state.paymentIntents.delete(id);
      return answer;
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query the adapter sends: metadata['key']:'value'.
      const q = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(str(p, 'query') ?? '');
      if (!q) return invalid('Unsupported search query.', { param: 'query' });
      const data = [...state.paymentIntents.values()].filter((pi) => pi.metadata[q[1]!] === q[2]).map((pi) => intentView(pi, expand));
      return [200, { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' }];
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/))) {
      const pi = state.paymentIntents.get(m[1]!);
      if (!pi) return missing('payment_intent', m[1]!, 'intent');
      if (method === 'GET' && !m[2]) return [200, intentView(pi, expand)];
      if (method === 'POST' && m[2] === '/confirm') return confirm(pi, p);
      if (method === 'POST' && m[2] === '/cancel') return cancel(pi, expand);
    }

    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = str(p, 'customer') ?? null;
      if (customer && !state.customers.has(customer)) return missing('customer', customer, 'customer');
      const id = newId('seti');
      const setup = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        usage: str(p, 'usage') ?? 'off_session',
      };
      state.setupIntents.set(id, { ...setup, status: 'requires_payment_method', payment_method: null, created: now(), livemode: false });
      return [200, state.setupIntents.get(id)];
    }

    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/))) {
      const pm = methodFor(m[1]!);
      if (!pm) return missing('PaymentMethod', m[1]!, 'payment_method');
      if (method === 'GET' && !m[2]) return [200, pm];
      if (method === 'POST' && m[2] === '/attach') {
        const customer = str(p, 'customer');
        if (!customer || !state.customers.has(customer)) return missing('customer', customer ?? '', 'customer');
        if (pm.customer && pm.customer !== customer) return invalid('The payment method you provided has already been attached to a customer.');
        const outcome = outcomes.get(pm.id);
        // Attaching checks the card with the issuer: a card that declines is not kept.
        if (outcome === 'generic_decline' || outcome === 'insufficient_funds') return [402, { error: cardError(outcome, DECLINES[outcome], pm) }];
        pm.customer = customer;
        return [200, pm];
      }
      if (method === 'POST' && m[2] === '/detach') {
        if (!pm.customer) return invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
        pm.customer = null;
        return [200, pm];
      }
    }

    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = str(p, 'payment_intent') ?? '';
      const pi = state.paymentIntents.get(intentId);
      if (!pi) return missing('payment_intent', intentId, 'payment_intent');
      if (pi.status !== 'succeeded') return invalid('This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
      const left = pi.amount_received - (refunded.get(pi.id) ?? 0);
      if (left <= 0) return invalid(`Charge ${pi.latest_charge} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = str(p, 'amount') ? Number(str(p, 'amount')) : left;
      if (!Number.isInteger(amount) || amount < 1 || amount > left)
        return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { code: 'amount_too_large', param: 'amount' });
      refunded.set(pi.id, (refunded.get(pi.id) ?? 0) + amount);
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: pi.id,
        charge: pi.latest_charge,
        status: 'succeeded',
        failure_reason: null,
        reason: str(p, 'reason') ?? null,
        metadata: record(p.metadata),
        created: now(),
      };
      state.refunds.set(refund.id, refund);
      return [200, refund];
    }

    return invalid(`Unrecognized request URL (${method}: ${path}).`, {}, 404);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', 'http://fake');
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const cut = state.cuts.find((c) => c.method === method && c.path === target.pathname);
    const send = (status: number, json: string, replayed = false) => {
      if (cut?.after) {
        state.requests.push({ method, path: target.pathname, idempotencyKey: key, status: 0, replayed });
        req.socket.destroy();
        return;
      }
      state.requests.push({ method, path: target.pathname, idempotencyKey: key, status, replayed });
      const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': newId('req') };
      if (key) headers['idempotency-key'] = key;
      if (replayed) headers['idempotent-replayed'] = 'true';
      res.writeHead(status, headers).end(json);
    };
    if (state.outage === 'drop' || (cut && !cut.after)) {
      state.requests.push({ method, path: target.pathname, idempotencyKey: key, status: 0, replayed: false });
      req.socket.destroy();
      return;
    }
    if (state.outage === 'http_500') return send(500, JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      return send(
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` } }),
      );
    }
    // Stripe keeps the first answer to a keyed POST (success or card error) and replays it for the same request.
    const fingerprint = `${method} ${target.pathname} ${body}`;
    const prior = method === 'POST' && key ? idempotent.get(key) : undefined;
    if (prior && prior.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
    }
    if (prior) return send(prior.status, prior.body, true);
    const [status, answer] = route(method, target.pathname, parseForm(method === 'POST' ? body : target.search.slice(1)));
    const json = JSON.stringify(answer);
    if (method === 'POST' && key && (status < 400 || status === 402)) idempotent.set(key, { fingerprint, status, body: json });
    send(status, json);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: NonNullable<TPaymentsConfig['stripe']> = { secretKey, publishableKey, webhookSecret, apiBase: url };

  return {
    url,
    state,
    /** The adapter's settings (config.payments.stripe) pointing at this fake. */
    config,
    /** The same as environment variables, for a whole server (loadConfig). */
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: url },
    /** The payer's answer to 3-D Secure: the intent succeeds, or waits for another method with Stripe's error. */
    completeAction(intentId: string, ok: boolean) {
      const pi = state.paymentIntents.get(intentId);
      if (!pi || pi.status !== 'requires_action') throw new Error(`No PaymentIntent ${intentId} waiting for an action.`);
      if (ok) succeed(pi);
      else {
        const pm = state.paymentMethods.get(pi.payment_method ?? '')!;
        Object.assign(pi, { status: 'requires_payment_method', payment_method: null, next_action: null, last_payment_error: cardError(null, AUTH_FAILED, pm) });
      }
      return pi;
    },
    /** A webhook as Stripe would send it: the event JSON and its Stripe-Signature header for this fake's secret. */
    signedEvent(type: string, object: object, secret = webhookSecret) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
      };
      const payload = JSON.stringify(event);
      return { event, payload, headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) } };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type TStripeFake = Awaited<ReturnType<typeof startStripeFake>>;
