import { toMinor } from '@venue/shared/money';
import { GATEWAY_DOWN } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { GatewayUnavailableError, type TChargeRequest } from '../../lib/gateways/gateway';
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
 * Asks the gateway for a reserved payment. When it does not answer (or fails in a way we do not know), nothing is
 * known to have happened there: the hold is released so the payer can try again.
 */
export async function chargeReserved<T>(ctx: TContext, paymentId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await ctx.transact(async (tx) => updatePayment(tx, paymentId, { status: 'FAILED', failureMessage: GATEWAY_DOWN }));
    return callGateway(() => Promise.reject(err));
  }
}

/** What every charge of a reserved payment tells its gateway (charge and prepare alike). */
export function chargeRequestOf(
  ctx: TContext,
  payment: { id: number; amount: string; currency: string; number: string; description: string },
  invoice: { number: string; eventName: string; clientId: number; customerRef: string | null; payer: { email: string; firstName: string; lastName: string } },
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
    returnUrl: `${ctx.config.publicUrl}/payments?payment=${payment.id}`,
  };
}
