import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPaymentsConfig } from '../../config';
import { GatewayUnavailableError, type TChargeResult, type TGatewayEvent, type TPaymentGateway, WebhookSignatureError } from './gateway';
import {
  createPaymongoClient,
  PaymongoRefusal,
  type TPaymongoIntent,
  type TPaymongoPaymentAttributes,
  type TPaymongoRequest,
  type TPaymongoResource,
} from './paymongo-client';

/**
 * GCash and Maya through PayMongo's Payment Intent workflow: create an intent, create a wallet payment method,
 * attach it; PayMongo answers with a redirect to the wallet, and the result comes back by webhook (or by
 * retrieve() when the payer returns). Both adapters share one key, so one PayMongo webhook serves both.
 */
type TWallet = 'gcash' | 'paymaya';
const WALLETS: Record<TWallet, { name: string; description: string }> = {
  gcash: { name: 'GCash', description: 'Pay from your GCash wallet: you approve the payment in GCash, then come back.' },
  paymaya: { name: 'Maya', description: 'Pay from your Maya wallet: you approve the payment in Maya, then come back.' },
};

/** PayMongo signs each webhook at delivery; older signatures are refused so a captured request cannot be replayed. */
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export interface TPaymongoGatewayOptions {
  /** Per request; PayMongo answers in well under a second, so 15 s means it is not answering. */
  timeoutMs?: number;
}

/** GCash and Maya through PayMongo: on when PAYMONGO_SECRET_KEY is set. */
export function paymongoGatewaysFrom(config: TPaymentsConfig, options: TPaymongoGatewayOptions = {}): TPaymentGateway[] {
  const settings = config.paymongo;
  if (!settings) return [];
  const environment = settings.secretKey.startsWith('sk_test_') ? 'test' : 'live';
  const request = createPaymongoClient({ secretKey: settings.secretKey, apiBase: settings.apiBase, timeoutMs: options.timeoutMs });
  return (['gcash', 'paymaya'] as const).map((wallet) => createWalletGateway(wallet, environment, request, settings.webhookSecret));
}

function createWalletGateway(wallet: TWallet, environment: 'test' | 'live', request: TPaymongoRequest, webhookSecret: string): TPaymentGateway {
  const { name, description } = WALLETS[wallet];
  const getIntent = async (id: string) => (await request<{ data: TPaymongoIntent }>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`)).data;
  const post = async <A>(path: string, attributes: Record<string, unknown>, key: string) =>
    (await request<{ data: TPaymongoResource<A> }>('POST', path, attributes, key)).data;

  return {
    code: wallet,
    name,
    description,
    methodType: 'DIGITAL_WALLET',
    environment,
    supports: { savedMethods: false, refunds: true, partialPayments: true, recurring: false, applePay: false, googlePay: false },
    // PayMongo refuses intents under ₱20.00 ("amount must be at least 2000") and GCash refuses over ₱100,000
    // (AMOUNT_EXCEED_LIMIT); Maya's documented ceiling is the same. Both from PayMongo's docs.
    publicConfig: () => ({
      environment,
      min_amount: '20.00',
      max_amount: '100000.00',
      supports_saved_methods: false,
      supports_refunds: true,
      supports_partial_payments: true,
    }),

    async health() {
      try {
        // The cheapest call that needs the secret key; it also says which methods the account may take.
        const methods = await request<unknown>('GET', '/v1/merchants/capabilities/payment_methods');
        // Test accounts do not list every method they can take, so only a live account is held to the list.
        if (environment === 'live' && Array.isArray(methods) && !methods.includes(wallet)) {
          return { ok: false, message: `${name} is not enabled on this PayMongo account.` };
        }
        return { ok: true, message: `PayMongo is answering (${environment} mode).` };
      } catch (err) {
        if (err instanceof PaymongoRefusal) {
          return { ok: false, message: err.status === 401 || err.status === 403 ? 'The PayMongo key was refused.' : err.message };
        }
        return { ok: false, message: 'PayMongo did not answer.' };
      }
    },

    async charge(req) {
      if (req.currency.toUpperCase() !== 'PHP') return { status: 'failed', message: 'GCash and Maya accept Philippine pesos only.' };
      const amount = Number(req.amountMinor);
      if (!Number.isSafeInteger(amount) || amount <= 0) return { status: 'failed', message: 'The amount to pay is not valid.' };
      // Every step is keyed by our payment number, so a retry after a lost answer replays the first attempt
      // instead of opening a second intent (PayMongo keeps keys 24 hours and refuses a reused key with other data).
      const key = (step: string) => `${req.reference}:${wallet}:${step}`;
      let intentId: string | undefined;
      try {
        const intent = await post<TPaymongoIntent['attributes']>(
          '/v1/payment_intents',
          {
            amount,
            currency: 'PHP',
            payment_method_allowed: [wallet],
            description: req.description,
            // No statement_descriptor: PayMongo then shows the account's business name, which payers recognise.
            metadata: { reference: req.reference },
          },
          key('intent'),
        );
        intentId = intent.id;
        if (intent.attributes.status !== 'awaiting_payment_method') return resultOf(intent);
        const method = await post('/v1/payment_methods', { type: wallet, billing: { name: req.customer.name, email: req.customer.email } }, key('method'));
        const attached = await post<TPaymongoIntent['attributes']>(
          `/v1/payment_intents/${encodeURIComponent(intent.id)}/attach`,
          { payment_method: method.id, client_key: intent.attributes.client_key, return_url: req.returnUrl },
          key('attach'),
        );
        return resultOf(attached);
      } catch (err) {
        if (!(err instanceof PaymongoRefusal)) throw err;
        // A retry may find the intent already attached by the first attempt: report where it stands.
        const current = intentId ? await getIntent(intentId).catch(() => null) : null;
        if (current && current.attributes.status !== 'awaiting_payment_method') return resultOf(current);
        return { status: 'failed', providerRef: intentId, message: err.message, declineCode: err.code };
      }
    },

    async retrieve(providerRef) {
      try {
        return resultOf(await getIntent(providerRef));
      } catch (err) {
        // A refused key says nothing about the payment: it must not be recorded as failed.
        if (err instanceof PaymongoRefusal && (err.status === 401 || err.status === 403)) throw new GatewayUnavailableError('The PayMongo key was refused.');
        if (err instanceof PaymongoRefusal) return { status: 'failed', providerRef, message: err.message, declineCode: err.code };
        throw err;
      }
    },

    async refund(providerRef, amountMinor, idempotencyKey) {
      try {
        const payment = paidPayment(await getIntent(providerRef));
        if (!payment) return { status: 'failed', message: 'This payment was not completed, so there is nothing to refund.' };
        const refund = await post<{ status: string }>(
          '/v1/refunds',
          { amount: Number(amountMinor), payment_id: payment.id, reason: 'requested_by_customer' },
          idempotencyKey,
        );
        if (refund.attributes.status === 'failed') return { status: 'failed', message: 'PayMongo could not refund this payment.' };
        return { status: refund.attributes.status === 'succeeded' ? 'succeeded' : 'pending', providerRef: refund.id };
      } catch (err) {
        if (err instanceof PaymongoRefusal) return { status: 'failed', message: err.message };
        throw err;
      }
    },

    parseWebhook(rawBody, headers) {
      verifySignature(rawBody, headers['paymongo-signature'], webhookSecret, environment);
      return eventOf(JSON.parse(rawBody.toString('utf8')) as TPaymongoEvent);
    },
  };
}

/** The intent's state as the payments service understands it. `providerRef` is always the intent id. */
function resultOf(intent: TPaymongoIntent): TChargeResult {
  const providerRef = intent.id;
  const { status, next_action, last_payment_error } = intent.attributes;
  switch (status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef };
    case 'awaiting_next_action':
      return { status: 'requires_action', providerRef, redirectUrl: next_action?.redirect?.url };
    case 'awaiting_payment_method':
      // PayMongo puts a declined, cancelled or expired wallet payment back here with the reason attached.
      return {
        status: 'failed',
        providerRef,
        message: last_payment_error?.failed_message || 'The payment was not completed. Please try again.',
        declineCode: last_payment_error?.failed_code,
      };
    case 'cancelled':
      return { status: 'failed', providerRef, message: 'The payment was cancelled.' };
    default:
      // processing, or a state this adapter does not know yet: the webhook will settle it.
      return { status: 'processing', providerRef };
  }
}

function paidPayment(intent: TPaymongoIntent) {
  return intent.attributes.payments?.find((p) => p.attributes.status === 'paid');
}

function verifySignature(rawBody: Buffer, header: string | string[] | undefined, secret: string, environment: 'test' | 'live', now = Date.now()) {
  if (!secret) throw new WebhookSignatureError('PAYMONGO_WEBHOOK_SECRET is not set, so PayMongo webhooks cannot be verified.');
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new WebhookSignatureError('The Paymongo-Signature header is missing.');
  const parts = new Map(value.split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()]));
  const t = parts.get('t') ?? '';
  if (!/^\d+$/.test(t)) throw new WebhookSignatureError('The Paymongo-Signature header has no timestamp.');
  if (Math.abs(now / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('The PayMongo webhook is too old.');
  // Test-mode events are signed in `te`, live ones in `li`; the key decides which one this server trusts.
  const given = Buffer.from(parts.get(environment === 'test' ? 'te' : 'li') ?? '', 'hex');
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
}

interface TPaymongoEvent {
  data?: {
    id?: string;
    attributes?: { type?: string; data?: { id?: string; type?: string; attributes?: TPaymongoEventResource } };
  };
}
type TPaymongoEventResource = Partial<TPaymongoPaymentAttributes> & { last_payment_error?: { failed_message?: string } | null };

function eventOf(body: TPaymongoEvent): TGatewayEvent {
  const id = body.data?.id ?? '';
  const type = body.data?.attributes?.type;
  const resource = body.data?.attributes?.data;
  const attributes = resource?.attributes;
  // Payment events carry the payment, which names its intent; intent events carry the intent itself. A refund
  // resource (payment.refund.updated) names only its payment, so it cannot be tied to a charge here and is
  // ignored: payment.refunded, which carries the payment, brings the same news.
  const providerRef = attributes?.payment_intent_id || (resource?.type === 'payment_intent' ? resource.id : undefined);
  if (!providerRef) return { id, type: 'ignored', providerRef: resource?.id ?? '' };
  switch (type) {
    case 'payment.paid':
      return { id, type: 'payment.succeeded', providerRef };
    case 'payment.failed':
      return {
        id,
        type: 'payment.failed',
        providerRef,
        failureMessage: attributes?.failed_message || attributes?.last_payment_error?.failed_message || 'The payment failed.',
      };
    case 'payment.refunded':
      return { id, type: 'refund.succeeded', providerRef };
    case 'payment.refund.updated':
      // Carries the refund itself, which moves pending -> succeeded | failed.
      if (resource?.type === 'refund' && attributes?.status !== 'succeeded') {
        return { id, type: attributes?.status === 'failed' ? 'refund.failed' : 'ignored', providerRef };
      }
      return { id, type: 'refund.succeeded', providerRef };
    default:
      return { id, type: 'ignored', providerRef };
  }
}
