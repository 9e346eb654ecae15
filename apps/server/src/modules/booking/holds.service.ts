import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { facilityTakenText } from '@venue/shared/staff/event-schedule';
import type { TPublicEvent } from '@venue/shared/events/availability.schema';
import { venueDay, venueInstant, addDays } from '@venue/shared/dates';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { tooMany, reserve, type TLimit } from '../../lib/rate-limit';
import { blockingBooking, isBookingDeadlock, isBookingOverlap } from '../facilities/facilities.service';
import { liveHoldsBetween, liveHoldsFromAddress, lockAddressHolds, replaceHold, type TSlot } from './holds.repo';
import { findFlowRow } from './booking-flows.repo';

/**
 * Sessions from one address may hold this many slots at once (a visitor comparing two dates, a family), quote
 * requests' days-long holds included. BOOKING_HOLDS_PER_ADDRESS raises it (the browser tests book from one address).
 */
export const holdsPerAddress = () => Number(process.env.BOOKING_HOLDS_PER_ADDRESS) || 3;
/** New holds (not changes of one) per address per hour: bounds how fast one address can churn slots. */
export const HOLD_PLACEMENTS: TLimit = { name: 'booking-hold-ip', max: 30, windowSeconds: 3600 };

export type THoldOutcome = { ok: true } | { ok: false; message: string };

/**
 * Holds the slot for the session until `expiresAt`, replacing any hold it had, in a savepoint of the caller's
 * transaction: a refusal by the exclusion constraint (a live event or another live hold) undoes only the hold,
 * and the session's other changes still commit. Expired holds in the way are deleted first, in the same
 * transaction, so they never block.
 */
export async function placeHold(tx: TTx, session: { id: number; ip: string; hadHold: boolean }, slot: TSlot, expiresAt: Date): Promise<THoldOutcome> {
  if (!session.hadHold) {
    // Count and insert under the address's lock: of parallel saves from one address exactly the cap get a hold.
    await lockAddressHolds(tx, session.ip);
    if ((await liveHoldsFromAddress(tx, session.ip, session.id)) >= holdsPerAddress()) throw tooMany(BOOKING_TEXT.tooManyHolds, 60);
    const r = await reserve(tx, HOLD_PLACEMENTS, session.ip);
    if (!r.allowed) throw tooMany(BOOKING_TEXT.tooManyHolds, r.retryAfter);
  }
  try {
    await tx.transaction((sp) => replaceHold(sp, session.id, slot, expiresAt));
    return { ok: true };
  } catch (err) {
    // A deadlock between two racing hold inserts (see isBookingDeadlock) undoes only this savepoint: the other won.
    if (!isBookingOverlap(err) && !isBookingDeadlock(err)) throw err;
    const taken = await blockingBooking(tx, { ...slot, exceptSessionId: session.id });
    return { ok: false, message: taken ? `${BOOKING_TEXT.slotTaken} ${facilityTakenText(taken.from, taken.to)}` : BOOKING_TEXT.slotTaken };
  }
}

/** Live holds as entries of the public availability calendar: the flow's event type, never the visitor. */
export async function heldCalendarEntries(ctx: TContext, q: { start_date: string; end_date: string; event_type_id?: number }): Promise<TPublicEvent[]> {
  const holds = await liveHoldsBetween(ctx.db, venueInstant(q.start_date), venueInstant(addDays(q.end_date, 1)));
  const flows = new Map<number, Awaited<ReturnType<typeof findFlowRow>>>();
  const out: TPublicEvent[] = [];
  for (const h of holds) {
    if (!flows.has(h.flowId)) flows.set(h.flowId, await findFlowRow(ctx.db, h.flowId));
    const flow = flows.get(h.flowId);
    if (!flow || (q.event_type_id && flow.eventTypeId !== q.event_type_id)) continue;
    out.push({
      // Holds are not events: negative ids keep them apart from event ids in one list.
      id: -h.id,
      name: flow.eventTypeName,
      event_type_name: flow.eventTypeName,
      status: 'DRAFT',
      held: true,
      start_date: venueDay(h.startsAt),
      end_date: venueDay(new Date(Math.max(h.startsAt.getTime(), h.endsAt.getTime() - 1))),
    });
  }
  return out;
}
