import { PAYMENT_ATTEMPT_CANCELLED, PAYMENT_NOT_CANCELLABLE, PAYMENT_STILL_MOVING } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { lockPayment, paymentRow } from './charges.repo';
import { cancelCharge } from './pay.service';
import { paymentDetail } from './payments.service';
import { applyNews } from './settle.service';

/**
 * An unfinished card or wallet payment (PROCESSING: 3-D Secure or the wallet page left unanswered) given up by the
 * payer or the venue, so the invoice can be paid again at once instead of after the 30-minute hold. Where the
 * gateway can cancel a charge it is cancelled there first (a payer who finished meanwhile is simply paid); where it
 * cannot, the attempt fails here, under the payment's row lock, which frees the held amount in the same commit. A
 * late approval from such a gateway still records the money (settle: a success always wins), so nothing is lost.
 */
export async function cancelPaymentAttempt(ctx: TContext, actor: TActor, paymentId: number) {
  const seen = await paymentDetail(ctx, actor, paymentId); // 404 for another client's payment
  if (seen.status !== 'PROCESSING') throw new AppError(409, PAYMENT_NOT_CANCELLABLE);
  const adapter = seen.gateway_code ? ctx.gateways.get(seen.gateway_code) : undefined;
  if (!(await cancelCharge(ctx, paymentId)) && adapter?.cancel && (await hasProviderRef(ctx, paymentId)))
    // The gateway can cancel but would not: the charge is past the payer's step there and money may still move.
    throw new AppError(409, PAYMENT_STILL_MOVING);
  await ctx.transact(async (tx, effects) => {
    const row = await lockPayment(tx, { id: paymentId });
    if (row?.status === 'PROCESSING') await applyNews(ctx, tx, effects, row, 'failed', { failureMessage: PAYMENT_ATTEMPT_CANCELLED });
  });
  return paymentDetail(ctx, actor, paymentId);
}

const hasProviderRef = async (ctx: TContext, paymentId: number) => !!(await paymentRow(ctx.db, paymentId))?.providerRef;
