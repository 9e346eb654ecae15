import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { GatewayUnavailableError, WebhookSignatureError, type TCardDetails, type TGatewayEvent, type TPaymentGateway } from '../../lib/gateways/gateway';
import { webhookEvents } from '../../db/schema';
import { lockPayment, lockPaymentByNumber, paymentStateByRef, updatePayment } from './charges.repo';
import { applyNews } from './settle.service';

/** One webhook endpoint per provider; PayMongo's carries both wallets. */
const FAMILIES: Record<string, string[]> = { stripe: ['stripe'], paymongo: ['gcash', 'paymaya'], paypal: ['paypal'], test: ['test'] };

const GATEWAY_SILENT = 'The payment gateway did not answer, so this webhook was not applied. Please deliver it again.';

/** processing: the payer's part is done but the money is not settled, so the redirect is no longer offered. */
type TNews = { news: 'succeeded' | 'failed' | 'processing'; failureMessage?: string; card?: TCardDetails };

/**
 * A webhook is verified on its raw body, then applied once: its event id is recorded in the same transaction
 * as its effect, so a second delivery finds it and changes nothing; out-of-order news is absorbed by the
 * settlement rules (a success is final). Unknown charges are acknowledged (they may belong to another system).
 */
export async function receiveWebhook(ctx: TContext, provider: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  const codes = FAMILIES[provider] ?? [];
  const adapter = codes.map((c) => ctx.gateways.get(c)).find((g): g is TPaymentGateway => Boolean(g?.verifyWebhook || g?.parseWebhook));
  if (!adapter) throw new AppError(404, 'Not found.');
  const event = await verifiedEvent(adapter, rawBody, headers);
  // "The payer acted" (PayPal's approved order) is settled by asking the gateway, which for PayPal captures; that
  // call happens before the transaction, never inside it. A repeat delivery asks again and the gateway's
  // idempotency (the capture's PayPal-Request-Id) answers with the same capture.
  const news: TNews | null =
    event.type === 'payment.succeeded'
      ? { news: 'succeeded', card: event.card }
      : event.type === 'payment.failed'
        ? { news: 'failed', failureMessage: event.failureMessage }
        : event.type === 'payment.processing'
          ? await askGateway(ctx, adapter, codes, event.providerRef)
          : null;
  return ctx.transact(async (tx, effects) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ gatewayCode: provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId });
    if (!fresh) return { received: true, duplicate: true };
    if (news) {
      let payment = await lockPayment(tx, { gatewayCodes: codes, providerRef: event.providerRef });
      if (!payment && event.reference) {
        // The charge's answer never reached us (its reference was not stored): find it by our payment number.
        payment = await lockPaymentByNumber(tx, codes, event.reference);
        if (payment) await updatePayment(tx, payment.id, { providerRef: event.providerRef });
      }
      if (payment?.status === 'PROCESSING' && news.news === 'processing') await updatePayment(tx, payment.id, { clientSecret: null, redirectUrl: null });
      else if (payment && news.news !== 'processing')
        await applyNews(ctx, tx, effects, payment, news.news, { failureMessage: news.failureMessage, card: news.card });
    }
    return { received: true, duplicate: false };
  });
}

async function verifiedEvent(adapter: TPaymentGateway, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<TGatewayEvent> {
  try {
    return adapter.verifyWebhook ? await adapter.verifyWebhook(rawBody, headers) : adapter.parseWebhook!(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError(400, 'Invalid webhook signature.');
    // Not known to be false, only unchecked: a 5xx makes the provider deliver it again later.
    if (err instanceof GatewayUnavailableError) throw new AppError(503, GATEWAY_SILENT);
    throw new AppError(400, 'The webhook body could not be read.');
  }
}

/** Where a charge of ours that is still waiting stands now; null when it is not ours, already settled, or still with the payer. */
async function askGateway(ctx: TContext, adapter: TPaymentGateway, codes: string[], providerRef: string): Promise<TNews | null> {
  const payment = await paymentStateByRef(ctx.db, codes, providerRef);
  if (payment?.status !== 'PROCESSING') return null;
  try {
    const result = await adapter.retrieve(providerRef);
    if (result.status === 'succeeded') return { news: 'succeeded', card: result.card };
    if (result.status === 'failed') return { news: 'failed', failureMessage: result.message };
    return result.status === 'processing' ? { news: 'processing' } : null;
  } catch (err) {
    if (err instanceof GatewayUnavailableError) throw new AppError(503, GATEWAY_SILENT);
    throw err;
  }
}
