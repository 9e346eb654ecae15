import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { WebhookSignatureError, type TPaymentGateway } from '../../lib/gateways/gateway';
import { webhookEvents } from '../../db/schema';
import { lockPayment, lockPaymentByNumber, updatePayment } from './charges.repo';
import { applyNews } from './settle.service';

/** One webhook endpoint per provider; PayMongo's carries both wallets. */
const FAMILIES: Record<string, string[]> = { stripe: ['stripe'], paymongo: ['gcash', 'paymaya'], test: ['test'] };

/**
 * A webhook is verified on its raw body, then applied once: its event id is recorded in the same transaction
 * as its effect, so a second delivery finds it and changes nothing; out-of-order news is absorbed by the
 * settlement rules (a success is final). Unknown charges are acknowledged (they may belong to another system).
 */
export async function receiveWebhook(ctx: TContext, provider: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  const codes = FAMILIES[provider] ?? [];
  const adapter = codes.map((c) => ctx.gateways.get(c)).find((g): g is TPaymentGateway => Boolean(g?.parseWebhook));
  if (!adapter?.parseWebhook) throw new AppError(404, 'Not found.');
  let event;
  try {
    event = adapter.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError(400, 'Invalid webhook signature.');
    throw new AppError(400, 'The webhook body could not be read.');
  }
  return ctx.transact(async (tx, effects) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ gatewayCode: provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId });
    if (!fresh) return { received: true, duplicate: true };
    if (event.type === 'payment.succeeded' || event.type === 'payment.failed') {
      let payment = await lockPayment(tx, { gatewayCodes: codes, providerRef: event.providerRef });
      if (!payment && event.reference) {
        // The charge's answer never reached us (its reference was not stored): find it by our payment number.
        payment = await lockPaymentByNumber(tx, codes, event.reference);
        if (payment) await updatePayment(tx, payment.id, { providerRef: event.providerRef });
      }
      if (payment)
        await applyNews(ctx, tx, effects, payment, event.type === 'payment.succeeded' ? 'succeeded' : 'failed', {
          failureMessage: event.failureMessage,
          card: event.card,
        });
    }
    return { received: true, duplicate: false };
  });
}
