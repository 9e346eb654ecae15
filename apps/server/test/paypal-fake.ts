import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A local stand-in for the part of PayPal's REST API the paypal adapter calls through the official SDK, on
 * 127.0.0.1 with a random port: the OAuth token (HTTP Basic client credentials), Orders v2 create / show /
 * capture, refunding a capture, and verify-webhook-signature. Answers are shaped like PayPal's JSON (snake_case,
 * HATEOAS links, `{name, message, debug_id, details[{issue, description}]}` errors); a POST sent again with the
 * same PayPal-Request-Id gets the first answer back. The payer's side is `approve()` / `decline()` (or the
 * buttons on the payer-action page for a browser), and `webhook()` builds the signed event PayPal would send.
 *
 * Signatures: PayPal signs `${transmission_id}|${transmission_time}|${webhook_id}|${crc32(body)}` with RSA and
 * a certificate at paypal-cert-url; only PayPal checks it (through verify-webhook-signature), so the fake signs
 * the same string with an HMAC key of its own and checks it the same way.
 */
export type TPaypalFakeFailure = 'none' | 'error' | 'drop' | 'hang';
type TCaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface TPaypalFakeOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** When set, approvals made on the payer-action page also deliver CHECKOUT.ORDER.APPROVED here (browser tests). */
  webhookUrl?: string;
}

export interface TPaypalWebhook {
  eventId: string;
  body: string;
  headers: Record<
    'content-type' | 'paypal-auth-algo' | 'paypal-cert-url' | 'paypal-transmission-id' | 'paypal-transmission-sig' | 'paypal-transmission-time',
    string
  >;
}

interface TMoney {
  currency_code: string;
  value: string;
}
interface TFakeCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: TMoney;
  refundIds: string[];
  createTime: string;
  updateTime: string;
}
interface TFakeOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  unit: { reference_id?: string; description?: string; amount: TMoney };
  /** Named payment_source.paypal (payer-action link) rather than the older application_context (approve link). */
  paypalSource: boolean;
  returnUrl: string | null;
  cancelUrl: string | null;
  captureOutcome: TCaptureOutcome;
  captureId: string | null;
  approved: boolean;
  createTime: string;
  updateTime: string;
}
interface TFakeRefund {
  id: string;
  captureId: string;
  amount: TMoney;
  status: 'COMPLETED' | 'PENDING';
  createTime: string;
}
export interface TPaypalFakeRequest {
  method: string;
  path: string;
  requestId: string | null;
  authorization: string | null;
  contentType: string | null;
  /** Parsed JSON, or the raw text of a form body. */
  body: unknown;
}

type TReply = [status: number, body: unknown];
const CURRENCIES = ['PHP', 'USD', 'EUR', 'SGD', 'HKD', 'AUD', 'CAD', 'GBP'];
/** PayPal's ids: 17 upper-case letters and digits. */
const paypalId = () =>
  BigInt(`0x${randomBytes(11).toString('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(17, '0')
    .slice(-17);
const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const error = (status: number, name: string, message: string, issue?: string, description?: string): TReply => [
  status,
  {
    name,
    message,
    debug_id: randomBytes(7).toString('hex'),
    ...(issue ? { details: [{ issue, description }] } : {}),
    links: [{ href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue ?? name}`, rel: 'information_link', method: 'GET' }],
  },
];
const UNPROCESSABLE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';
const notFound = () =>
  error(
    404,
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );

export async function startPaypalFake(options: TPaypalFakeOptions = {}) {
  const clientId = options.clientId ?? 'paypal-fake-client-id';
  const clientSecret = options.clientSecret ?? 'paypal-fake-client-secret';
  const webhookId = options.webhookId ?? 'WH-FAKE-0000000000000001';
  const signingKey = randomBytes(32);
  const state = {
    failure: 'none' as TPaypalFakeFailure,
    orders: new Map<string, TFakeOrder>(),
    captures: new Map<string, TFakeCapture>(),
    refunds: new Map<string, TFakeRefund>(),
    tokens: new Set<string>(),
    /** `${method} ${path} ${PayPal-Request-Id}` -> the first answer. */
    idempotency: new Map<string, TReply>(),
    /** Every request, in order, including refused ones. */
    requests: [] as TPaypalFakeRequest[],
    /** How refunds come back: COMPLETED at once, or PENDING. */
    refundStatus: 'COMPLETED' as 'COMPLETED' | 'PENDING',
    webhookUrl: options.webhookUrl,
    deliveries: [] as { eventId: string; status: number | 'unreachable' }[],
  };
  let url = '';

  const link = (href: string, rel: string, method = 'GET') => ({ href: `${url}${href}`, rel, method });
  const captureJson = (c: TFakeCapture) => ({
    id: c.id,
    status: c.status,
    ...(c.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: c.amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    links: [
      link(`/v2/payments/captures/${c.id}`, 'self'),
      link(`/v2/payments/captures/${c.id}/refund`, 'refund', 'POST'),
      link(`/v2/checkout/orders/${c.orderId}`, 'up'),
    ],
    create_time: c.createTime,
    update_time: c.updateTime,
  });
  const refundJson = (r: TFakeRefund) => ({
    id: r.id,
    status: r.status,
    amount: r.amount,
    links: [link(`/v2/payments/refunds/${r.id}`, 'self'), link(`/v2/payments/captures/${r.captureId}`, 'up')],
    create_time: r.createTime,
    update_time: r.createTime,
  });
  const payer = (o: TFakeOrder) => ({
    name: { given_name: 'Test', surname: 'Payer' },
    email_address: 'payer@example.test',
    payer_id: `PAYER${o.id.slice(0, 8)}`,
    address: { country_code: 'PH' },
  });
  const orderJson = (o: TFakeOrder, minimal = false) => {
    const waiting = o.status === 'CREATED' || o.status === 'PAYER_ACTION_REQUIRED';
    const links = [
      link(`/v2/checkout/orders/${o.id}`, 'self'),
      ...(waiting ? [{ href: `${url}/checkoutnow?token=${o.id}`, rel: o.paypalSource ? 'payer-action' : 'approve', method: 'GET' }] : []),
      ...(o.status === 'APPROVED' || o.status === 'CREATED' ? [link(`/v2/checkout/orders/${o.id}/capture`, 'capture', 'POST')] : []),
    ];
    const source =
      o.paypalSource || o.approved
        ? { payment_source: { paypal: o.approved ? { ...payer(o), account_id: payer(o).payer_id, account_status: 'VERIFIED' } : {} } }
        : {};
    if (minimal) return { id: o.id, status: o.status, ...source, links };
    const capture = o.captureId ? state.captures.get(o.captureId)! : null;
    const refunds = capture ? capture.refundIds.map((r) => refundJson(state.refunds.get(r)!)) : [];
    return {
      id: o.id,
      intent: o.intent,
      status: o.status,
      ...source,
      purchase_units: [
        {
          ...o.unit,
          payee: { email_address: 'merchant@venue.test', merchant_id: 'FAKEMERCHANT01' },
          ...(capture ? { payments: { captures: [captureJson(capture)], ...(refunds.length ? { refunds } : {}) } } : {}),
        },
      ],
      ...(o.approved ? { payer: payer(o) } : {}),
      create_time: o.createTime,
      update_time: o.updateTime,
      links,
    };
  };

  function createOrder(b: Record<string, unknown>, prefer: string | undefined): TReply {
    const units = b.purchase_units as { reference_id?: string; description?: string; amount?: Partial<TMoney> }[] | undefined;
    const unit = units?.[0];
    const invalid = (field: string, issue: string, description: string) =>
      error(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', issue, `${description} (${field})`);
    if (b.intent !== 'CAPTURE' && b.intent !== 'AUTHORIZE') return invalid('/intent', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
    if (!unit?.amount) return invalid('/purchase_units/0/amount', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    if (!CURRENCIES.includes(unit.amount.currency_code ?? ''))
      return invalid('/purchase_units/0/amount/currency_code', 'CURRENCY_NOT_SUPPORTED', 'Currency code is not currently supported.');
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(unit.amount.value ?? '') || Number(unit.amount.value) <= 0) {
      return invalid('/purchase_units/0/amount/value', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
    }
    const source = (b.payment_source as { paypal?: { experience_context?: Record<string, string> } } | undefined)?.paypal;
    const context = source?.experience_context ?? (b.application_context as Record<string, string> | undefined);
    const now = isoNow();
    const order: TFakeOrder = {
      id: paypalId(),
      status: source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      intent: b.intent,
      unit: { reference_id: unit.reference_id, description: unit.description, amount: unit.amount as TMoney },
      paypalSource: Boolean(source),
      returnUrl: context?.return_url ?? null,
      cancelUrl: context?.cancel_url ?? null,
      captureOutcome: 'COMPLETED',
      captureId: null,
      approved: false,
      createTime: now,
      updateTime: now,
    };
    state.orders.set(order.id, order);
    return [201, orderJson(order, prefer !== 'return=representation')];
  }

  function captureOrder(order: TFakeOrder, prefer: string | undefined): TReply {
    if (order.status === 'COMPLETED') {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        UNPROCESSABLE,
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        UNPROCESSABLE,
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    const now = isoNow();
    const capture: TFakeCapture = {
      id: paypalId(),
      orderId: order.id,
      status: order.captureOutcome,
      amount: order.unit.amount,
      refundIds: [],
      createTime: now,
      updateTime: now,
    };
    state.captures.set(capture.id, capture);
    Object.assign(order, { status: 'COMPLETED', captureId: capture.id, updateTime: now });
    return [201, orderJson(order, prefer === 'return=minimal')];
  }

  function refundCapture(capture: TFakeCapture, b: { amount?: Partial<TMoney> } | null): TReply {
    if (capture.status === 'PENDING') {
      return error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'PENDING_CAPTURE', 'Cannot initiate a refund as the capture is pending.');
    }
    if (capture.status === 'REFUNDED')
      return error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        UNPROCESSABLE,
        'CAPTURE_STATUS_NOT_VALID',
        'Invalid capture status. Refunds can only be made on completed captures.',
      );
    }
    const cents = (v: string) => Math.round(Number(v) * 100);
    const refunded = capture.refundIds.reduce((sum, r) => sum + cents(state.refunds.get(r)!.amount.value), 0);
    const left = cents(capture.amount.value) - refunded;
    const amount = b?.amount?.value ? cents(b.amount.value) : left;
    if (b?.amount && b.amount.currency_code !== capture.amount.currency_code) {
      return error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'REFUND_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
    }
    if (!(amount > 0) || amount > left) {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        UNPROCESSABLE,
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund: TFakeRefund = {
      id: paypalId(),
      captureId: capture.id,
      amount: { currency_code: capture.amount.currency_code, value: (amount / 100).toFixed(2) },
      status: state.refundStatus,
      createTime: isoNow(),
    };
    state.refunds.set(refund.id, refund);
    capture.refundIds.push(refund.id);
    capture.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return [201, refundJson(refund)];
  }

  const sign = (transmissionId: string, time: string, hookId: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${hookId}|${crc32(body)}`)
      .digest('base64');

  function verify(b: Record<string, unknown>): TReply {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event'];
    const missing = fields.find((f) => b[f] === undefined || b[f] === '');
    if (missing) return error(400, 'VALIDATION_ERROR', 'Invalid request - see details', 'MISSING_REQUIRED_PARAMETER', `${missing} is required.`);
    const expected = sign(String(b.transmission_id), String(b.transmission_time), String(b.webhook_id), JSON.stringify(b.webhook_event));
    const ok = b.auth_algo === 'SHA256withRSA' && b.webhook_id === webhookId && b.transmission_sig === expected;
    return [200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' }];
  }

  function route(method: string, path: string, b: Record<string, unknown> | null, prefer: string | undefined): TReply {
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(b ?? {}, prefer);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verify(b ?? {});
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = state.orders.get(decodeURIComponent(orderPath[1]!));
      if (!order) return notFound();
      if (method === 'GET' && !orderPath[2]) return [200, orderJson(order)];
      if (method === 'POST' && orderPath[2]) return captureOrder(order, prefer);
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) {
      const capture = state.captures.get(decodeURIComponent(refundPath[1]!));
      return capture ? refundCapture(capture, b) : notFound();
    }
    return notFound();
  }

  function token(authorization: string | undefined): TReply {
    if (authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) {
      return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    state.tokens.add(accessToken);
    return [
      200,
      {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: randomUUID(),
      },
    ];
  }

  function pendingOrder(orderId: string) {
    const order = state.orders.get(orderId);
    if (!order || (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED'))
      throw new Error(`The fake has no order ${orderId} waiting for the payer.`);
    return order;
  }

  /** The payer logs in and approves; `capture` is how the capture will come out (a PENDING one settles later). */
  function approve(orderId: string, capture: TCaptureOutcome = 'COMPLETED') {
    Object.assign(pendingOrder(orderId), { status: 'APPROVED', approved: true, captureOutcome: capture, updateTime: isoNow() });
  }

  /** The payer approves, but PayPal declines the funding when the order is captured (capture status DECLINED). */
  function decline(orderId: string) {
    approve(orderId, 'DECLINED');
  }

  /** A PENDING capture is settled by PayPal later (then send PAYMENT.CAPTURE.COMPLETED or .DENIED). */
  function settleCapture(orderId: string, outcome: 'COMPLETED' | 'DECLINED' = 'COMPLETED') {
    const capture = state.captures.get(state.orders.get(orderId)?.captureId ?? '');
    if (capture?.status !== 'PENDING') throw new Error(`The fake has no pending capture on order ${orderId}.`);
    Object.assign(capture, { status: outcome, updateTime: isoNow() });
  }

  /** PayPal's webhook for the order's current state, signed for `hookId` (the configured webhook unless given). */
  function webhook(type: string, orderId: string, hookId = webhookId): TPaypalWebhook {
    const order = state.orders.get(orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}.`);
    const aboutCapture = type.startsWith('PAYMENT.CAPTURE.');
    const capture = order.captureId ? state.captures.get(order.captureId) : undefined;
    if (aboutCapture && !capture) throw new Error(`Order ${orderId} has no capture for ${type}.`);
    const eventId = `WH-${paypalId()}-${paypalId()}`;
    const resource = aboutCapture ? { ...captureJson(capture!), supplementary_data: { related_ids: { order_id: order.id } } } : orderJson(order);
    const body = JSON.stringify({
      id: eventId,
      event_version: '1.0',
      create_time: isoNow(),
      resource_type: aboutCapture ? 'capture' : 'checkout-order',
      resource_version: '2.0',
      event_type: type,
      summary: `${type} for ${order.id}`,
      resource,
      links: [link(`/v1/notifications/webhooks-events/${eventId}`, 'self'), link(`/v1/notifications/webhooks-events/${eventId}/resend`, 'resend', 'POST')],
    });
    const transmissionId = randomUUID();
    const time = isoNow();
    return {
      eventId,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sign(transmissionId, time, hookId, body),
        'paypal-transmission-time': time,
      },
    };
  }

  async function deliver(hook: TPaypalWebhook) {
    if (!state.webhookUrl) return;
    try {
      const res = await fetch(state.webhookUrl, { method: 'POST', headers: hook.headers, body: hook.body, signal: AbortSignal.timeout(10_000) });
      state.deliveries.push({ eventId: hook.eventId, status: res.status });
    } catch {
      state.deliveries.push({ eventId: hook.eventId, status: 'unreachable' });
    }
  }

  function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text), 'paypal-debug-id': randomBytes(7).toString('hex') }).end(text);
  }

  /** PayPal's login-and-approve page in a browser: approve (back to return_url) or cancel (back to cancel_url). */
  async function payerPage(req: IncomingMessage, res: ServerResponse, target: URL) {
    const order = state.orders.get(target.searchParams.get('token') ?? '');
    if (!order) return send(res, 404, 'No such order.', 'text/plain');
    const action = target.pathname.split('/')[2];
    if (req.method === 'GET' && !action) {
      const button = (to: string, label: string) => `<form method="post" action="/checkoutnow/${to}?token=${order.id}"><button>${label}</button></form>`;
      const html = `<!doctype html><title>Fake PayPal</title><h1>Pay ${order.unit.amount.currency_code} ${order.unit.amount.value}</h1>${button('approve', 'Approve test payment')}${button('cancel', 'Cancel and return')}`;
      return send(res, 200, html, 'text/html; charset=utf-8');
    }
    if (req.method !== 'POST' || (action !== 'approve' && action !== 'cancel')) return send(res, 404, 'Not found.', 'text/plain');
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') return send(res, 409, `This order is ${order.status}.`, 'text/plain');
    if (action === 'approve') {
      approve(order.id);
      await deliver(webhook('CHECKOUT.ORDER.APPROVED', order.id));
    }
    const back = action === 'approve' ? order.returnUrl : order.cancelUrl;
    if (!back) return send(res, 200, 'Done.', 'text/plain');
    const to = new URL(back);
    to.searchParams.set('token', order.id);
    if (action === 'approve') to.searchParams.set('PayerID', payer(order).payer_id);
    res.writeHead(303, { location: to.toString() }).end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', 'http://fake');
      if (target.pathname.startsWith('/checkoutnow')) return void payerPage(req, res, target);
      const method = req.method ?? 'GET';
      const path = target.pathname;
      const contentType = req.headers['content-type'] ?? null;
      const requestId = (req.headers['paypal-request-id'] as string | undefined) ?? null;
      let body: unknown = raw;
      if (raw && contentType?.startsWith('application/json')) {
        try {
          body = JSON.parse(raw);
        } catch {
          return send(
            res,
            400,
            error(
              400,
              'INVALID_REQUEST',
              'Request is not well-formed, syntactically incorrect, or violates schema.',
              'MALFORMED_REQUEST_JSON',
              'The request JSON is not well formed.',
            )[1],
          );
        }
      }
      state.requests.push({ method, path, requestId, authorization: req.headers.authorization ?? null, contentType, body: raw ? body : null });

      if (state.failure === 'drop') return req.socket.destroy();
      if (state.failure === 'hang') return; // close() ends it
      if (state.failure === 'error') return send(res, 500, error(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.')[1]);
      if (method === 'POST' && path === '/v1/oauth2/token') {
        const [status, answer] = token(req.headers.authorization);
        return send(res, status, answer);
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !state.tokens.has(bearer)) return send(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

      // Like PayPal: a POST repeated with the same PayPal-Request-Id is answered with the first result.
      const key = requestId && method === 'POST' ? `${method} ${path} ${requestId}` : null;
      const seen = key ? state.idempotency.get(key) : undefined;
      if (seen) return send(res, seen[0], seen[1]);
      const reply = route(method, path, body && typeof body === 'object' ? (body as Record<string, unknown>) : null, req.headers.prefer as string | undefined);
      // Refusals are not kept: the same id may succeed once the order is approved.
      if (key && reply[0] < 400) state.idempotency.set(key, [reply[0], JSON.parse(JSON.stringify(reply[1]))]);
      send(res, reply[0], reply[1]);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    state,
    /** The `paypal` block of TPaymentsConfig, pointed at this fake. */
    config: { clientId, clientSecret, webhookId, environment: 'sandbox' as const, apiBase: url },
    /** The environment that points a whole server at this fake (buildApp reads it through loadPaymentsConfig). */
    env: { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId, PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_API_BASE: url },
    /** The outage switch: 'error' answers 500, 'drop' closes the connection unanswered, 'hang' never answers. */
    setFailure(failure: TPaypalFakeFailure) {
      state.failure = failure;
    },
    approve,
    decline,
    settleCapture,
    /** The order runs out before it is captured (PayPal voids unpaid orders after some hours). */
    expire(orderId: string) {
      const order = state.orders.get(orderId);
      if (!order || order.status === 'COMPLETED') throw new Error(`The fake has no uncaptured order ${orderId}.`);
      Object.assign(order, { status: 'VOIDED', updateTime: isoNow() });
    },
    webhook,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TPaypalFake = Awaited<ReturnType<typeof startPaypalFake>>;
