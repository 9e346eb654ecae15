import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import { ownedBy } from '../../db/ownership';
import { containsText, countAll, paginate, type TPageRequest } from '../../db/paginate';
import type { TActor } from '../../lib/actor';
import { events, quoteLineItems, quoteOptions, quotes } from '../../db/schema';

export interface TQuoteFilters {
  status?: string;
  event?: number;
  /** The venue's filter: one client's quotes. */
  client?: number;
  search?: string;
  start_date?: string;
  end_date?: string;
}

const quoteColumns = {
  id: quotes.id,
  eventId: quotes.eventId,
  eventName: events.name,
  version: quotes.version,
  status: quotes.status,
  currency: quotes.currency,
  discountAmount: quotes.discountAmount,
  clientMessage: quotes.clientMessage,
  validUntil: quotes.validUntil,
  guestCount: quotes.guestCount,
  sentAt: quotes.sentAt,
  acceptedAt: quotes.acceptedAt,
  acceptedByName: quotes.acceptedByName,
  rejectedAt: quotes.rejectedAt,
  rejectionReason: quotes.rejectionReason,
  previousVersionId: quotes.previousVersionId,
  clientId: events.clientId,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
};
export type TQuoteRow = Awaited<ReturnType<typeof findQuoteOf>> & object;

/** A client sees quotes of their own events, never DRAFTs (the venue has not sent them); the venue sees all. */
const visibleTo = (actor: TActor): SQL => (actor.scope === 'all' ? sql`true` : and(ownedBy(actor, events.clientId), sql`${quotes.status} <> 'DRAFT'`)!);

/** The status the client sees: a SENT quote past valid_until is EXPIRED (see effectiveQuoteStatus). */
function statusIs(status: string, today: string): SQL {
  const lapsed = sql`(${quotes.status} = 'SENT' and ${quotes.validUntil} < ${today})`;
  if (status === 'EXPIRED') return sql`(${quotes.status} = 'EXPIRED' or ${lapsed})`;
  if (status === 'SENT') return sql`(${quotes.status} = 'SENT' and not coalesce(${quotes.validUntil} < ${today}, false))`;
  return eq(quotes.status, status);
}

export async function listQuotesOf(tx: TTx, actor: TActor, f: TQuoteFilters, page: TPageRequest, today: string) {
  const where = and(
    visibleTo(actor),
    f.status ? statusIs(f.status, today) : undefined,
    f.event ? eq(quotes.eventId, f.event) : undefined,
    f.client ? eq(events.clientId, f.client) : undefined,
    f.search ? containsText(events.name, f.search) : undefined,
    f.start_date ? gte(sql`(${quotes.createdAt} at time zone 'Asia/Manila')::date`, f.start_date) : undefined,
    f.end_date ? lte(sql`(${quotes.createdAt} at time zone 'Asia/Manila')::date`, f.end_date) : undefined,
  );
  return paginate(
    page,
    (w) =>
      tx
        .select(quoteColumns)
        .from(quotes)
        .innerJoin(events, eq(events.id, quotes.eventId))
        .where(where)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(quotes).innerJoin(events, eq(events.id, quotes.eventId)).where(where))[0]?.n ?? 0,
  );
}

export async function findQuoteOf(tx: TTx, actor: TActor, quoteId: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .where(and(eq(quotes.id, quoteId), visibleTo(actor)));
  const [row] = opts.forUpdate ? await q.for('update', { of: quotes }) : await q;
  return row ?? null;
}

/** Lines and options of several quotes at once (two queries for any list). */
export async function quoteParts(tx: TTx, quoteIds: number[]) {
  if (quoteIds.length === 0) return { lines: [], options: [] };
  const [lines, options] = await readsTogether(tx, [
    () => tx.select().from(quoteLineItems).where(inArray(quoteLineItems.quoteId, quoteIds)).orderBy(asc(quoteLineItems.sortOrder), asc(quoteLineItems.id)),
    () => tx.select().from(quoteOptions).where(inArray(quoteOptions.quoteId, quoteIds)).orderBy(asc(quoteOptions.id)),
  ]);
  return { lines, options };
}

export const markQuoteAccepted = (tx: TTx, id: number, userId: number, name: string, message: string | undefined) =>
  tx
    .update(quotes)
    .set({
      status: 'ACCEPTED',
      acceptedAt: sql`now()`,
      acceptedByUserId: userId,
      acceptedByName: name,
      ...(message ? { clientMessage: message } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(quotes.id, id));

/**
 * The event's other open versions (sent and still valid, or drafts) give way to the accepted one; their versions,
 * for the timeline. A sent version past its date stays as it is: the client sees it expired, not withdrawn.
 */
export async function withdrawOtherVersions(tx: TTx, eventId: number, acceptedId: number, today: string): Promise<{ id: number; version: number }[]> {
  // An earlier accepted version is withdrawn too: the event has one accepted quote, the one its total follows.
  const open = or(
    eq(quotes.status, 'DRAFT'),
    eq(quotes.status, 'ACCEPTED'),
    and(eq(quotes.status, 'SENT'), or(isNull(quotes.validUntil), gte(quotes.validUntil, today))),
  );
  const rows = await tx
    .update(quotes)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(quotes.eventId, eventId), ne(quotes.id, acceptedId), open))
    .returning({ id: quotes.id, version: quotes.version });
  return rows.sort((a, b) => a.version - b.version);
}

export const markQuoteRejected = (tx: TTx, id: number, reason: string) =>
  tx
    .update(quotes)
    .set({ status: 'REJECTED', rejectedAt: sql`now()`, rejectionReason: reason, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));

export async function actionableQuotesOf(tx: TTx, actor: TActor) {
  return tx
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .where(and(ownedBy(actor, events.clientId), eq(quotes.status, 'SENT')));
}
