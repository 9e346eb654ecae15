import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { facilities, facilityBlocks, facilityReservations, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** node-postgres answers timestamptz as Date, PGlite as Date or text: one shape for the service. */
const instant = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export interface TReservationRow {
  facilityId: number;
  facilityName: string;
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedTo: Date;
  expiresAt: Date | null;
  eventId: number | null;
  eventName: string | null;
  eventStatus: string | null;
  eventTypeId: number | null;
  eventTypeName: string | null;
  clientName: string | null;
  sessionId: number | null;
  contactName: string | null;
  requestEventId: number | null;
  blockId: number | null;
  blockReason: string | null;
  blockCreator: string | null;
}

interface TRawRow {
  facility_id: number;
  facility_name: string;
  starts_at: unknown;
  ends_at: unknown;
  blocked_from: unknown;
  blocked_to: unknown;
  expires_at: unknown;
  event_id: number | null;
  event_name: string | null;
  event_status: string | null;
  event_type_id: number | null;
  event_type_name: string | null;
  client_name: string | null;
  session_id: number | null;
  contact_name: string | null;
  request_event_id: number | null;
  block_id: number | null;
  block_reason: string | null;
  block_creator: string | null;
}

/**
 * Everything live that takes a space between two instants (events, holds that have not expired, blocks), with
 * what the console shows of each: the event and its client, the hold's event type and the contact typed in the
 * wizard (a signed-in visitor's own name first), the quote request a hold keeps a date for, the block's reason.
 */
export async function reservationsInRange(tx: TTx, from: Date, to: Date, spaceId?: number): Promise<TReservationRow[]> {
  const result = await tx.execute(sql`
    select r.facility_id, f.name as facility_name, r.starts_at, r.ends_at,
      lower(r.blocked_during) as blocked_from, upper(r.blocked_during) as blocked_to, r.expires_at,
      e.id as event_id, e.name as event_name, e.status as event_status,
      et.id as event_type_id, et.name as event_type_name,
      nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), '') as client_name,
      r.session_id,
      (select v->>'full_name' from jsonb_each(s.booking_data) as d(k, v)
        where jsonb_typeof(v) = 'object' and coalesce(v->>'full_name', '') <> '' limit 1) as contact_name,
      qr.event_id as request_event_id,
      b.id as block_id, b.reason as block_reason,
      nullif(trim(coalesce(bu.first_name, '') || ' ' || coalesce(bu.last_name, '')), '') as block_creator
    from facility_reservations r
    join facilities f on f.id = r.facility_id
    left join events e on e.id = r.event_id
    left join booking_sessions s on s.id = r.session_id
    left join quote_requests qr on qr.session_id = r.session_id
    left join booking_flows bf on bf.id = s.flow_id
    left join event_types et on et.id = coalesce(e.event_type_id, bf.event_type_id)
    left join users cu on cu.id = coalesce(e.client_id, qr.client_id, s.client_id)
    left join facility_blocks b on b.id = r.block_id
    left join users bu on bu.id = b.created_by
    where r.blocked_during && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')
      and (r.expires_at is null or r.expires_at > now())
      ${spaceId ? sql`and r.facility_id = ${spaceId}` : sql``}
    order by lower(r.blocked_during), f.name`);
  return rowsOf<TRawRow>(result).map((r) => ({
    facilityId: r.facility_id,
    facilityName: r.facility_name,
    startsAt: instant(r.starts_at),
    endsAt: instant(r.ends_at),
    blockedFrom: instant(r.blocked_from),
    blockedTo: instant(r.blocked_to),
    expiresAt: r.expires_at == null ? null : instant(r.expires_at),
    eventId: r.event_id,
    eventName: r.event_name,
    eventStatus: r.event_status,
    eventTypeId: r.event_type_id,
    eventTypeName: r.event_type_name,
    clientName: r.client_name,
    sessionId: r.session_id,
    contactName: r.contact_name,
    requestEventId: r.request_event_id,
    blockId: r.block_id,
    blockReason: r.block_reason,
    blockCreator: r.block_creator,
  }));
}

export const spaceRows = (tx: TTx, spaceId?: number) =>
  tx
    .select({ id: facilities.id, name: facilities.name, is_active: facilities.isActive })
    .from(facilities)
    .where(spaceId ? eq(facilities.id, spaceId) : undefined)
    .orderBy(asc(facilities.name));

/** Inserts the block and its reservation (buffers added as for an event); throws SQLSTATE 23P01 when the time is taken. */
export async function insertBlock(tx: TTx, b: { facilityId: number; startsAt: Date; endsAt: Date; reason: string; createdBy: number }): Promise<number> {
  const [row] = await tx.insert(facilityBlocks).values(b).returning({ id: facilityBlocks.id });
  await tx.execute(sql`insert into ${facilityReservations} (facility_id, blocked_during, starts_at, ends_at, block_id)
    select f.id, tstzrange(${b.startsAt.toISOString()}::timestamptz - make_interval(mins => f.buffer_before_minutes),
      ${b.endsAt.toISOString()}::timestamptz + make_interval(mins => f.buffer_after_minutes), '[)'),
      ${b.startsAt.toISOString()}, ${b.endsAt.toISOString()}, ${row!.id}
    from ${facilities} f where f.id = ${b.facilityId}`);
  return row!.id;
}

const blockColumns = {
  id: facilityBlocks.id,
  facilityId: facilityBlocks.facilityId,
  facilityName: facilities.name,
  startsAt: facilityBlocks.startsAt,
  endsAt: facilityBlocks.endsAt,
  reason: facilityBlocks.reason,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
  createdAt: facilityBlocks.createdAt,
};

const blocksQuery = (tx: TTx) =>
  tx
    .select(blockColumns)
    .from(facilityBlocks)
    .innerJoin(facilities, eq(facilities.id, facilityBlocks.facilityId))
    .leftJoin(users, eq(users.id, facilityBlocks.createdBy));

export type TBlockRow = Awaited<ReturnType<typeof blocksQuery>>[number];

export const findBlockRow = async (tx: TTx, id: number): Promise<TBlockRow | null> => (await blocksQuery(tx).where(eq(facilityBlocks.id, id)))[0] ?? null;

/** Blocks ending after `after`, soonest first; at most 500 (a venue's year of them). */
export const blockRows = (tx: TTx, after: Date, spaceId?: number) =>
  blocksQuery(tx)
    .where(and(gt(facilityBlocks.endsAt, after), spaceId ? eq(facilityBlocks.facilityId, spaceId) : undefined))
    .orderBy(asc(facilityBlocks.startsAt), desc(facilityBlocks.id))
    .limit(500);

export const deleteBlockRow = (tx: TTx, id: number) => tx.delete(facilityBlocks).where(eq(facilityBlocks.id, id));

/** Blocks overlapping two instants, with their reservation's id (the public calendar's entries carry no more). */
export const blocksBetween = (tx: TTx, from: Date, to: Date) =>
  tx
    .select({ reservationId: facilityReservations.id, startsAt: facilityBlocks.startsAt, endsAt: facilityBlocks.endsAt })
    .from(facilityBlocks)
    .innerJoin(facilityReservations, eq(facilityReservations.blockId, facilityBlocks.id))
    .where(and(sql`${facilityBlocks.startsAt} < ${to.toISOString()}::timestamptz`, sql`${facilityBlocks.endsAt} > ${from.toISOString()}::timestamptz`));
