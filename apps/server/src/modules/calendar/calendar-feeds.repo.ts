import { and, asc, eq, gt, isNotNull, lt, ne } from 'drizzle-orm';
import type { TRole } from '@venue/shared/accounts/roles';
import type { TTx } from '../../db/client';
import { calendarFeeds, events, facilities, users } from '../../db/schema';

export const feedOf = async (tx: TTx, userId: number): Promise<{ createdAt: Date } | null> =>
  (await tx.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)))[0] ?? null;

/** Makes the person's feed, or gives it a new token (the old one then opens nothing). */
export async function saveFeed(tx: TTx, userId: number, tokenHash: string): Promise<{ createdAt: Date }> {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

export const deleteFeed = async (tx: TTx, userId: number): Promise<boolean> =>
  (await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId })).length > 0;

/** Whose feed a token hash opens, with what the account is now (its role decides which feed it reads). */
export const feedOwner = async (tx: TTx, tokenHash: string): Promise<{ userId: number; role: TRole; isActive: boolean } | null> =>
  (
    await tx
      .select({ userId: users.id, role: users.role, isActive: users.isActive })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.tokenHash, tokenHash))
  )[0] ?? null;

/** A client's own booked events overlapping two instants (not cancelled), soonest first. */
export const clientEventsBetween = (tx: TTx, clientId: number, from: Date, to: Date) =>
  tx
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      spaceName: facilities.name,
    })
    .from(events)
    .leftJoin(facilities, eq(facilities.id, events.facilityId))
    .where(
      and(
        eq(events.clientId, clientId),
        ne(events.status, 'CANCELLED'),
        isNotNull(events.startsAt),
        isNotNull(events.endsAt),
        lt(events.startsAt, to),
        gt(events.endsAt, from),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1000);
