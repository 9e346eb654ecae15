import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { events, quoteLineItems, quoteOptions, quotes } from '../../db/schema';

export interface TQuoteFilters {
  status?: string;
  event?: number;
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
  sentAt: quotes.sentAt,
  acceptedAt: quotes.acceptedAt,
  acceptedByName: quotes.acceptedByName,
  rejectedAt: quotes.rejectedAt,
  rejectionReason: quotes.rejectionReason,
  createdAt: quotes.createdAt,
};
export type TQuoteRow = Awaited<ReturnType<typeof findClientQuote>> & object;

/** Only quotes of the client's own events, never DRAFTs (the venue has not sent them). */
const visibleTo = (clientId: number): SQL => and(eq(events.clientId, clientId), sql`${quotes.status} <> 'DRAFT'`)!;

/** The status the client sees: a SENT quote past valid_until is EXPIRED (see effectiveQuoteStatus). */
function statusIs(status: string, today: string): SQL {
  const lapsed = sql`(${quotes.status} = 'SENT' and ${quotes.validUntil} < ${today})`;
  if (status === 'EXPIRED') return sql`(${quotes.status} = 'EXPIRED' or ${lapsed})`;
  if (status === 'SENT') return sql`(${quotes.status} = 'SENT' and not coalesce(${quotes.validUntil} < ${today}, false))`;
  return eq(quotes.status, status);
}

export async function listClientQuotes(tx: TTx, clientId: number, f: TQuoteFilters, page: number, pageSize: number, today: string) {
  const where = and(
    visibleTo(clientId),
    f.status ? statusIs(f.status, today) : undefined,
    f.event ? eq(quotes.eventId, f.event) : undefined,
    f.search ? ilike(events.name, `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
    f.start_date ? gte(sql`(${quotes.createdAt} at time zone 'Asia/Manila')::date`, f.start_date) : undefined,
    f.end_date ? lte(sql`(${quotes.createdAt} at time zone 'Asia/Manila')::date`, f.end_date) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx.select(quoteColumns).from(quotes).innerJoin(events, eq(events.id, quotes.eventId)).where(where).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(pageSize).offset((page - 1) * pageSize),
    tx.select({ n: sql<number>`count(*)::int` }).from(quotes).innerJoin(events, eq(events.id, quotes.eventId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findClientQuote(tx: TTx, clientId: number, quoteId: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx.select(quoteColumns).from(quotes).innerJoin(events, eq(events.id, quotes.eventId)).where(and(eq(quotes.id, quoteId), visibleTo(clientId)));
  const [row] = opts.forUpdate ? await q.for('update', { of: quotes }) : await q;
  return row ?? null;
}

/** Lines and options of several quotes at once (two queries for any list). */
export async function quoteParts(tx: TTx, quoteIds: number[]) {
  if (quoteIds.length === 0) return { lines: [], options: [] };
  const [lines, options] = await Promise.all([
    tx.select().from(quoteLineItems).where(inArray(quoteLineItems.quoteId, quoteIds)).orderBy(asc(quoteLineItems.sortOrder), asc(quoteLineItems.id)),
    tx.select().from(quoteOptions).where(inArray(quoteOptions.quoteId, quoteIds)).orderBy(asc(quoteOptions.id)),
  ]);
  return { lines, options };
}

export const markQuoteAccepted = (tx: TTx, id: number, userId: number, name: string, message: string | undefined) =>
  tx
    .update(quotes)
    .set({ status: 'ACCEPTED', acceptedAt: sql`now()`, acceptedByUserId: userId, acceptedByName: name, ...(message ? { clientMessage: message } : {}), updatedAt: sql`now()` })
    .where(eq(quotes.id, id));

export const markQuoteRejected = (tx: TTx, id: number, reason: string) =>
  tx.update(quotes).set({ status: 'REJECTED', rejectedAt: sql`now()`, rejectionReason: reason, updatedAt: sql`now()` }).where(eq(quotes.id, id));

export async function actionableQuotesOf(tx: TTx, clientId: number) {
  return tx
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .where(and(eq(events.clientId, clientId), eq(quotes.status, 'SENT')));
}
