import { Agent } from 'node:http';
import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  RefundStatus,
  type Order,
} from '@paypal/paypal-server-sdk';
import { fromMinor } from '@venue/shared/money';
import { minimumChargeMinor } from '@venue/shared/payments/charge-amount';
import type { TPaymentsConfig } from '../../config';
import { GatewayUnavailableError, WebhookSignatureError, type TChargeResult, type TGatewayEvent, type TPaymentGateway } from './gateway';

/**
 * PayPal Checkout through the official SDK (Orders v2): charge() creates an order the payer approves on PayPal's
 * page, retrieve() captures it once approved. The order id is the payment's provider reference throughout;
 * refunds look its capture up. Every call that moves money carries a PayPal-Request-Id, so a retry gets the
 * first answer: our payment number for the order, `${orderId}-capture` for the capture (whichever of the
 * payer's return, the webhook and the sweep asks first captures; the others read the same capture).
 */
type TPaypalSettings = NonNullable<TPaymentsConfig['paypal']>;
export interface TPaypalGatewayOptions {
  timeoutMs?: number;
}

const DECLINED = 'PayPal declined the payment. Please try another payment method.';
const VOIDED = 'The PayPal order expired or was cancelled before it was paid. Please try again.';
const NO_ORDER = 'PayPal has no record of this payment.';

/** On when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set. */
export function paypalGatewaysFrom(config: TPaymentsConfig, options: TPaypalGatewayOptions = {}): TPaymentGateway[] {
  return config.paypal ? [createPaypalGateway(config.paypal, options)] : [];
}

/**
 * The SDK knows only PayPal's two addresses (the base URL is chosen from `environment` inside the client, with
 * no override). PAYPAL_API_BASE (a local fake in tests) is reached through the one transport option the SDK
 * does take: an https agent whose connections go to that address instead, plain TCP for an http:// base.
 * Requests still name PayPal's host; everything else (auth, headers, errors) is the SDK's own.
 */
function agentFor(apiBase: string): Agent {
  const url = new URL(apiBase);
  const secure = url.protocol === 'https:';
  const port = Number(url.port) || (secure ? 443 : 80);
  const agent = new Agent();
  // Node checks that an https request's agent speaks https.
  return Object.assign(agent, {
    protocol: 'https:',
    createConnection: () => (secure ? tlsConnect({ host: url.hostname, port, servername: url.hostname }) : connect({ host: url.hostname, port })),
  });
}

/** PayPal's own words from an error answer: the first detail's description, else its message. */
function wordsOf(err: ApiError): string {
  const body = err.result as { message?: string; details?: { description?: string }[]; error_description?: string } | undefined;
  return body?.details?.[0]?.description || body?.message || body?.error_description || `PayPal refused the request (HTTP ${err.statusCode}).`;
}
const issueOf = (err: ApiError) => (err.result as { details?: { issue?: string }[] } | undefined)?.details?.[0]?.issue;

/**
 * Nothing is known to have happened: no answer (network, timeout), a 5xx or 429, or our credentials refused
 * (a payer cannot fix that, and it says nothing about an existing payment). Anything else the SDK throws (its
 * argument or response validation) is a bug to see, not an outage.
 */
const isOutage = (err: unknown) =>
  err instanceof ApiError
    ? err.statusCode >= 500 || err.statusCode === 429 || err.statusCode === 401
    : (err as { isAxiosError?: boolean }).isAxiosError === true || (err as Error).name === 'AbortError';

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isOutage(err)) throw err;
    const unavailable = new GatewayUnavailableError(err instanceof ApiError ? `PayPal answered HTTP ${err.statusCode}.` : 'PayPal did not answer.');
    unavailable.cause = err;
    throw unavailable;
  }
}

const captureOf = (order: Order) => order.purchaseUnits?.[0]?.payments?.captures?.at(-1);
const linkOf = (order: Order, ...rels: string[]) => order.links?.find((l) => rels.includes(l.rel))?.href;

/** The order's state as the payments service understands it. */
function resultOf(order: Order, providerRef = order.id ?? ''): TChargeResult {
  switch (order.status) {
    case OrderStatus.Completed: {
      const capture = captureOf(order);
      switch (capture?.status) {
        case CaptureStatus.Completed:
        case CaptureStatus.PartiallyRefunded:
        case CaptureStatus.Refunded:
          return { status: 'succeeded', providerRef };
        case CaptureStatus.Declined:
        case CaptureStatus.Failed:
          return { status: 'failed', providerRef, message: DECLINED, declineCode: capture.status };
        default:
          // PENDING (an e-check, a review): PAYMENT.CAPTURE.COMPLETED or .DENIED settles it.
          return { status: 'processing', providerRef };
      }
    }
    case OrderStatus.Voided:
      return { status: 'failed', providerRef, message: VOIDED };
    case OrderStatus.Created:
    case OrderStatus.PayerActionRequired:
      // payer-action when the order names payment_source.paypal (as ours do), approve for the older form.
      return { status: 'requires_action', providerRef, redirectUrl: linkOf(order, 'payer-action', 'approve') };
    default:
      // APPROVED (retrieve() captures it) or SAVED: not settled yet.
      return { status: 'processing', providerRef };
  }
}

function eventOf(body: TPaypalEvent): TGatewayEvent {
  const id = body.id ?? '';
  const resource = body.resource ?? {};
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  switch (body.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return resource.id ? { id, type: 'payment.processing', providerRef: resource.id } : { id, type: 'ignored', providerRef: '' };
    case 'PAYMENT.CAPTURE.COMPLETED':
      return orderId ? { id, type: 'payment.succeeded', providerRef: orderId } : { id, type: 'ignored', providerRef: resource.id ?? '' };
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return orderId ? { id, type: 'payment.failed', providerRef: orderId, failureMessage: DECLINED } : { id, type: 'ignored', providerRef: resource.id ?? '' };
    default:
      // Refund events name the capture, not the order; the refund call already recorded the answer.
      return { id, type: 'ignored', providerRef: orderId ?? resource.id ?? '' };
  }
}
interface TPaypalEvent {
  id?: string;
  event_type?: string;
  resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
}

/** The transmission headers PayPal signs a webhook with, all required by verify-webhook-signature. */
const TRANSMISSION = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export function createPaypalGateway(settings: TPaypalSettings, options: TPaypalGatewayOptions = {}): TPaymentGateway {
  const environment = settings.environment;
  const timeout = options.timeoutMs ?? 15_000;
  const client = new Client({
    environment: environment === 'live' ? Environment.Production : Environment.Sandbox,
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    timeout,
    // No SDK retries (its default, kept explicit): a retry comes back through the service's idempotent pay call
    // with the same PayPal-Request-Id, instead of sleeping with the payer's request open.
    httpClientOptions: { timeout, retryConfig: { maxNumberOfRetries: 0 }, httpsAgent: settings.apiBase ? agentFor(settings.apiBase) : undefined },
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  const getOrder = async (id: string) => (await orders.getOrder({ id })).result;

  /** Captures an approved order; a capture already made (by another caller) is read instead. */
  async function capture(orderId: string): Promise<TChargeResult> {
    try {
      const { result } = await orders.captureOrder({ id: orderId, paypalRequestId: `${orderId}-capture`, prefer: 'return=representation' });
      return resultOf(result, orderId);
    } catch (err) {
      if (!(err instanceof ApiError) || err.statusCode !== 422) throw err;
      if (issueOf(err) === 'ORDER_ALREADY_CAPTURED') return resultOf(await getOrder(orderId), orderId);
      // INSTRUMENT_DECLINED and the like: this attempt is over; the payer starts another payment.
      return { status: 'failed', providerRef: orderId, message: wordsOf(err), declineCode: issueOf(err) };
    }
  }

  return {
    code: 'paypal',
    name: 'PayPal',
    description: 'Pay with your PayPal account, or a card through PayPal.',
    methodType: 'DIGITAL_WALLET',
    environment,
    supports: { savedMethods: false, refunds: true, partialPayments: true, recurring: false, applePay: false, googlePay: false },
    publicConfig: () => ({
      environment,
      min_amount: fromMinor(minimumChargeMinor('PHP')),
      supports_saved_methods: false,
      supports_refunds: true,
      supports_partial_payments: true,
    }),

    async health() {
      try {
        await client.clientCredentialsAuthManager.fetchToken();
        return { ok: true, message: `PayPal is answering (${environment}).` };
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 401) return { ok: false, message: 'PayPal refused the client ID and secret.' };
        if (err instanceof ApiError) return { ok: false, message: `PayPal did not answer as expected (HTTP ${err.statusCode}).` };
        return { ok: false, message: 'PayPal could not be reached.' };
      }
    },

    async charge(req) {
      if (req.amountMinor <= 0n) return { status: 'failed', message: 'The amount to pay is not valid.' };
      return guard(async () => {
        try {
          const { result } = await orders.createOrder({
            body: {
              intent: CheckoutPaymentIntent.Capture,
              purchaseUnits: [
                {
                  referenceId: req.reference,
                  description: req.description.slice(0, 127),
                  amount: { currencyCode: req.currency.toUpperCase(), value: fromMinor(req.amountMinor) },
                },
              ],
              paymentSource: {
                paypal: {
                  experienceContext: {
                    // Cancelling comes back to the same page, which asks retrieve(): still waiting, so the payer may try again.
                    returnUrl: req.returnUrl,
                    cancelUrl: req.returnUrl,
                    userAction: PaypalExperienceUserAction.PayNow,
                    shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                  },
                },
              },
            },
            // Our payment number: a repeated call gets the first order, not a second one.
            paypalRequestId: req.reference,
            prefer: 'return=representation',
          });
          return resultOf(result);
        } catch (err) {
          if (err instanceof ApiError && (err.statusCode === 400 || err.statusCode === 422)) {
            return { status: 'failed', message: wordsOf(err), declineCode: issueOf(err) };
          }
          throw err;
        }
      });
    },

    async retrieve(providerRef) {
      return guard(async () => {
        let order: Order;
        try {
          order = await getOrder(providerRef);
        } catch (err) {
          if (err instanceof ApiError && err.statusCode === 404) return { status: 'failed', providerRef, message: NO_ORDER };
          throw err;
        }
        return order.status === OrderStatus.Approved ? capture(providerRef) : resultOf(order, providerRef);
      });
    },

    async refund(providerRef, amountMinor, idempotencyKey) {
      return guard(async () => {
        try {
          const captured = captureOf(await getOrder(providerRef));
          if (!captured?.id || (captured.status !== CaptureStatus.Completed && captured.status !== CaptureStatus.PartiallyRefunded)) {
            return { status: 'failed', message: 'This payment was not completed, so there is nothing to refund.' };
          }
          const { result } = await payments.refundCapturedPayment({
            captureId: captured.id,
            paypalRequestId: idempotencyKey,
            prefer: 'return=representation',
            body: { amount: { currencyCode: captured.amount?.currencyCode ?? 'PHP', value: fromMinor(amountMinor) } },
          });
          if (result.status === RefundStatus.Completed) return { status: 'succeeded', providerRef: result.id ?? '' };
          if (result.status === RefundStatus.Failed || result.status === RefundStatus.Cancelled)
            return { status: 'failed', message: 'PayPal could not refund this payment.' };
          return { status: 'pending', providerRef: result.id ?? '' };
        } catch (err) {
          if (err instanceof ApiError && err.statusCode < 500 && !isOutage(err)) {
            return { status: 'failed', message: wordsOf(err) };
          }
          throw err;
        }
      });
    },

    async verifyWebhook(rawBody, headers) {
      if (!settings.webhookId) throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not set, so PayPal webhooks cannot be verified.');
      const transmission: Record<string, string> = {};
      for (const [field, header] of Object.entries(TRANSMISSION)) {
        const value = headers[header];
        const text = Array.isArray(value) ? value[0] : value;
        if (!text) throw new WebhookSignatureError(`The ${header} header is missing.`);
        transmission[field] = text;
      }
      const raw = rawBody.toString('utf8');
      const event = JSON.parse(raw) as TPaypalEvent; // not JSON: the service answers 400 without asking PayPal
      // PayPal checks the signature against a CRC of the event as it receives it, so the body goes back verbatim
      // (re-serialising it could reorder or re-escape it and fail a genuine webhook). The SDK has no call for
      // this endpoint; its request builder still brings the address, the token and the error handling.
      const request = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
      request.header('Content-Type', 'application/json');
      request.text(`${JSON.stringify({ ...transmission, webhook_id: settings.webhookId }).slice(0, -1)},"webhook_event":${raw}}`);
      request.authenticate([{ oauth2: true }]);
      let status: string | undefined;
      try {
        const { result } = await guard(() => request.callAsText());
        status = (JSON.parse(result) as { verification_status?: string }).verification_status;
      } catch (err) {
        // 400: PayPal could not read what it was asked to check, which a genuine webhook never causes.
        if (err instanceof ApiError) throw new WebhookSignatureError(`PayPal refused to verify the webhook: ${wordsOf(err)}`);
        throw err;
      }
      if (status !== 'SUCCESS') throw new WebhookSignatureError();
      return eventOf(event);
    },
  };
}
