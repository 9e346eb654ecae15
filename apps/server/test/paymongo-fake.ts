import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of PayMongo's API the GCash and Maya adapters use, on 127.0.0.1 with a random port.
 * It checks the secret key like PayMongo (HTTP Basic, 401 otherwise), keeps intents in memory, replays a request
 * sent again with the same Idempotency-Key, and can answer 500, drop connections or hang. The payer's side is
 * `pay()` / `fail()` (or the buttons on `/redirect/{intentId}` for a browser): each moves the intent and returns
 * the webhook PayMongo would send, signed, ready to POST to the server.
 */
export type TPaymongoFakeFailure = 'none' | 'error' | 'drop' | 'hang';

export interface TPaymongoFakeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** When set, payments made through the redirect page also deliver their webhook here (browser tests). */
  webhookUrl?: string;
}

export interface TSignedWebhook {
  eventId: string;
  body: string;
  headers: { 'content-type': string; 'paymongo-signature': string };
}

/** PayMongo's signature header: HMAC-SHA256 of `${t}.${body}`, in `te` for test-mode events and `li` for live ones. */
export function signPaymongoWebhook(body: string, secret: string, mode: 'test' | 'live', timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},te=${mode === 'test' ? signature : ''},li=${mode === 'live' ? signature : ''}`;
}

interface TFakePayment {
  id: string;
  status: 'paid' | 'failed';
  amount: number;
  failedCode: string | null;
  failedMessage: string | null;
  refundIds: string[];
}
interface TFakeIntent {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown> | null;
  allowed: string[];
  status: 'awaiting_payment_method' | 'awaiting_next_action' | 'processing' | 'succeeded';
  clientKey: string;
  methodId: string | null;
  returnUrl: string | null;
  lastError: { failed_code: string; failed_message: string } | null;
  payments: TFakePayment[];
}
interface TFakeRefund {
  id: string;
  amount: number;
  paymentId: string;
  intentId: string;
  reason: string;
  status: 'pending' | 'succeeded';
}
export interface TFakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  attributes: Record<string, unknown> | null;
}

type TReply = [status: number, body: unknown];
const WALLET_TYPES = ['gcash', 'paymaya', 'grab_pay', 'shopeepay'];
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const refusal = (status: number, code: string, detail: string): TReply => [status, { errors: [{ code, detail }] }];

export async function startPaymongoFake(options: TPaymongoFakeOptions = {}) {
  const secretKey = options.secretKey ?? 'sk_test_paymongo_fake';
  const webhookSecret = options.webhookSecret ?? 'whsk_paymongo_fake';
  const mode: 'test' | 'live' = secretKey.startsWith('sk_test_') ? 'test' : 'live';
  const state = {
    failure: 'none' as TPaymongoFakeFailure,
    intents: new Map<string, TFakeIntent>(),
    methods: new Map<string, { type: string; billing: unknown }>(),
    refunds: new Map<string, TFakeRefund>(),
    idempotency: new Map<string, { fingerprint: string; reply: TReply }>(),
    /** Every /v1 request, in order, including refused ones. */
    requests: [] as TFakeRequest[],
    /** What GET /v1/merchants/capabilities/payment_methods lists. */
    capabilities: ['card', 'gcash', 'paymaya'],
    webhookUrl: options.webhookUrl,
    deliveries: [] as { eventId: string; status: number | 'unreachable' }[],
  };
  let url = '';

  const paymentResource = (intent: TFakeIntent, p: TFakePayment) => ({
    id: p.id,
    type: 'payment',
    attributes: {
      amount: p.amount,
      currency: intent.currency,
      description: intent.description,
      status: p.status,
      payment_intent_id: intent.id,
      failed_code: p.failedCode,
      failed_message: p.failedMessage,
      livemode: mode === 'live',
      metadata: intent.metadata,
      source: { id: intent.methodId, type: intent.methodId ? state.methods.get(intent.methodId)?.type : null },
      refunds: p.refundIds.map((r) => refundResource(state.refunds.get(r)!)),
    },
  });
  const refundResource = (r: TFakeRefund) => ({
    id: r.id,
    type: 'refund',
    attributes: { amount: r.amount, currency: 'PHP', payment_id: r.paymentId, reason: r.reason, status: r.status, livemode: mode === 'live' },
  });
  const intentResource = (i: TFakeIntent) => ({
    id: i.id,
    type: 'payment_intent',
    attributes: {
      amount: i.amount,
      currency: i.currency,
      description: i.description,
      status: i.status,
      livemode: mode === 'live',
      client_key: i.clientKey,
      last_payment_error: i.lastError,
      payment_method_allowed: i.allowed,
      payments: i.payments.map((p) => paymentResource(i, p)),
      next_action: i.status === 'awaiting_next_action' ? { type: 'redirect', redirect: { url: `${url}/redirect/${i.id}`, return_url: i.returnUrl } } : null,
      metadata: i.metadata,
    },
  });

  function route(method: string, path: string, a: Record<string, unknown> | null): TReply {
    if (method === 'GET' && path === '/v1/merchants/capabilities/payment_methods') return [200, state.capabilities];
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/attach)?$/.exec(path);
    if (intentPath) {
      const intent = state.intents.get(decodeURIComponent(intentPath[1]!));
      if (!intent) return refusal(404, 'resource_not_found', `No such payment_intent with id ${intentPath[1]}.`);
      if (method === 'GET' && !intentPath[2]) return [200, { data: intentResource(intent) }];
      if (method !== 'POST' || !intentPath[2] || !a) return refusal(404, 'resource_not_found', 'Not found.');
      if (a.client_key !== intent.clientKey) return refusal(400, 'parameter_invalid', 'client_key is invalid.');
      const pm = typeof a.payment_method === 'string' ? state.methods.get(a.payment_method) : undefined;
      if (!pm) return refusal(400, 'resource_not_found', `No such payment_method with id ${String(a.payment_method)}.`);
      if (!intent.allowed.includes(pm.type)) return refusal(400, 'payment_method_not_allowed', `${pm.type} is not allowed for this payment intent.`);
      if (intent.status !== 'awaiting_payment_method') return refusal(400, 'payment_intent_not_attachable', `The payment intent is ${intent.status}.`);
      Object.assign(intent, { status: 'awaiting_next_action', methodId: a.payment_method, returnUrl: a.return_url ?? null, lastError: null });
      return [200, { data: intentResource(intent) }];
    }
    if (method !== 'POST' || !a) return refusal(404, 'resource_not_found', `${method} ${path} does not exist.`);
    if (path === '/v1/payment_intents') {
      if (!Number.isInteger(a.amount) || (a.amount as number) < 2000) return refusal(400, 'parameter_below_minimum', 'amount must be at least 2000.');
      if (a.currency !== 'PHP') return refusal(400, 'parameter_invalid', 'currency is invalid. PHP is the only supported currency.');
      if (!Array.isArray(a.payment_method_allowed) || a.payment_method_allowed.length === 0) {
        return refusal(400, 'parameter_required', 'payment_method_allowed is required.');
      }
      const intent: TFakeIntent = {
        id: id('pi'),
        amount: a.amount as number,
        currency: 'PHP',
        description: (a.description as string) ?? null,
        metadata: (a.metadata as Record<string, unknown>) ?? null,
        allowed: a.payment_method_allowed as string[],
        status: 'awaiting_payment_method',
        clientKey: '',
        methodId: null,
        returnUrl: null,
        lastError: null,
        payments: [],
      };
      intent.clientKey = `${intent.id}_client_${randomBytes(12).toString('hex')}`;
      state.intents.set(intent.id, intent);
      return [200, { data: intentResource(intent) }];
    }
    if (path === '/v1/payment_methods') {
      if (typeof a.type !== 'string' || !WALLET_TYPES.includes(a.type)) return refusal(400, 'parameter_invalid', 'type is invalid.');
      const methodId = id('pm');
      state.methods.set(methodId, { type: a.type, billing: a.billing ?? null });
      return [200, { data: { id: methodId, type: 'payment_method', attributes: { type: a.type, billing: a.billing ?? null } } }];
    }
    if (path === '/v1/refunds') {
      const intent = [...state.intents.values()].find((i) => i.payments.some((p) => p.id === a.payment_id));
      const payment = intent?.payments.find((p) => p.id === a.payment_id);
      if (!intent || !payment) return refusal(404, 'resource_not_found', `No such payment with id ${String(a.payment_id)}.`);
      const refunded = payment.refundIds.reduce((sum, r) => sum + state.refunds.get(r)!.amount, 0);
      if (!Number.isInteger(a.amount) || (a.amount as number) < 100) return refusal(400, 'parameter_below_minimum', 'amount must be at least 100.');
      if (payment.status !== 'paid' || refunded + (a.amount as number) > payment.amount) {
        return refusal(400, 'allowed_refund_amount_exceeded', 'The amount to refund is greater than the refundable amount of the payment.');
      }
      const refund: TFakeRefund = {
        id: id('ref'),
        amount: a.amount as number,
        paymentId: payment.id,
        intentId: intent.id,
        reason: String(a.reason),
        status: 'pending',
      };
      state.refunds.set(refund.id, refund);
      payment.refundIds.push(refund.id);
      return [200, { data: refundResource(refund) }];
    }
    return refusal(404, 'resource_not_found', `POST ${path} does not exist.`);
  }

  function signedEvent(type: string, resource: unknown): TSignedWebhook {
    const eventId = id('evt');
    const at = now();
    const event = {
      data: { id: eventId, type: 'event', attributes: { type, livemode: mode === 'live', data: resource, previous_data: {}, created_at: at, updated_at: at } },
    };
    const body = JSON.stringify(event);
    return { eventId, body, headers: { 'content-type': 'application/json', 'paymongo-signature': signPaymongoWebhook(body, webhookSecret, mode) } };
  }

  function awaitingIntent(intentId: string) {
    const intent = state.intents.get(intentId);
    if (!intent || intent.status !== 'awaiting_next_action') throw new Error(`The fake has no intent ${intentId} waiting for the payer.`);
    return intent;
  }

  /** The payer approves at the wallet: the intent succeeds and a signed `payment.paid` webhook is returned. */
  function pay(intentId: string): TSignedWebhook {
    const intent = awaitingIntent(intentId);
    const payment: TFakePayment = { id: id('pay'), status: 'paid', amount: intent.amount, failedCode: null, failedMessage: null, refundIds: [] };
    intent.payments.push(payment);
    intent.status = 'succeeded';
    return signedEvent('payment.paid', paymentResource(intent, payment));
  }

  /** The payer is declined (or gives up): the intent goes back to awaiting_payment_method with the reason. */
  function fail(intentId: string, message = 'Account has insufficient balance to perform this transaction.', code = 'insufficient_funds'): TSignedWebhook {
    const intent = awaitingIntent(intentId);
    const payment: TFakePayment = { id: id('pay'), status: 'failed', amount: intent.amount, failedCode: code, failedMessage: message, refundIds: [] };
    intent.payments.push(payment);
    Object.assign(intent, { status: 'awaiting_payment_method', lastError: { failed_code: code, failed_message: message } });
    return signedEvent('payment.failed', paymentResource(intent, payment));
  }

  /** The wallet returns the money: the refund succeeds and a signed `payment.refunded` webhook is returned. */
  function completeRefund(refundId: string): TSignedWebhook {
    const refund = state.refunds.get(refundId);
    if (!refund) throw new Error(`The fake has no refund ${refundId}.`);
    refund.status = 'succeeded';
    const intent = state.intents.get(refund.intentId)!;
    return signedEvent(
      'payment.refunded',
      paymentResource(
        intent,
        intent.payments.find((p) => p.id === refund.paymentId)!,
      ),
    );
  }

  async function deliver(webhook: TSignedWebhook) {
    if (!state.webhookUrl) return;
    try {
      const res = await fetch(state.webhookUrl, { method: 'POST', headers: webhook.headers, body: webhook.body, signal: AbortSignal.timeout(10_000) });
      state.deliveries.push({ eventId: webhook.eventId, status: res.status });
    } catch {
      state.deliveries.push({ eventId: webhook.eventId, status: 'unreachable' });
    }
  }

  /** The wallet's page in a browser: approve or decline, then back to the return_url. */
  async function redirectPage(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, , intentId, action] = path.split('/');
    const intent = state.intents.get(intentId ?? '');
    if (!intent) return send(res, 404, 'No such payment.', 'text/plain');
    if (req.method === 'GET' && !action) {
      const button = (to: string, label: string) => `<form method="post" action="/redirect/${intent.id}/${to}"><button>${label}</button></form>`;
      const html = `<!doctype html><title>Fake PayMongo</title><h1>Pay ₱${(intent.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</h1>${button('pay', 'Authorize test payment')}${button('fail', 'Fail test payment')}`;
      return send(res, 200, html, 'text/html; charset=utf-8');
    }
    if (req.method !== 'POST' || (action !== 'pay' && action !== 'fail')) return send(res, 404, 'Not found.', 'text/plain');
    if (intent.status !== 'awaiting_next_action') return send(res, 409, `This payment is ${intent.status}.`, 'text/plain');
    await deliver(action === 'pay' ? pay(intent.id) : fail(intent.id));
    if (!intent.returnUrl) return send(res, 200, 'Done.', 'text/plain');
    res.writeHead(303, { location: intent.returnUrl }).end();
  }

  function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) }).end(text);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (path.startsWith('/redirect/')) {
        void redirectPage(req, res, path);
        return;
      }
      // The wallet page's icon, which a browser asks for by itself: nothing, rather than the API's 401.
      if (path === '/favicon.ico') return void res.writeHead(204).end();
      const method = req.method ?? 'GET';
      let attributes: Record<string, unknown> | null = null;
      try {
        attributes = raw ? ((JSON.parse(raw) as { data?: { attributes?: Record<string, unknown> } }).data?.attributes ?? null) : null;
      } catch {
        return send(res, 400, { errors: [{ code: 'parameter_invalid', detail: 'The request body is not valid JSON.' }] });
      }
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      state.requests.push({ method, path, idempotencyKey: key, attributes });

      if (state.failure === 'drop') return req.socket.destroy();
      if (state.failure === 'hang') return; // close() ends it
      if (state.failure === 'error') return send(res, 500, { errors: [{ code: 'internal_server_error', detail: 'Something went wrong on our end.' }] });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
        return send(res, 401, { errors: [{ code: 'api_key_invalid', detail: 'API key is invalid or missing.' }] });
      }
      // Like PayMongo: the first answer to a key is kept and replayed; the same key with other data is refused.
      const fingerprint = `${method} ${path} ${raw}`;
      const seen = key && method === 'POST' ? state.idempotency.get(key) : undefined;
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          return send(res, 400, { errors: [{ code: 'idempotency_key_in_use', detail: 'The idempotency key was already used with different parameters.' }] });
        }
        return send(res, seen.reply[0], seen.reply[1]);
      }
      const reply = route(method, path, attributes);
      // Refusals are not kept (PayMongo stores a result only once it starts carrying the request out).
      if (key && method === 'POST' && reply[0] < 400) state.idempotency.set(key, { fingerprint, reply: [reply[0], JSON.parse(JSON.stringify(reply[1]))] });
      send(res, reply[0], reply[1]);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    webhookSecret,
    mode,
    state,
    /** The `paymongo` block of TPaymentsConfig, pointed at this fake. */
    config: { secretKey, publicKey: secretKey.replace(/^sk_/, 'pk_'), webhookSecret, apiBase: url },
    /** The environment that points a whole server at this fake (buildApp reads it through loadPaymentsConfig). */
    env: {
      PAYMONGO_SECRET_KEY: secretKey,
      PAYMONGO_PUBLIC_KEY: secretKey.replace(/^sk_/, 'pk_'),
      PAYMONGO_WEBHOOK_SECRET: webhookSecret,
      PAYMONGO_API_BASE: url,
    },
    /** 'error' answers 500, 'drop' closes the connection unanswered, 'hang' never answers; 'none' is normal. */
    setFailure(failure: TPaymongoFakeFailure) {
      state.failure = failure;
    },
    pay,
    fail,
    completeRefund,
    /** Any event, signed (e.g. types the adapter should ignore). */
    signedEvent,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TPaymongoFake = Awaited<ReturnType<typeof startPaymongoFake>>;
