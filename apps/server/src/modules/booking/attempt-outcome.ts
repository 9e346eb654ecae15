import type { TBookingSchedule } from '@venue/shared/booking/schedule';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TEffects } from '../../lib/transaction';
import { removeBookingAccount } from '../accounts/accounts.service';
import { confirmBookedEvent, removeBookedEvent } from '../events/booked-events.service';
import { recordEventActivity } from '../events/client-events.service';
import { isBookingDeadlock, isBookingOverlap } from '../facilities/facilities.service';
import { updateSessionRow, type TSessionRow } from './booking-sessions.repo';
import { accountCreatedOf, type TClient } from './booking-records.service';
import { queueConfirmation, tellAddressOwner } from './confirmation.service';
import { giveBackDiscount } from './discounts.service';
import { stepOfType, type TLoadedFlow } from './flows.service';
import { replaceHold } from './holds.repo';
import { bookingReference } from './session-view';
import { noticeOnlineBooking } from './venue-notices';

/**
 * What one payment attempt made (the DRAFT event, its invoice, maybe an account, a discount use) and what it
 * needs to be confirmed or undone. JSON-safe: it is kept on the session while the payer confirms the charge.
 */
export interface TAttempt {
  sessionId: string;
  attempt: number;
  eventId: number;
  invoiceId: number;
  paymentType: 'FULL' | 'DEPOSIT';
  discountId: number | null;
  client: TClient;
  total: string;
  schedule: { facilityId: number; startsAt: string; endsAt: string; end_date: string; end_time: string; duration: number };
}

export type TPaid = NonNullable<TCompletionResult['payment']>;

export const scheduleJson = (s: TBookingSchedule): TAttempt['schedule'] => ({ ...s, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() });
const scheduleOfAttempt = (a: TAttempt): TBookingSchedule => ({ ...a.schedule, startsAt: new Date(a.schedule.startsAt), endsAt: new Date(a.schedule.endsAt) });

export function resultOf(
  ctx: TContext,
  row: TSessionRow,
  r: Pick<
    TCompletionResult,
    'completion_type' | 'event_id' | 'event_status' | 'invoice_id' | 'quote_request_id' | 'payment' | 'total_price' | 'account_created' | 'hold_expires_at'
  >,
): TCompletionResult {
  return {
    session_id: row.sessionId,
    booking_reference: bookingReference(row.sessionId),
    completion_status: 'completed',
    completed_at: new Date().toISOString(),
    calendar_url: `${ctx.config.publicUrl}/api/bookingflow/public/session/${row.sessionId}/calendar.ics`,
    next_action: null,
    ...r,
  };
}

/** The confirmation step's data once the booking is done (spec: booking_reference, completion_status...). */
export const withConfirmation = (loaded: TLoadedFlow, row: TSessionRow, result: TCompletionResult) => {
  const step = stepOfType(loaded.flow, 'confirmation');
  if (!step) return row.bookingData;
  return {
    ...row.bookingData,
    [String(step.id)]: {
      booking_reference: result.booking_reference,
      completion_status: 'completed',
      completed_at: result.completed_at,
      booking_completion_result: result,
      confirmation_email_sent: false,
    },
  };
};

/**
 * Paid: the event is CONFIRMED and the answer kept on the session for every repeat; the e-mail goes after the commit.
 * To be paid offline (a bank transfer, at the venue; the payment PENDING): the booking is complete and the event keeps
 * its slot as a DRAFT until the venue records the money (venue-money.service.ts confirms it then).
 */
export async function confirmAttemptIn(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  row: TSessionRow,
  loaded: TLoadedFlow,
  a: TAttempt,
  paid: TPaid,
): Promise<TCompletionResult> {
  // Not (yet) paid: an offline payment announced (PENDING), or one the venue rejected in the meantime (FAILED).
  const pending = paid.status !== 'COMPLETED' && paid.status !== 'PAID';
  const reference = bookingReference(row.sessionId);
  if (pending) {
    await recordEventActivity(
      tx,
      { userId: a.client.id, name: a.client.name },
      a.eventId,
      'booking_awaiting_payment',
      `Booked online; the date is kept until the venue receives ${paid.payment_number}.`,
    );
  } else {
    await confirmBookedEvent(tx, a.eventId);
    await recordEventActivity(
      tx,
      { userId: a.client.id, name: a.client.name },
      a.eventId,
      'booking_confirmed',
      `Booking confirmed: ${paid.payment_number} paid.`,
    );
    await noticeOnlineBooking(tx, effects, {
      kind: 'paid',
      eventId: a.eventId,
      clientName: a.client.name,
      loaded,
      reference,
      paymentNumber: paid.payment_number,
    });
  }
  const result = resultOf(ctx, row, {
    completion_type: 'payment',
    event_id: a.eventId,
    event_status: pending ? 'DRAFT' : 'CONFIRMED',
    invoice_id: a.invoiceId,
    quote_request_id: null,
    payment: paid,
    total_price: a.total,
    account_created: accountCreatedOf(a.client),
    hold_expires_at: null,
  });
  await finishSession(ctx, tx, effects, { row, loaded, client: a.client, result, schedule: scheduleOfAttempt(a) });
  return result;
}

/**
 * A session's end, the same for a paid, a free and a quoted booking: the session keeps its result (and the fields
 * the path knows, such as its event), the confirmation is queued, and whoever owns the address is told.
 */
export async function finishSession(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  f: {
    row: TSessionRow;
    loaded: TLoadedFlow;
    client: TClient;
    result: TCompletionResult;
    schedule: TBookingSchedule;
    fields?: Parameters<typeof updateSessionRow>[2];
  },
) {
  const done = await updateSessionRow(tx, f.row.id, {
    ...f.fields,
    status: 'completed',
    completionStatus: 'completed',
    completionResult: f.result,
    completedAt: new Date(),
    bookingData: withConfirmation(f.loaded, f.row, f.result),
  });
  await queueConfirmation(ctx, tx, effects, done, f.loaded, f.result, f.schedule);
  await tellAddressOwner(ctx, tx, effects, f.client, f.loaded, f.result.booking_reference, f.result.completion_type === 'quote');
}

/**
 * Not paid (declined, confirmation failed or abandoned, no answer): what the attempt made is removed, the discount
 * use given back and, while the session lives, its hold comes back. `failure` is kept for the payer's next call.
 */
export async function undoAttemptIn(tx: TTx, row: TSessionRow, a: TAttempt, failure: string | null = null): Promise<void> {
  await removeBookedEvent(tx, a.eventId);
  if (a.client.created) await removeBookingAccount(tx, a.client.id);
  if (a.discountId) await giveBackDiscount(tx, a.discountId, a.eventId);
  if (row.expiresAt.getTime() > Date.now()) {
    try {
      await tx.transaction((sp) => replaceHold(sp, row.id, scheduleOfAttempt(a), row.expiresAt));
    } catch (err) {
      if (!isBookingOverlap(err) && !isBookingDeadlock(err)) throw err; // taken meanwhile: nothing to hold
    }
  }
  await updateSessionRow(tx, row.id, {
    completionStatus: 'failed',
    completionResult: failure ? { failed_attempt: a.attempt, failure_message: failure } : null,
    eventId: null,
    clientId: null,
    createdUserId: null,
  });
}
