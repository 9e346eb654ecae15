import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { authenticateTestCharge, CardInputError, confirmTestCharge, tokenizeTestCard } from '../../lib/gateways/test-gateway';

/** The built-in gateway's browser-side calls exist only while it is on. */
function requireTestGateway(ctx: TContext) {
  if (!ctx.gateways.get('test')) throw new AppError(404, 'Not found.');
}

export async function tokenizeCard(ctx: TContext, card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
  requireTestGateway(ctx);
  try {
    return tokenizeTestCard(card);
  } catch (err) {
    if (err instanceof CardInputError) throw new AppError(400, err.message, { [err.field]: [err.message] });
    throw err;
  }
}

export async function authenticateCharge(ctx: TContext, ref: string, outcome: 'approve' | 'fail') {
  requireTestGateway(ctx);
  if (!(await authenticateTestCharge(ctx.db, ref, outcome))) throw new AppError(409, 'This payment is not waiting for confirmation.');
  return { status: outcome === 'approve' ? 'succeeded' : 'failed' };
}

export async function confirmPreparedCharge(ctx: TContext, ref: string, token: string) {
  requireTestGateway(ctx);
  const status = await confirmTestCharge(ctx.db, ref, token);
  if (status === null) throw new AppError(409, 'This payment is not waiting for a card.');
  if (status === 'network_error')
    throw new AppError(502, 'The payment gateway did not answer. Nothing was charged; please try again.', undefined, { code: 'unavailable' });
  return { status };
}
