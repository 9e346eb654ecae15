import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { paymentStateByRef } from './charges.repo';
import { recheckCharge } from './pay.service';
import { authenticateTestCharge, CardInputError, confirmTestCharge, tokenizeTestCard } from '../../lib/gateways/test-gateway';

/** The built-in gateway's browser-side calls exist only while it is on. */
function requireTestGateway(ctx: TContext) {
  if (!ctx.gateways.get('test')) throw new AppError(404, 'Not found.');
}

export async function tokenizeCard(ctx: TContext, card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
  requireTestGateway(ctx);
  try {
    return tokenizeTestCard(ctx.config.jwtSecret, card);
  } catch (err) {
    if (err instanceof CardInputError) throw new AppError(400, err.message, { [err.field]: [err.message] });
    throw err;
  }
}

/**
 * The payer's answer at the test "bank". Like Stripe's webhook after 3-D Secure, the gateway's news is recorded at
 * once, so a payer who closes the page after answering still has their payment (and online booking) settled.
 */
export async function authenticateCharge(ctx: TContext, ref: string, outcome: 'approve' | 'fail') {
  requireTestGateway(ctx);
  if (!(await authenticateTestCharge(ctx.db, ref, outcome))) throw new AppError(409, 'This payment is not waiting for confirmation.');
  const payment = await paymentStateByRef(ctx.db, ['test'], ref);
  if (payment) await recheckCharge(ctx, payment.id);
  return { status: outcome === 'approve' ? 'succeeded' : 'failed' };
}

export async function confirmPreparedCharge(ctx: TContext, ref: string, token: string) {
  requireTestGateway(ctx);
  const status = await confirmTestCharge(ctx.db, ctx.config.jwtSecret, ref, token);
  if (status === null) throw new AppError(409, 'This payment is not waiting for a card.');
  if (status === 'network_error')
    throw new AppError(502, 'The payment gateway did not answer. Nothing was charged; please try again.', undefined, { code: 'unavailable' });
  return { status };
}
