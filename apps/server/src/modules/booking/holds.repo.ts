import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { bookingSessions, facilities, facilityReservations } from '../../db/schema';
import { AWAITING_PAYER } from './booking-sessions.repo';

/**
 * A session's hold is a row of facility_reservations, under the same exclusion constraint as events. A hold is
 * only valid while its expires_at is ahead: an expired one is deleted by whoever meets it (the insert below, the
 * events trigger) and by the clean-up job, so it never blocks anyone.
 */
export interface TSlot {
  facilityId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The facility's buffered range for a slot, in SQL (the same arithmetic as the events trigger). */
const rangeOf = (s: TSlot) =>
  sql`(select tstzrange(${s.startsAt.toISOString()}::timestamptz - make_interval(mins => f.buffer_before_minutes),
    ${s.endsAt.toISOString()}::timestamptz + make_interval(mins => f.buffer_after_minutes), '[)') from ${facilities} f where f.id = ${s.facilityId})`;

/** Replaces the session's hold by the slot; throws SQLSTATE 23P01 when a live event or hold is in the way. */
export async function replaceHold(tx: TTx, sessionRowId: number, slot: TSlot, expiresAt: Date): Promise<void> {
  await tx.delete(facilityReservations).where(eq(facilityReservations.sessionId, sessionRowId));
  await tx.execute(sql`delete from ${facilityReservations} r where r.session_id is not null and r.facility_id = ${slot.facilityId}
    and r.expires_at <= now() and r.blocked_during && ${rangeOf(slot)}`);
  await tx.execute(sql`insert into ${facilityReservations} (facility_id, blocked_during, starts_at, ends_at, session_id, expires_at)
    values (${slot.facilityId}, ${rangeOf(slot)}, ${slot.startsAt.toISOString()}, ${slot.endsAt.toISOString()}, ${sessionRowId}, ${expiresAt.toISOString()})`);
}

export const dropHold = (tx: TTx, sessionRowId: number) => tx.delete(facilityReservations).where(eq(facilityReservations.sessionId, sessionRowId));

export const renewHold = (tx: TTx, sessionRowId: number, expiresAt: Date) =>
  tx.update(facilityReservations).set({ expiresAt }).where(eq(facilityReservations.sessionId, sessionRowId));

/** The session's hold while it is live, with its facility's name. */
export async function liveHoldOf(tx: TTx, sessionRowId: number) {
  const [row] = await tx
    .select({
      facilityId: facilityReservations.facilityId,
      facilityName: facilities.name,
      startsAt: facilityReservations.startsAt,
      endsAt: facilityReservations.endsAt,
      expiresAt: facilityReservations.expiresAt,
    })
    .from(facilityReservations)
    .innerJoin(facilities, eq(facilities.id, facilityReservations.facilityId))
    .where(and(eq(facilityReservations.sessionId, sessionRowId), gt(facilityReservations.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Whether anything live but the session's own hold takes the slot's buffered range (a read; the constraint decides writes). */
export async function slotTaken(tx: TTx, slot: TSlot, exceptSessionRowId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: facilityReservations.id })
    .from(facilityReservations)
    .where(
      and(
        eq(facilityReservations.facilityId, slot.facilityId),
        sql`blocked_during && ${rangeOf(slot)}`,
        or(isNull(facilityReservations.expiresAt), gt(facilityReservations.expiresAt, sql`now()`)),
        or(isNull(facilityReservations.sessionId), sql`${facilityReservations.sessionId} <> ${exceptSessionRowId}`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Serialises hold placements from one address until the transaction ends (every server process takes the same
 * advisory lock), so the count below and the insert that follows it cannot interleave with another session's.
 */
export async function lockAddressHolds(tx: TTx, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${ip}`}))`);
}

/**
 * What one address keeps blocked (the per-address cap): every live hold of a session started from it (sessions
 * being filled in, and quote requests keeping theirs for days), plus the completions whose charge is under way
 * (their hold became a draft event, and comes back if the charge fails).
 */
export async function liveHoldsFromAddress(tx: TTx, ip: string, exceptSessionRowId: number): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`select
    (select count(*)::int from ${facilityReservations} r join ${bookingSessions} s on s.id = r.session_id
      where s.ip_address = ${ip} and r.expires_at > now() and s.id <> ${exceptSessionRowId})
    + (select count(*)::int from ${bookingSessions} s
      where s.ip_address = ${ip} and s.status = 'active' and s.completion_status in ('processing', ${AWAITING_PAYER}) and s.id <> ${exceptSessionRowId}) as n`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * Everything live that takes the facilities between two instants: kind and buffered range, never who; and the
 * booking's own hours (the range without its buffers), which a session is shown for its own hold.
 */
export async function reservationsBetween(tx: TTx, facilityIds: number[], from: Date, to: Date) {
  if (facilityIds.length === 0) return [];
  return tx
    .select({
      facilityId: facilityReservations.facilityId,
      facilityName: facilities.name,
      from: sql<string>`lower(blocked_during)::text`,
      to: sql<string>`upper(blocked_during)::text`,
      startsAt: facilityReservations.startsAt,
      endsAt: facilityReservations.endsAt,
      sessionId: facilityReservations.sessionId,
    })
    .from(facilityReservations)
    .innerJoin(facilities, eq(facilities.id, facilityReservations.facilityId))
    .where(
      and(
        inArray(facilityReservations.facilityId, facilityIds),
        sql`blocked_during && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        or(isNull(facilityReservations.expiresAt), gt(facilityReservations.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(sql`lower(blocked_during)`));
}

/** Live holds overlapping days, for the public availability calendar (event type of the session's flow). */
export async function liveHoldsBetween(tx: TTx, from: Date, to: Date) {
  return tx
    .select({
      id: facilityReservations.id,
      flowId: bookingSessions.flowId,
      startsAt: facilityReservations.startsAt,
      endsAt: facilityReservations.endsAt,
    })
    .from(facilityReservations)
    .innerJoin(bookingSessions, eq(bookingSessions.id, facilityReservations.sessionId))
    .where(
      and(
        sql`${facilityReservations.startsAt} < ${to.toISOString()}::timestamptz`,
        sql`${facilityReservations.endsAt} > ${from.toISOString()}::timestamptz`,
        gt(facilityReservations.expiresAt, sql`now()`),
      ),
    );
}

/** Deletes up to `limit` expired holds, claimed with SKIP LOCKED so several processes share the work. */
export async function deleteExpiredHolds(tx: TTx, limit: number): Promise<number> {
  const rows = await tx.execute<{ id: number }>(sql`delete from ${facilityReservations} where id in (
    select id from ${facilityReservations} where session_id is not null and expires_at <= now() order by expires_at limit ${limit} for update skip locked
  ) returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
