import { toMinor } from '@venue/shared/money';
import { GATEWAY_DOWN, PAYMENT_UNCONFIRMED } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { GatewayUnavailableError, type TChargeRequest, type TChargeResult, type TPaymentGateway } from '../../lib/gateways/gateway';
import { updatePayment } from './charges.repo';

/** A gateway that did not answer is a 502 with code `unavailable`, whatever call asked it. */
export async function callGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GatewayUnavailableError) throw new AppError(502, GATEWAY_DOWN, undefined, { code: 'unavailable' });
    throw err;
  }
}

/**
 * Asks the gateway for a reserved payment whose charge nobody can complete without the answer (prepare: the browser
 * never got the client secret). When it does not answer, nothing can have been charged: the hold is released so the
 * payer can try again.
 */
export async function chargeReserved<T>(ctx: TContext, paymentId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await ctx.transact(async (tx) => updatePayment(tx, paymentId, { status: 'FAILED', failureMessage: GATEWAY_DOWN }));
    return callGateway(() => Promise.reject(err));
  }
}

/**
 * The charge call errored, yet the payment stays PROCESSING (holding its amount) because the gateway may have
 * taken it and could not be asked; the recovery job (settleStaleCharges) settles it by the gateway's word.
 * `paymentId` lets a caller that answers differently (the booking's completion) find the payment.
 */
export class ChargeUnconfirmedError extends AppError {
  constructor(readonly paymentId: number) {
    super(502, PAYMENT_UNCONFIRMED, undefined, { code: 'unavailable' });
  }
}

/**
 * Charges a reserved payment. When the call errors, a charge the gateway may have taken is never marked FAILED on
 * our guess: the gateway is asked by our payment number (findByReference). Its answer (paid, declined, waiting on
 * the payer) is returned like the charge's own, so the caller records it as usual; no charge there → FAILED, and
 * "Nothing was charged" is true. When the request never left (connection refused, DNS), or the gateway is a wallet
 * that takes nothing until the payer follows a redirect nobody handed out, it fails at once as well. Otherwise (the
 * lookup fails too, or a card gateway without one) it stays PROCESSING: ChargeUnconfirmedError.
 */
export async function chargeOrAsk(
  ctx: TContext,
  payment: { id: number; number: string },
  adapter: TPaymentGateway,
  work: () => Promise<TChargeResult>,
): Promise<TChargeResult> {
  let failure: unknown;
  try {
    return await work();
  } catch (err) {
    failure = err;
  }
  const reached = !(failure instanceof GatewayUnavailableError) || failure.mayHaveReached;
  if (reached) {
    let found: TChargeResult | null | 'unknown';
    try {
      found = await findCharge(adapter, { number: payment.number, providerRef: null });
    } catch {
      throw new ChargeUnconfirmedError(payment.id);
    }
    if (found === 'unknown') throw new ChargeUnconfirmedError(payment.id);
    // Offline is never an answer to a lookup; anything else there is where the charge stands.
    if (found && found.status !== 'offline') return found;
  }
  await ctx.transact(async (tx) => updatePayment(tx, payment.id, { status: 'FAILED', failureMessage: GATEWAY_DOWN }));
  return callGateway(() => Promise.reject(failure));
}

/**
 * The gateway's record of a charge: by its reference there, else by our payment number (findByReference); null when
 * the gateway has none. A wallet (PayMongo, PayPal) takes money only once the payer follows a redirect, so with no
 * reference recorded it has none; a card gateway without a lookup cannot tell: 'unknown'. Throws when the gateway
 * does not answer. The one rule for the failed charge call (chargeOrAsk) and the recovery job alike.
 */
export async function findCharge(adapter: TPaymentGateway, charge: { number: string; providerRef: string | null }): Promise<TChargeResult | null | 'unknown'> {
  if (charge.providerRef) return adapter.retrieve(charge.providerRef);
  if (adapter.findByReference) return adapter.findByReference(charge.number);
  return adapter.methodType === 'CREDIT_CARD' ? 'unknown' : null;
}

/**
 * What every charge of a reserved payment tells its gateway (charge and prepare alike). A wallet sends the payer back
 * to `returnPath`: the portal's payments page, or the page the charge was started from (the booking's).
 */
export function chargeRequestOf(
  ctx: TContext,
  payment: { id: number; amount: string; currency: string; number: string; description: string },
  invoice: { number: string; eventName: string; clientId: number; customerRef: string | null; payer: { email: string; firstName: string; lastName: string } },
  returnPath = `/payments?payment=${payment.id}`,
): Omit<TChargeRequest, 'methodRef' | 'saveMethod'> {
  return {
    amountMinor: toMinor(payment.amount),
    currency: payment.currency,
    reference: payment.number,
    description: `${invoice.number} · ${payment.description} · ${invoice.eventName}`,
    customer: {
      userId: invoice.clientId,
      email: invoice.payer.email,
      name: `${invoice.payer.firstName} ${invoice.payer.lastName}`.trim(),
      providerCustomerId: invoice.customerRef,
    },
    returnUrl: `${ctx.config.publicUrl}${returnPath}`,
  };
}
