import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import { BOOKING_TEXT as T, type TCompletionType } from '@venue/shared/booking/steps';
import type { TPaymentResult } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { withIdempotency } from '../../lib/idempotency';
import { charge } from '../payments/pay.service';
import { findSessionRow } from './booking-sessions.repo';
import { abandonAttempt, confirmAttempt, prepareCompletion, type TChargePlan } from './completion-steps';

/**
 * Completing a booking (spec: POST .../complete/ with completion_type payment or quote).
 *
 * Payment: (1) one transaction makes the account (or links the signed-in client), turns the session's hold into
 * a DRAFT event on the facility (the same exclusion constraint decides, so of any number of racing completions
 * for one slot exactly one gets it), writes the invoice from the server's pricing and counts the discount use;
 * (2) the deposit or full amount is charged through the payments module's charge() OUTSIDE any transaction, under
 * an Idempotency-Key derived from the session and attempt; (3) a second transaction confirms the event (CONFIRMED
 * only when paid) and stores the result on the session, which any repeat of `complete` answers. A declined card
 * (or a gateway that does not answer) instead runs a transaction that deletes what (1) made, gives the discount
 * use back and puts the hold back: nothing half-made remains and the visitor may try another card.
 *
 * Quote: one transaction makes the account, an event awaiting a quote (no facility booked yet), the quote request
 * and keeps the hold for the configured number of days.
 */
const WAIT_MS = 20_000;
const POLL_MS = 100;

export const CONFIRMATION_NOT_SUPPORTED = 'This payment needs a confirmation step that online booking does not support yet. Please use another card.';

/** A repeat that arrives while the first completion is still charging waits for its answer. */
async function waitForResult(ctx: TContext, sessionId: string): Promise<TCompletionResult> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await findSessionRow(ctx.db, sessionId);
    if (row?.completionStatus === 'completed') return row.completionResult as TCompletionResult;
    if (row?.completionStatus !== 'processing') throw new AppError(409, T.completionFailed);
    if (Date.now() > deadline) throw new AppError(409, T.completionBusy);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export async function completeSession(ctx: TContext, sessionId: string, completionType: TCompletionType, user: TUser | null): Promise<TCompletionResult> {
  const seen = await findSessionRow(ctx.db, sessionId);
  if (seen?.completionStatus === 'completed') return seen.completionResult as TCompletionResult;
  if (seen?.completionStatus === 'processing') return waitForResult(ctx, sessionId);

  const plan = await prepareCompletion(ctx, sessionId, completionType, user);
  if (plan.kind === 'done') return plan.result;
  if (plan.kind === 'busy') return waitForResult(ctx, sessionId);
  return chargeAndConfirm(ctx, plan.charge);
}

async function chargeAndConfirm(ctx: TContext, plan: TChargePlan): Promise<TCompletionResult> {
  const key = `booking-${plan.sessionId}-${plan.attempt}`;
  let answer: { status: number; body: unknown };
  try {
    answer = await withIdempotency(ctx.db, plan.client.id, key, 'booking-complete', { session: plan.sessionId, attempt: plan.attempt }, () =>
      charge(ctx, plan.actor, plan.invoiceId, { kind: 'invoice', paymentType: plan.paymentType }, plan.source),
    );
  } catch (err) {
    await abandonAttempt(ctx, plan);
    throw err;
  }
  if (answer.status === 201) return confirmAttempt(ctx, plan, answer.body as TPaymentResult);
  await abandonAttempt(ctx, plan);
  // 200: the gateway wants the payer to confirm (3-D Secure, a wallet page), which this call cannot carry out.
  const body = answer.body as { detail?: string; code?: string };
  const message = answer.status < 300 ? CONFIRMATION_NOT_SUPPORTED : (body.detail ?? T.completionFailed);
  const status = answer.status < 300 ? 402 : answer.status;
  throw new AppError(status, message, { payment_method: [message] }, { code: (body.code as never) ?? 'declined' });
}
