import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TFacility } from '@venue/shared/staff/facility.schema';
import type { TTx } from '../../db/client';
import { facilities, facilityReservations } from '../../db/schema';

const facilityColumns = {
  id: facilities.id,
  name: facilities.name,
  description: facilities.description,
  min_guests: facilities.minGuests,
  capacity: facilities.capacity,
  overnight: facilities.overnight,
  buffer_before_minutes: facilities.bufferBeforeMinutes,
  buffer_after_minutes: facilities.bufferAfterMinutes,
  is_active: facilities.isActive,
};

export const listFacilityRows = (tx: TTx): Promise<TFacility[]> =>
  tx.select(facilityColumns).from(facilities).orderBy(asc(facilities.sortOrder), asc(facilities.id));

export const facilityRowsByIds = (tx: TTx, ids: number[]): Promise<TFacility[]> =>
  ids.length ? tx.select(facilityColumns).from(facilities).where(inArray(facilities.id, ids)).orderBy(asc(facilities.sortOrder)) : Promise.resolve([]);

export async function findFacilityRow(tx: TTx, id: number): Promise<TFacility | null> {
  const [row] = await tx.select(facilityColumns).from(facilities).where(eq(facilities.id, id));
  return row ?? null;
}

/**
 * The first live reservation of the facility (an event, or a booking session's hold that has not expired) whose
 * buffered time meets the given booking's buffered time (the comparison of the exclusion constraint
 * `facility_reservations_no_overlap`), as the instants the facility is taken. For the refusal text.
 */
export async function findBlockingBooking(tx: TTx, b: { facilityId: number; startsAt: Date; endsAt: Date; exceptEventId?: number; exceptSessionId?: number }) {
  const wanted = sql`(select tstzrange(${b.startsAt.toISOString()}::timestamptz - make_interval(mins => f.buffer_before_minutes),
    ${b.endsAt.toISOString()}::timestamptz + make_interval(mins => f.buffer_after_minutes), '[)') from ${facilities} f where f.id = ${b.facilityId})`;
  const [row] = await tx
    .select({ from: sql<string>`lower(blocked_during)::text`, to: sql<string>`upper(blocked_during)::text` })
    .from(facilityReservations)
    .where(
      and(
        eq(facilityReservations.facilityId, b.facilityId),
        sql`blocked_during && ${wanted}`,
        or(isNull(facilityReservations.expiresAt), gt(facilityReservations.expiresAt, sql`now()`)),
        b.exceptEventId ? or(isNull(facilityReservations.eventId), ne(facilityReservations.eventId, b.exceptEventId)) : undefined,
        b.exceptSessionId ? or(isNull(facilityReservations.sessionId), ne(facilityReservations.sessionId, b.exceptSessionId)) : undefined,
      ),
    )
    .orderBy(sql`lower(blocked_during)`)
    .limit(1);
  return row ? { from: new Date(row.from), to: new Date(row.to) } : null;
}
