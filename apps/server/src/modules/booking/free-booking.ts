import type { TBookingSchedule } from '@venue/shared/booking/schedule';
import type { TCompletionResult, TPricingResult } from '@venue/shared/booking/session.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TEffects } from '../../lib/transaction';
import { confirmBookedEvent } from '../events/booked-events.service';
import { recordEventActivity } from '../events/client-events.service';
import { acceptedVersionsIn, recordConsent } from '../site/pages.service';
import { finishSession, resultOf } from './attempt-outcome';
import { accountCreatedOf, writeBookedEvent, writeBookingAnswers, type TClient } from './booking-records.service';
import type { TSessionRow } from './booking-sessions.repo';
import type { TDiscountRow } from './discounts.repo';
import { takeDiscount } from './discounts.service';
import type { TLoadedFlow } from './flows.service';
import { dropHold } from './holds.repo';
import { bookingReference } from './session-view';
import { noticeOnlineBooking } from './venue-notices';

/**
 * A booking its discount (or free products) brings to ₱0, completed with completion_type payment: there is
 * nothing to charge, so it is confirmed in the one transaction that books it. No payment and no invoice are made
 * (an invoice must be for more than ₱0, and a ₱0 receipt would record no money): the event shows a total of ₱0.00
 * and an empty Money tab, its timeline says why, and the e-mail says nothing is due.
 */
export async function completeFreeBooking(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  b: {
    row: TSessionRow;
    loaded: TLoadedFlow;
    client: TClient;
    contactEmail: string;
    schedule: TBookingSchedule;
    pricing: TPricingResult;
    discount: TDiscountRow | null;
    specialRequests: string;
    attempt: number;
  },
): Promise<TCompletionResult> {
  const { row, loaded, client, schedule, pricing } = b;
  const reference = bookingReference(row.sessionId);
  const actor = { userId: client.id, name: client.name };
  await dropHold(tx, row.id); // the event's reservation takes its place in this same transaction
  const eventId = await writeBookedEvent(tx, loaded, client, schedule, pricing, { bookFacility: true, specialRequests: b.specialRequests });
  if (b.discount)
    await takeDiscount(tx, b.discount, { clientId: client.id, email: b.contactEmail, eventId, amount: pricing.discount }, 'applied_discount_code');
  await writeBookingAnswers(tx, loaded, row.bookingData, eventId);
  await recordConsent(tx, await acceptedVersionsIn(tx, row.bookingData), { context: 'booking', sessionId: row.id, eventId, userId: client.id });
  await recordEventActivity(tx, actor, eventId, 'booking_created', `Booked online (reference ${reference}).`);
  await confirmBookedEvent(tx, eventId);
  const code = pricing.discount_details?.code;
  await recordEventActivity(tx, actor, eventId, 'booking_confirmed', `Booking confirmed: nothing to pay (total ₱0.00${code ? ` with discount ${code}` : ''}).`);
  await noticeOnlineBooking(tx, effects, { kind: 'free', eventId, clientName: client.name, loaded, reference });
  const result = resultOf(ctx, row, {
    completion_type: 'payment',
    event_id: eventId,
    event_status: 'CONFIRMED',
    invoice_id: null,
    quote_request_id: null,
    payment: null,
    total_price: pricing.total,
    account_created: accountCreatedOf(client),
    hold_expires_at: null,
  });
  const fields = {
    completionType: 'payment' as const,
    completionAttempts: b.attempt,
    eventId,
    clientId: client.id,
    createdUserId: client.created ? client.id : null,
  };
  await finishSession(ctx, tx, effects, { row, loaded, client, result, schedule, fields });
  return result;
}
