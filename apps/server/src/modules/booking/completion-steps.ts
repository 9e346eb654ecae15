import { normalizePhone } from '@venue/shared/accounts/phone';
import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TBookingSchedule } from '@venue/shared/booking/schedule';
import type { TCompletionResult, TPricingResult } from '@venue/shared/booking/session.schema';
import { BOOKING_TEXT as T, type TCompletionType } from '@venue/shared/booking/steps';
import { addDays, venueDay } from '@venue/shared/dates';
import { nothingDue } from '@venue/shared/booking/pricing';
import type { TPaymentResult, TPaySource } from '@venue/shared/payments/pay.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordEventActivity } from '../events/client-events.service';
import { lockedChargeState } from '../payments/settle.service';
import { draftQuoteFromRequest } from '../quotes/request-draft.service';
import { withBookingGuard, type TBooking } from '../facilities/facilities.service';
import { confirmAttemptIn, finishSession, resultOf, scheduleJson, undoAttemptIn, type TAttempt, type TPaid } from './attempt-outcome';
import { inquiryFromQuoteRequest } from '../inquiries/inquiries.service';
import { AWAITING_PAYER, findSessionRow, insertQuoteRequest, updateSessionRow } from './booking-sessions.repo';
import {
  accountCreatedOf,
  clientForBooking,
  contactOf,
  unusablePasswordHash,
  writeBookedEvent,
  writeBookingAnswers,
  writeBookingInvoice,
  type TClient,
} from './booking-records.service';
import { requireCompleteSteps } from './completion-checks';
import { paymentConfigOf } from './step-configs';
import { reserveCompletion, reserveQuote } from './completion-limits';
import { invalidDiscount, takeDiscount, usableDiscount } from './discounts.service';
import { stepOfType, type TLoadedFlow } from './flows.service';
import { completeFreeBooking } from './free-booking';
import { dropHold, liveHoldOf, renewHold } from './holds.repo';
import { placeHold } from './holds.service';
import { priceSession } from './pricing.service';
import { withOpenSession } from './session-access';
import { noticeOnlineBooking } from './venue-notices';
import { bookingReference } from './session-view';
import { scheduleOf } from './step-checks.service';
import { acceptedVersionsIn, recordConsent } from '../site/pages.service';

/** The transactions of completeSession (completion.service.ts explains the order). */
export interface TChargePlan {
  sessionId: string;
  attempt: number;
  loaded: TLoadedFlow;
  client: TClient;
  actor: TActor;
  eventId: number;
  invoiceId: number;
  paymentType: 'FULL' | 'DEPOSIT';
  source: TPaySource;
  discountId: number | null;
  schedule: TBookingSchedule;
  pricing: TPricingResult;
}

export type TPrepared = { kind: 'done'; result: TCompletionResult } | { kind: 'busy' } | { kind: 'awaiting' } | { kind: 'charge'; charge: TChargePlan };

const maxDay = (a: string, b: string) => (a > b ? a : b);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

export async function prepareCompletion(ctx: TContext, sessionId: string, type: TCompletionType, user: TUser | null, ip: string): Promise<TPrepared> {
  const seen = await findSessionRow(ctx.db, sessionId);
  // argon2 is slow: the unusable password of a guest account is hashed before the session row is locked.
  const guestHash = user?.role !== 'client' && !seen?.accountPasswordHash ? await unusablePasswordHash() : null;
  let booking: TBooking | null = null;
  return withBookingGuard(
    ctx,
    () => booking,
    () =>
      withOpenSession(
        ctx,
        sessionId,
        async (tx, row, loaded, effects): Promise<TPrepared> => {
          if (row.status === 'completed') return { kind: 'done', result: row.completionResult as TCompletionResult };
          if (row.completionStatus === 'processing') return { kind: 'busy' };
          if (row.completionStatus === AWAITING_PAYER) return { kind: 'awaiting' };
          await reserveCompletion(tx, ip);
          await requireCompleteSteps(ctx, tx, loaded, row);
          const payStep = stepOfType(loaded.flow, 'payment_info');
          const config = paymentConfigOf(payStep?.configuration);
          if (type === 'quote' && !config.allow_quote_request) throw new AppError(400, T.quoteNotAllowed, { completion_type: [T.quoteNotAllowed] });
          const dateStep = stepOfType(loaded.flow, 'date_time');
          const schedule = dateStep ? scheduleOf(dateStep, row.bookingData[String(dateStep.id)] ?? {}) : null;
          if (!schedule) throw new AppError(400, T.notReadyToComplete);
          booking = { facilityId: schedule.facilityId, startsAt: schedule.startsAt, endsAt: schedule.endsAt };
          const discount = await usableDiscount(tx, row.discountCode, loaded.flow.event_type);
          if (row.discountCode && !discount) throw invalidDiscount('applied_discount_code');
          // A quote request prices with its code too: the event, the estimate, the draft quote and /booking/complete
          // carry the one total the wizard showed (issue 39, point 4). The code is only used when money is taken.
          const pricing = priceSession(loaded, row.bookingData, discount);
          if (pricing.line_items.length === 0) throw new AppError(400, T.nothingSelected);
          const contact = contactOf(loaded, row.bookingData);
          const client = await clientForBooking(tx, user, contact, row.accountPasswordHash ?? guestHash!, Boolean(row.accountPasswordHash));
          const summary = stepOfType(loaded.flow, 'pricing_summary');
          const specialRequests = str(summary ? row.bookingData[String(summary.id)]?.special_requests : undefined) ?? '';
          const pay = (payStep ? row.bookingData[String(payStep.id)] : undefined) ?? {};
          const attempt = row.completionAttempts + 1;

          if (type === 'quote') {
            await reserveQuote(tx, ip, client.email);
            const holdUntil = new Date(Date.now() + config.quote_hold_days * 86_400_000);
            if (await liveHoldOf(tx, row.id)) await renewHold(tx, row.id, holdUntil);
            else {
              // A new hold for days counts against the address's cap like any other (holds.service.ts).
              const held = await placeHold(tx, { id: row.id, ip: row.ipAddress, hadHold: false }, schedule, holdUntil);
              if (!held.ok) throw new AppError(409, held.message, { start_time: [held.message] });
            }
            const eventId = await writeBookedEvent(tx, loaded, client, schedule, pricing, { bookFacility: false, specialRequests });
            await writeBookingAnswers(tx, loaded, row.bookingData, eventId);
            await recordConsent(tx, await acceptedVersionsIn(tx, row.bookingData), { context: 'booking', sessionId: row.id, eventId, userId: client.id });
            const quoteRequestId = await insertQuoteRequest(tx, {
              eventId,
              sessionId: row.id,
              clientId: client.id,
              facilityId: schedule.facilityId,
              startsAt: schedule.startsAt,
              endsAt: schedule.endsAt,
              message: str(pay.quote_message) ?? '',
              estimate: pricing.total,
              holdUntil,
            });
            // The venue's pipeline takes the request as a new inquiry (issue 40), with whom it came from as typed.
            await inquiryFromQuoteRequest(tx, {
              eventId,
              clientId: client.id,
              name: contact.full_name.trim() || client.name,
              email: contact.email || client.email,
              phone: contact.phone ? normalizePhone(contact.phone) : '',
              company: contact.company,
              message: str(pay.quote_message) ?? '',
            });
            // The venue answers by editing a draft of what was asked, the applied code's discount included.
            await draftQuoteFromRequest(tx, {
              eventId,
              pricing,
              discount: pricing.discount,
              taxRateOf: (id) => loaded.products.get(id)?.tax_rate ?? '0.12',
              validUntil: maxDay(venueDay(holdUntil), addDays(venueDay(), 1)),
            });
            const ref = bookingReference(row.sessionId);
            await recordEventActivity(tx, { userId: client.id, name: client.name }, eventId, 'quote_requested', `Quote requested online (reference ${ref}).`);
            await noticeOnlineBooking(tx, effects, { kind: 'quote', eventId, clientName: client.name, loaded, reference: ref });
            const result = resultOf(ctx, row, {
              completion_type: 'quote',
              event_id: eventId,
              event_status: 'DRAFT',
              invoice_id: null,
              quote_request_id: quoteRequestId,
              payment: null,
              total_price: pricing.total,
              account_created: accountCreatedOf(client),
              hold_expires_at: holdUntil.toISOString(),
            });
            const fields = {
              completionType: 'quote' as const,
              completionAttempts: attempt,
              eventId,
              clientId: client.id,
              createdUserId: client.created ? client.id : null,
            };
            await finishSession(ctx, tx, effects, { row, loaded, client, result, schedule, fields });
            return { kind: 'done', result };
          }

          if (nothingDue(pricing)) {
            const args = { row, loaded, client, contactEmail: contact.email, schedule, pricing, discount, specialRequests, attempt };
            return { kind: 'done', result: await completeFreeBooking(ctx, tx, effects, args) };
          }

          await dropHold(tx, row.id); // the event's reservation takes its place in this same transaction
          const eventId = await writeBookedEvent(tx, loaded, client, schedule, pricing, { bookFacility: true, specialRequests });
          const invoice = await writeBookingInvoice(tx, loaded, eventId, pricing, bookingReference(row.sessionId), schedule);
          if (discount) {
            await takeDiscount(tx, discount, { clientId: client.id, email: contact.email, eventId, amount: pricing.discount }, 'applied_discount_code');
          }
          await writeBookingAnswers(tx, loaded, row.bookingData, eventId);
          // The Terms and Privacy versions the wizard showed; an outdated one refuses the booking (409).
          await recordConsent(tx, await acceptedVersionsIn(tx, row.bookingData), { context: 'booking', sessionId: row.id, eventId, userId: client.id });
          await recordEventActivity(
            tx,
            { userId: client.id, name: client.name },
            eventId,
            'booking_created',
            `Booked online (reference ${bookingReference(row.sessionId)}).`,
          );
          await updateSessionRow(tx, row.id, {
            completionStatus: 'processing',
            completionType: 'payment',
            completionAttempts: attempt,
            eventId,
            clientId: client.id,
            createdUserId: client.created ? client.id : null,
          });
          const signedInClient = user?.role === 'client';
          return {
            kind: 'charge',
            charge: {
              sessionId: row.sessionId,
              attempt,
              loaded,
              client,
              actor: { userId: client.id, role: 'client', scope: 'own', name: client.name },
              eventId,
              invoiceId: invoice.id,
              paymentType: pay.payment_type === 'DEPOSIT' ? 'DEPOSIT' : 'FULL',
              source: {
                gateway_id: num(pay.payment_gateway_id),
                gateway_code: str(pay.payment_gateway_code),
                payment_method: signedInClient ? num(pay.payment_method_id) : undefined,
                payment_method_token: str(pay.payment_method_token),
                // A guest's card is only used, never kept (spec: booking mode validates without saving).
                save_payment_method: signedInClient && pay.save_payment_method === true,
                notes: `Online booking ${bookingReference(row.sessionId)}`,
              },
              discountId: discount?.id ?? null,
              schedule,
              pricing,
            },
          };
        },
        { allowCompleted: true, whilePaying: true },
      ),
  );
}

export const attemptOf = (plan: TChargePlan): TAttempt => ({
  sessionId: plan.sessionId,
  attempt: plan.attempt,
  eventId: plan.eventId,
  invoiceId: plan.invoiceId,
  paymentType: plan.paymentType,
  discountId: plan.discountId,
  client: plan.client,
  total: plan.pricing.total,
  schedule: scheduleJson(plan.schedule),
});

/**
 * Paid at once, or left to pay offline: finished in one transaction (attempt-outcome.ts). The payment is read again
 * under its row lock first (lock order: payment row, then session row): staff may have recorded or rejected an
 * offline payment between its commit and this transaction, and the booking must follow what it is now.
 */
export async function confirmAttempt(ctx: TContext, plan: TChargePlan, paid: TPaymentResult): Promise<TCompletionResult> {
  return ctx.transact(async (tx, effects) => {
    const now = await lockedChargeState(tx, paid.payment.id);
    const row = (await findSessionRow(tx, plan.sessionId, { forUpdate: true }))!;
    const taken = paidOf(paid, plan.paymentType);
    const current = now ? { ...taken, status: now.status, amount: now.amount, receipt_number: now.receiptNumber } : taken;
    return confirmAttemptIn(ctx, tx, effects, row, plan.loaded, attemptOf(plan), current);
  });
}

/** The money taken, as the completion result names it. */
export const paidOf = (paid: TPaymentResult, paymentType: string): TPaid => ({
  id: paid.payment.id,
  payment_number: paid.payment.payment_number,
  amount: paid.payment.amount,
  currency: paid.payment.currency,
  status: paid.payment.status,
  receipt_number: paid.payment.receipt_number,
  payment_type: paid.payment.payment_type ?? paymentType,
});

/** Declined (or no answer): undone in one transaction (attempt-outcome.ts). */
export async function abandonAttempt(ctx: TContext, plan: TChargePlan): Promise<void> {
  await ctx.transact(async (tx: TTx) => {
    const row = (await findSessionRow(tx, plan.sessionId, { forUpdate: true }))!;
    await undoAttemptIn(tx, row, attemptOf(plan));
  });
}
