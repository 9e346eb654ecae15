import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TFacility } from '@venue/shared/staff/facility.schema';
import type { TTx } from '../../db/client';
import { events, facilities } from '../../db/schema';

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

export async function findFacilityRow(tx: TTx, id: number): Promise<TFacility | null> {
  const [row] = await tx.select(facilityColumns).from(facilities).where(eq(facilities.id, id));
  return row ?? null;
}

/**
 * The first live booking of the facility whose buffered time meets the given booking's buffered time (the
 * same comparison as the exclusion constraint), as the instants the facility is taken. For the refusal text.
 */
export async function findBlockingBooking(tx: TTx, b: { facilityId: number; startsAt: Date; endsAt: Date; exceptEventId?: number }) {
  const wanted = sql`(select tstzrange(${b.startsAt.toISOString()}::timestamptz - make_interval(mins => f.buffer_before_minutes),
    ${b.endsAt.toISOString()}::timestamptz + make_interval(mins => f.buffer_after_minutes), '[)') from ${facilities} f where f.id = ${b.facilityId})`;
  const [row] = await tx
    .select({ from: sql<string>`lower(blocked_during)::text`, to: sql<string>`upper(blocked_during)::text` })
    .from(events)
    .where(
      and(
        eq(events.facilityId, b.facilityId),
        ne(events.status, 'CANCELLED'),
        sql`blocked_during && ${wanted}`,
        b.exceptEventId ? ne(events.id, b.exceptEventId) : undefined,
      ),
    )
    .orderBy(sql`lower(blocked_during)`)
    .limit(1);
  return row ? { from: new Date(row.from), to: new Date(row.to) } : null;
}
