import { eq, sql, type SQL } from 'drizzle-orm';
import type { TInquirySource, TInquiryStage } from '@venue/shared/staff/inquiry.schema';
import type { TTx } from '../../db/client';
import { escapeLike } from '../../db/paginate';
import { inquiries } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** node-postgres answers timestamptz as Date, PGlite as Date or text: one shape for the service. */
const instant = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** An inquiry with the names it points to and the facts of its event that move its stage (shared inquiry-stage.ts). */
export interface TInquiryRow {
  id: number;
  source: TInquirySource;
  stage: TInquiryStage;
  stageSetAt: Date;
  lostReason: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  clientId: number | null;
  clientName: string | null;
  eventTypeId: number | null;
  eventTypeName: string | null;
  wishedDate: string | null;
  alternativeDates: string[];
  guestCount: number | null;
  budget: string | null;
  message: string;
  ownerId: number | null;
  ownerName: string | null;
  nextFollowUp: string | null;
  eventId: number | null;
  eventName: string | null;
  eventStatus: string | null;
  visitBlockId: number | null;
  visitSpaceId: number | null;
  visitSpaceName: string | null;
  visitStart: Date | null;
  visitEnd: Date | null;
  createdAt: Date;
  updatedAt: Date;
  quoteSentAt: Date | null;
  declinedAt: Date | null;
  declinedReason: string | null;
  expiredValidUntil: string | null;
  wonAt: Date | null;
  cancelledAt: Date | null;
}

export interface TInquiryFilters {
  source?: TInquirySource;
  ownerId?: number;
  search?: string;
  id?: number;
  createdSince?: Date;
  /** Received before this instant (the reports' funnel reads a range). */
  createdBefore?: Date;
  /** Follow-ups due on or before this day (PHT). */
  followUpBy?: string;
}

/**
 * The inquiries that match, newest first, at most `limit`. Each carries the facts of its event the stage is read
 * from: the last quote sent, the last declined and why, a sent quote past its valid-until day, the first payment
 * received or contract signed, the event cancelled.
 */
export async function inquiryRows(tx: TTx, f: TInquiryFilters, today: string, limit: number): Promise<TInquiryRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.id !== undefined) where.push(sql`i.id = ${f.id}`);
  if (f.source) where.push(sql`i.source = ${f.source}`);
  if (f.ownerId !== undefined) where.push(sql`i.owner_id = ${f.ownerId}`);
  if (f.createdSince) where.push(sql`i.created_at >= ${f.createdSince.toISOString()}::timestamptz`);
  if (f.createdBefore) where.push(sql`i.created_at < ${f.createdBefore.toISOString()}::timestamptz`);
  if (f.followUpBy) where.push(sql`i.next_follow_up <= ${f.followUpBy}::date`);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    where.push(sql`(i.name ilike ${like} or i.email ilike ${like} or i.phone ilike ${like} or i.company ilike ${like} or i.message ilike ${like})`);
  }
  const result = await tx.execute(sql`
    select i.id, i.source, i.stage, i.stage_set_at, i.lost_reason, i.name, i.email, i.phone, i.company,
      i.client_id, nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), '') as client_name,
      i.event_type_id, et.name as event_type_name, i.wished_date, i.alternative_dates, i.guest_count, i.budget::text as budget,
      i.message, i.owner_id, nullif(trim(coalesce(ou.first_name, '') || ' ' || coalesce(ou.last_name, '')), '') as owner_name,
      i.next_follow_up, i.event_id, e.name as event_name, e.status as event_status,
      b.id as visit_block_id, b.facility_id as visit_space_id, vf.name as visit_space_name, b.starts_at as visit_start, b.ends_at as visit_end,
      i.created_at, i.updated_at,
      (select max(q.sent_at) from quotes q where q.event_id = i.event_id and q.status <> 'DRAFT') as quote_sent_at,
      d.rejected_at as declined_at, d.rejection_reason as declined_reason,
      (select q.valid_until from quotes q where q.event_id = i.event_id and q.status = 'SENT' and q.valid_until < ${today}::date
        order by q.sent_at desc nulls last limit 1) as expired_valid_until,
      least(
        (select min(coalesce(p.paid_on, p.updated_at)) from payments p where p.event_id = i.event_id and p.status in ('COMPLETED', 'PAID', 'REFUNDED')),
        (select min(c.fully_signed_at) from contracts c where c.event_id = i.event_id and c.status = 'SIGNED')
      ) as won_at,
      case when e.status = 'CANCELLED' then e.updated_at end as cancelled_at
    from inquiries i
    left join users cu on cu.id = i.client_id
    left join users ou on ou.id = i.owner_id
    left join event_types et on et.id = i.event_type_id
    left join events e on e.id = i.event_id
    left join facility_blocks b on b.id = i.site_visit_block_id
    left join facilities vf on vf.id = b.facility_id
    left join lateral (select q.rejected_at, q.rejection_reason from quotes q
      where q.event_id = i.event_id and q.status = 'REJECTED' order by q.rejected_at desc nulls last limit 1) d on true
    where ${sql.join(where, sql` and `)}
    order by i.created_at desc, i.id desc
    limit ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: r.id as number,
    source: r.source as TInquirySource,
    stage: r.stage as TInquiryStage,
    stageSetAt: instant(r.stage_set_at)!,
    lostReason: r.lost_reason as string,
    name: r.name as string,
    email: r.email as string,
    phone: r.phone as string,
    company: r.company as string,
    clientId: r.client_id as number | null,
    clientName: r.client_name as string | null,
    eventTypeId: r.event_type_id as number | null,
    eventTypeName: r.event_type_name as string | null,
    wishedDate: day(r.wished_date),
    alternativeDates: (typeof r.alternative_dates === 'string' ? JSON.parse(r.alternative_dates) : r.alternative_dates) as string[],
    guestCount: r.guest_count as number | null,
    budget: r.budget as string | null,
    message: r.message as string,
    ownerId: r.owner_id as number | null,
    ownerName: r.owner_name as string | null,
    nextFollowUp: day(r.next_follow_up),
    eventId: r.event_id as number | null,
    eventName: r.event_name as string | null,
    eventStatus: r.event_status as string | null,
    visitBlockId: r.visit_block_id as number | null,
    visitSpaceId: r.visit_space_id as number | null,
    visitSpaceName: r.visit_space_name as string | null,
    visitStart: instant(r.visit_start),
    visitEnd: instant(r.visit_end),
    createdAt: instant(r.created_at)!,
    updatedAt: instant(r.updated_at)!,
    quoteSentAt: instant(r.quote_sent_at),
    declinedAt: instant(r.declined_at),
    declinedReason: r.declined_reason as string | null,
    expiredValidUntil: day(r.expired_valid_until),
    wonAt: instant(r.won_at),
    cancelledAt: instant(r.cancelled_at),
  }));
}

export async function insertInquiry(tx: TTx, v: typeof inquiries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(inquiries).values(v).returning({ id: inquiries.id });
  return row!.id;
}

export const lockInquiry = async (tx: TTx, id: number) => (await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update'))[0] ?? null;

export const updateInquiry = (tx: TTx, id: number, v: Partial<typeof inquiries.$inferInsert>) =>
  tx
    .update(inquiries)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(inquiries.id, id));

/** Whether a user is on the venue's team (an inquiry's owner must be). */
export async function isVenueMember(tx: TTx, userId: number): Promise<boolean> {
  const rows = rowsOf<{ ok: number }>(await tx.execute(sql`select 1 as ok from users where id = ${userId} and role in ('staff', 'admin') and is_active`));
  return rows.length > 0;
}

/** The account of an address, whatever its role (an inquiry converted takes a client's, never a team member's). */
export async function accountByEmail(tx: TTx, email: string): Promise<{ id: number; role: string } | null> {
  const rows = rowsOf<{ id: number; role: string }>(await tx.execute(sql`select id, role from users where lower(email) = lower(${email}) limit 1`));
  return rows[0] ?? null;
}

/** A wizard's quote request as an inquiry: what the event holds (type, first day, guests) copied in one statement. */
export async function insertInquiryOfEvent(
  tx: TTx,
  r: { eventId: number; clientId: number; name: string; email: string; phone: string; company: string; message: string },
): Promise<void> {
  await tx.execute(sql`insert into inquiries (source, name, email, phone, company, client_id, event_id, event_type_id, wished_date, guest_count, message)
    select 'WIZARD', ${r.name}, ${r.email}, ${r.phone}, ${r.company}, ${r.clientId}, e.id, e.event_type_id, e.start_date, e.guest_count, ${r.message}
    from events e where e.id = ${r.eventId}`);
}

/** Who can own an inquiry: the venue's active team, by name. */
export async function teamRows(tx: TTx): Promise<{ id: number; name: string }[]> {
  return rowsOf<{ id: number; name: string }>(
    await tx.execute(
      sql`select id, trim(first_name || ' ' || last_name) as name from users where role in ('staff', 'admin') and is_active order by first_name, last_name`,
    ),
  );
}
