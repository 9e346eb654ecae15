import type { TUser } from '@venue/shared/accounts/user.schema';
import { BOOKING_TEXT as T, type TCompletionType } from '@venue/shared/booking/steps';
import type { TPaymentResult } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { withIdempotency } from '../../lib/idempotency';
import { ChargeUnconfirmedError } from '../payments/gateway-calls';
import { charge, resultOf as paymentResultOf } from '../payments/pay.service';
import { resultOf } from './attempt-outcome';
import { accountCreatedOf } from './booking-records.service';
import { answerOf, awaitPayer, continueAwaiting, type TCompletionAnswer } from './awaiting-payment';
import { AWAITING_PAYER, findSessionRow } from './booking-sessions.repo';
import { abandonAttempt, attemptOf, confirmAttempt, paidOf, prepareCompletion, type TChargePlan } from './completion-steps';
import { stepOfType } from './flows.service';
import { confirmationConfigOf } from './step-configs';

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
 * use back and puts the hold back: nothing half-made remains and the visitor may try another card. A charge that
 * needs the payer's confirmation (3-D Secure) leaves (1) in place and answers 202 with the next action; the
 * payment's settlement then confirms or undoes it (awaiting-payment.ts). An offline payment (bank transfer, at the
 * venue) completes the booking with its payment PENDING and the event a DRAFT on its slot, until the venue records it.
 *
 * Quote: one transaction makes the account, an event awaiting a quote (no facility booked yet), the quote request
 * and keeps the hold for the configured number of days.
 */
const WAIT_MS = 20_000;
const POLL_MS = 100;

/** A repeat that arrives while the first completion is still charging waits for its answer. */
async function waitForResult(ctx: TContext, sessionId: string, attempt: number): Promise<TCompletionAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await findSessionRow(ctx.db, sessionId);
    if (!row) throw new AppError(409, T.completionFailed);
    if (row.completionStatus !== 'processing') return answerOf(row, attempt);
    if (Date.now() > deadline) throw new AppError(409, T.completionBusy);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export async function completeSession(
  ctx: TContext,
  sessionId: string,
  completionType: TCompletionType,
  user: TUser | null,
  ip: string,
): Promise<TCompletionAnswer> {
  const seen = await findSessionRow(ctx.db, sessionId);
  if (seen?.completionStatus === 'completed') return answerOf(seen, seen.completionAttempts);
  if (seen?.completionStatus === AWAITING_PAYER) return continueAwaiting(ctx, seen);
  if (seen?.completionStatus === 'processing') return waitForResult(ctx, sessionId, seen.completionAttempts);

  const plan = await prepareCompletion(ctx, sessionId, completionType, user, ip);
  if (plan.kind === 'done') return { status: 200, body: plan.result };
  if (plan.kind === 'busy' || plan.kind === 'awaiting') {
    const row = (await findSessionRow(ctx.db, sessionId))!;
    return row.completionStatus === AWAITING_PAYER ? continueAwaiting(ctx, row) : waitForResult(ctx, sessionId, row.completionAttempts);
  }
  return chargeAndConfirm(ctx, plan.charge);
}

async function chargeAndConfirm(ctx: TContext, plan: TChargePlan): Promise<TCompletionAnswer> {
  const key = `booking-${plan.sessionId}-${plan.attempt}`;
  let answer: { status: number; body: unknown };
  try {
    answer = await withIdempotency(ctx.db, plan.client.id, key, 'booking-complete', { session: plan.sessionId, attempt: plan.attempt }, () =>
      charge(
        ctx,
        plan.actor,
        plan.invoiceId,
        {
          kind: 'invoice',
          paymentType: plan.paymentType,
          // The booking's own e-mail carries the instructions, when the flow sends it at completion.
          instructionsMailed: confirmationConfigOf(stepOfType(plan.loaded.flow, 'confirmation')?.configuration).send_confirmation_email,
          // Back from GCash or Maya, the payer lands on the booking's confirmation, which finishes the booking.
          returnPath: `/booking/complete?session_id=${encodeURIComponent(plan.sessionId)}`,
        },
        plan.source,
      ).catch(async (err: unknown) => {
        // The gateway may have taken the charge and could not be asked: undoing the booking would delete a payment
        // that may be paid. It waits on the payment like a charge the gateway settles later (the recovery job asks).
        if (err instanceof ChargeUnconfirmedError) return { status: 200, body: await paymentResultOf(ctx, plan.actor, err.paymentId, null) };
        throw err;
      }),
    );
  } catch (err) {
    await abandonAttempt(ctx, plan);
    throw err;
  }
  if (answer.status === 201) return { status: 200, body: await confirmAttempt(ctx, plan, answer.body as TPaymentResult) };
  // A bank transfer or payment at the venue: booked now, the event confirmed when the venue records the money.
  if (answer.status === 200 && (answer.body as TPaymentResult).status === 'pending')
    return { status: 200, body: await confirmAttempt(ctx, plan, answer.body as TPaymentResult) };
  if (answer.status === 200) {
    // The payer must confirm (3-D Secure), or the gateway settles later: the draft waits on the payment.
    const paying = answer.body as TPaymentResult;
    const row = (await findSessionRow(ctx.db, plan.sessionId))!;
    const waiting = {
      ...resultOf(ctx, row, {
        completion_type: 'payment',
        event_id: plan.eventId,
        event_status: 'DRAFT',
        invoice_id: plan.invoiceId,
        quote_request_id: null,
        payment: paidOf(paying, plan.paymentType),
        total_price: plan.pricing.total,
        account_created: accountCreatedOf(plan.client),
        hold_expires_at: null,
      }),
      completion_status: 'processing' as const,
      completed_at: null,
      next_action: paying.next_action,
    };
    return awaitPayer(ctx, attemptOf(plan), waiting, paying);
  }
  await abandonAttempt(ctx, plan);
  const body = answer.body as { detail?: string; code?: string };
  const message = body.detail ?? T.completionFailed;
  throw new AppError(answer.status, message, { payment_method: [message] }, { code: (body.code as never) ?? 'declined' });
}
