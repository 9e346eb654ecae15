import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import { toMinor } from '@venue/shared/money';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TPaymentResult } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TSettledPayment } from '../../lib/payment-settled';
import type { TEffects } from '../../lib/transaction';
import { cancelCharge, recheckCharge } from '../payments/pay.service';
import { invoicePaidAmount, lockedChargeState } from '../payments/settle.service';
import { confirmAttemptIn, undoAttemptIn, withConfirmation, type TAttempt, type TPaid } from './attempt-outcome';
import { confirmDraftBookedEvent } from '../events/booked-events.service';
import { recordEventActivity } from '../events/client-events.service';
import { AWAITING_PAYER, findSessionRow, lockSessionsOfEvent, updateSessionRow, type TSessionRow } from './booking-sessions.repo';
import { loadFlow } from './flows.service';
import { sessionNotFound } from './session-access';

/**
 * A booking whose charge answered requires_action (3-D Secure, the test gateway's confirmation card): the DRAFT
 * event (which keeps the slot), its invoice and the PROCESSING payment stay; the session waits on the payer with
 * the answer it gave (202, next_action) and the attempt's record. Whatever settles the charge first (the browser's
 * repeat of `complete`, the gateway's webhook, the test gateway's confirmation, the stale-charge job) runs
 * finishAwaitingBooking inside its own transaction with the payment row locked, so the booking is confirmed or
 * undone exactly once and together with the money. Lock order everywhere: payment row, then session row.
 */
interface TAwaiting {
  paymentId: number;
  answer: TCompletionResult;
  attempt: TAttempt;
}

export interface TCompletionAnswer {
  status: 200 | 202;
  body: TCompletionResult;
}

const NOT_COMPLETED = 'Payment was not completed';

export const declined = (message: string) => new AppError(402, message, { payment_method: [message] }, { code: 'declined' });

/** The session's record of the payment that paid: its own type, else the one the booking asked for. */
const paidOf = (
  p: Pick<TSettledPayment, 'id' | 'number' | 'amount' | 'currency' | 'paymentType'> & { receiptNumber: string | null },
  askedType: string,
): TPaid => ({
  id: p.id,
  payment_number: p.number,
  amount: p.amount,
  currency: p.currency,
  status: 'COMPLETED',
  receipt_number: p.receiptNumber,
  payment_type: p.paymentType ?? askedType,
});

/** Starts the wait, unless the charge already settled between its answer and this transaction. */
export async function awaitPayer(ctx: TContext, a: TAttempt, answer: TCompletionResult, charge: TPaymentResult): Promise<TCompletionAnswer> {
  type TOutcome = { kind: 'paid'; result: TCompletionResult } | { kind: 'failed'; message: string } | { kind: 'waiting' };
  const outcome = await ctx.transact(async (tx, effects): Promise<TOutcome> => {
    const state = await lockedChargeState(tx, charge.payment.id);
    const row = (await findSessionRow(tx, a.sessionId, { forUpdate: true }))!;
    if (state?.status === 'COMPLETED') {
      const loaded = (await loadFlow(tx, row.flowId, row.flowVersion))!;
      return { kind: 'paid', result: await confirmAttemptIn(ctx, tx, effects, row, loaded, a, paidOf(state, a.paymentType)) };
    }
    if (!state || state.status === 'FAILED') {
      const message = state?.failureMessage ?? NOT_COMPLETED;
      await undoAttemptIn(tx, row, a, message);
      return { kind: 'failed', message };
    }
    const waiting: TAwaiting = { paymentId: charge.payment.id, answer, attempt: a };
    await updateSessionRow(tx, row.id, { completionStatus: AWAITING_PAYER, completionResult: waiting });
    return { kind: 'waiting' };
  });
  if (outcome.kind === 'paid') return { status: 200, body: outcome.result };
  if (outcome.kind === 'failed') throw declined(outcome.message);
  return { status: 202, body: answer };
}

/** The payment-settled hook (context.ts): runs in the settling transaction, the payment row already locked. */
export async function finishAwaitingBooking(ctx: TContext, tx: TTx, effects: TEffects, payment: TSettledPayment): Promise<void> {
  const { awaiting: row, completed } = await lockSessionsOfEvent(tx, payment.eventId);
  const waiting = row?.completionResult as TAwaiting | null | undefined;
  if (!row || waiting?.paymentId !== payment.id) return confirmPaidOffline(tx, payment, completed);
  if (payment.status === 'FAILED') return undoAttemptIn(tx, row, waiting.attempt, payment.failureMessage ?? NOT_COMPLETED);
  const loaded = (await loadFlow(tx, row.flowId, row.flowVersion))!;
  await confirmAttemptIn(
    ctx,
    tx,
    effects,
    row,
    loaded,
    waiting.attempt,
    paidOf({ ...payment, receiptNumber: await payment.receipt() }, waiting.attempt.paymentType),
  );
}

/**
 * A booking completed with its payment left to pay offline (bank transfer, at the venue) is confirmed once what it
 * asked for is paid: when the venue records that payment, or when the client pays the invoice another way meanwhile
 * (a card in the portal while the transfer travels). The DRAFT event becomes CONFIRMED (unless staff changed it
 * meanwhile) and the session's answer names the payment that paid it, for the booking's page. A rejected payment
 * changes nothing here: the venue decides about the event. A transfer no longer needed stays on the venue's list.
 */
async function confirmPaidOffline(tx: TTx, payment: TSettledPayment, row: TSessionRow | null): Promise<void> {
  if (payment.status !== 'COMPLETED') return;
  const result = row?.completionResult as TCompletionResult | null | undefined;
  const invoiceId = payment.invoiceId;
  if (!row || !result?.payment || result.event_status !== 'DRAFT' || invoiceId === null || result.invoice_id !== invoiceId) return;
  // Still waiting on its money: the announced payment (or any other) has not been counted yet.
  if (result.payment.status !== 'PENDING') return;
  // Less than was asked for leaves the booking reserved: the venue follows up (and confirms it by hand if it will).
  // What counts is what the invoice has received by now, whichever payments brought it (a card, then the transfer).
  const paid = await invoicePaidAmount(tx, payment.eventId, invoiceId);
  if (toMinor(paid) < toMinor(result.payment.amount)) return;
  const confirmed = await confirmDraftBookedEvent(tx, payment.eventId);
  const updated: TCompletionResult = {
    ...result,
    event_status: confirmed ? 'CONFIRMED' : result.event_status,
    payment: paidOf({ ...payment, receiptNumber: await payment.receipt() }, result.payment.payment_type),
  };
  const loaded = await loadFlow(tx, row.flowId, row.flowVersion);
  await updateSessionRow(tx, row.id, { completionResult: updated, ...(loaded ? { bookingData: withConfirmation(loaded, row, updated) } : {}) });
  if (confirmed)
    await recordEventActivity(tx, { userId: null, name: 'Payments' }, payment.eventId, 'booking_confirmed', `Booking confirmed: ${payment.number} received.`);
}

/**
 * A repeat of `complete` while the payer confirms: asks the gateway where the charge stands (settling it, which
 * finishes the booking through the hook), then answers what the session now says.
 */
export async function continueAwaiting(ctx: TContext, seen: TSessionRow): Promise<TCompletionAnswer> {
  const waiting = seen.completionResult as TAwaiting;
  await recheckCharge(ctx, waiting.paymentId);
  const row = (await findSessionRow(ctx.db, seen.sessionId))!;
  return answerOf(row, waiting.attempt.attempt);
}

/** What a session whose attempt `attempt` waited on its payer answers now. */
export function answerOf(row: TSessionRow, attempt: number): TCompletionAnswer {
  if (row.completionStatus === 'completed') return { status: 200, body: row.completionResult as TCompletionResult };
  if (row.completionStatus === AWAITING_PAYER) return { status: 202, body: (row.completionResult as TAwaiting).answer };
  const failure = row.completionResult as { failed_attempt?: number; failure_message?: string } | null;
  if (row.completionStatus === 'failed' && failure?.failed_attempt === attempt) throw declined(failure.failure_message ?? NOT_COMPLETED);
  throw new AppError(409, T.completionFailed);
}

/**
 * The payer gives up the charge their booking waits on (the bank's confirmation left unanswered, and they want to
 * change the booking or leave): the charge is cancelled at its gateway, and its news undoes the attempt through the
 * payment-settled hook exactly as a declined confirmation does (the hold comes back, the session is `failed`, so
 * the next `complete` is a new attempt at the session's new total). When the payer finished first, the same news
 * completes the booking instead. A gateway that cannot cancel leaves the wait as it is (409).
 */
export async function cancelAwaitingPayment(ctx: TContext, row: TSessionRow | null): Promise<void> {
  if (!row) throw sessionNotFound();
  const sessionId = row.sessionId;
  if (row.completionStatus === 'processing') throw new AppError(409, T.completionBusy);
  if (row.completionStatus !== AWAITING_PAYER) throw new AppError(409, T.noPaymentWaiting);
  const paymentId = (row.completionResult as TAwaiting).paymentId;
  if (await cancelCharge(ctx, paymentId)) return;
  // Not cancelled: still waiting on that charge (its gateway cannot cancel it now), or it settled meanwhile.
  const now = await findSessionRow(ctx.db, sessionId);
  if (now?.completionStatus === AWAITING_PAYER && (now.completionResult as TAwaiting).paymentId === paymentId) throw new AppError(409, T.paymentNotCancellable);
}
