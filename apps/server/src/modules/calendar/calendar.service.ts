import { addDays, venueDay, venueInstant, venueIso } from '@venue/shared/dates';
import type { TPublicEvent } from '@venue/shared/events/availability.schema';
import type { TEventStatus } from '@venue/shared/enums';
import {
  CALENDAR_STATUS_TEXT,
  CALENDAR_TEXT,
  type TBlock,
  type TCalendarEntry,
  type TCalendarQuery,
  type TCalendarResponse,
  type TCreateBlockRequest,
} from '@venue/shared/staff/calendar.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { facilityForBooking, withBookingGuard } from '../facilities/facilities.service';
import {
  blockRows,
  blocksBetween,
  deleteBlockRow,
  findBlockRow,
  insertBlock,
  reservationsInRange,
  spaceRows,
  type TBlockRow,
  type TReservationRow,
} from './calendar.repo';

/** A block may close a space for a season's works, not for ever: a year at most. */
const MAX_BLOCK_DAYS = 366;

/** The venue's calendar between two days (PHT, both included): every space, and what takes each. */
export async function venueCalendar(ctx: TContext, q: TCalendarQuery): Promise<TCalendarResponse> {
  const [spaces, rows] = await Promise.all([
    spaceRows(ctx.db, q.space),
    reservationsInRange(ctx.db, venueInstant(q.from), venueInstant(addDays(q.to, 1)), q.space),
  ]);
  return { from: q.from, to: q.to, spaces, entries: rows.map(toEntry) };
}

function toEntry(r: TReservationRow): TCalendarEntry {
  const base = {
    space: { id: r.facilityId, name: r.facilityName },
    starts_at: venueIso(r.startsAt),
    ends_at: venueIso(r.endsAt),
    blocked_from: venueIso(r.blockedFrom),
    blocked_to: venueIso(r.blockedTo),
    event_type: r.eventTypeId !== null && r.eventTypeName !== null ? { id: r.eventTypeId, name: r.eventTypeName } : null,
  };
  if (r.blockId !== null)
    return {
      ...base,
      key: `block-${r.blockId}`,
      kind: 'block',
      title: r.blockReason ?? '',
      status: 'BLOCKED',
      status_display: CALENDAR_STATUS_TEXT.BLOCKED,
      person: null,
      link: null,
      hold: null,
      block: { id: r.blockId, reason: r.blockReason ?? '', created_by: r.blockCreator },
    };
  if (r.eventId !== null) {
    const status = r.eventStatus as TEventStatus;
    return {
      ...base,
      key: `event-${r.eventId}`,
      kind: 'event',
      title: r.eventName ?? '',
      status,
      status_display: CALENDAR_STATUS_TEXT[status],
      person: r.clientName,
      link: `/staff/events/${r.eventId}`,
      hold: null,
      block: null,
    };
  }
  const fromRequest = r.requestEventId !== null;
  const person = r.clientName ?? r.contactName;
  const what = r.eventTypeName ?? 'Booking';
  return {
    ...base,
    key: `hold-${r.sessionId}`,
    kind: 'hold',
    title: fromRequest ? `${what} quote request` : `${what} being booked`,
    status: 'HELD',
    status_display: CALENDAR_STATUS_TEXT.HELD,
    person,
    link: fromRequest ? `/staff/events/${r.requestEventId}` : null,
    hold: { source: fromRequest ? 'quote_request' : 'wizard', expires_at: venueIso(r.expiresAt ?? r.endsAt) },
    block: null,
  };
}

const toBlock = (b: TBlockRow): TBlock => ({
  id: b.id,
  space: { id: b.facilityId, name: b.facilityName },
  start: venueIso(b.startsAt),
  end: venueIso(b.endsAt),
  reason: b.reason,
  created_by: b.creatorFirst ? `${b.creatorFirst} ${b.creatorLast ?? ''}`.trim() : null,
  created_at: venueIso(b.createdAt),
});

/**
 * Closes a space for a time. The block takes the space through facility_reservations, buffers included, so the
 * wizard, staff bookings and other blocks are refused over it by the same constraint as an event (409 naming
 * what is in the way).
 */
export async function createBlock(
  ctx: TContext,
  actor: TActor,
  ip: string,
  body: TCreateBlockRequest,
  /** What else the same transaction writes with the block (an inquiry's site visit). */
  alongside?: (tx: TTx, blockId: number) => Promise<void>,
): Promise<TBlock> {
  const startsAt = new Date(body.start);
  const endsAt = new Date(body.end);
  if (endsAt.getTime() <= startsAt.getTime()) throw badRequest('end', 'The end must be after the start.');
  if (endsAt.getTime() - startsAt.getTime() > MAX_BLOCK_DAYS * 86_400_000) throw badRequest('end', `A block can last at most ${MAX_BLOCK_DAYS} days.`);
  const facility = await facilityForBooking(ctx.db, body.space, 'space');
  const id = await withBookingGuard(
    ctx,
    () => ({ facilityId: facility.id, startsAt, endsAt }),
    () =>
      ctx.transact(async (tx) => {
        const blockId = await insertBlock(tx, { facilityId: facility.id, startsAt, endsAt, reason: body.reason, createdBy: actor.userId });
        await recordAudit(tx, actor, ip, {
          action: 'calendar_block.create',
          objectType: 'calendar_block',
          objectId: blockId,
          after: { space: facility.name, start: body.start, end: body.end, reason: body.reason },
        });
        await alongside?.(tx, blockId);
        return blockId;
      }),
  );
  return toBlock((await findBlockRow(ctx.db, id))!);
}

/** Upcoming blocks (ending after `from`, today by default), soonest first. */
export async function listBlocks(ctx: TContext, q: { from?: string; space?: number }): Promise<TBlock[]> {
  const after = q.from ? venueInstant(q.from) : new Date();
  return (await blockRows(ctx.db, after, q.space)).map(toBlock);
}

export async function removeBlock(ctx: TContext, actor: TActor, ip: string, id: number): Promise<void> {
  await ctx.transact(async (tx) => {
    const block = await findBlockRow(tx, id);
    if (!block) throw notFound(CALENDAR_TEXT.blockNotFound);
    await deleteBlockRow(tx, id);
    await recordAudit(tx, actor, ip, { action: 'calendar_block.delete', objectType: 'calendar_block', objectId: id, before: toBlock(block) });
  });
}

/**
 * Blocks as entries of the public availability calendar: the day is taken like an event's, under the one word
 * "Reserved"; the reason stays with the venue.
 */
export async function publicBlockEntries(ctx: TContext, q: { start_date: string; end_date: string }): Promise<TPublicEvent[]> {
  const rows = await blocksBetween(ctx.db, venueInstant(q.start_date), venueInstant(addDays(q.end_date, 1)));
  return rows.map((b) => ({
    // Not events: negative ids (their reservation's, as holds use theirs) keep them apart in one list.
    id: -b.reservationId,
    name: CALENDAR_TEXT.publicBlockName,
    event_type_name: CALENDAR_TEXT.publicBlockName,
    status: 'CONFIRMED',
    held: false,
    start_date: venueDay(b.startsAt),
    end_date: venueDay(new Date(Math.max(b.startsAt.getTime(), b.endsAt.getTime() - 1))),
  }));
}
