import { eq, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { events, quoteLineItems, quoteOptions, quotes, users } from '../../db/schema';

/** The venue's writes to quotes; reads go through quotes.repo.ts, which the client's side uses too. */
export type TQuoteValues = typeof quotes.$inferInsert;
export type TLineValues = Omit<typeof quoteLineItems.$inferInsert, 'id' | 'quoteId' | 'sortOrder'>;
export type TOptionValues = Omit<typeof quoteOptions.$inferInsert, 'id' | 'quoteId'>;

/** Locks the event: its quotes are numbered one at a time. */
export async function lockEvent(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, name: events.name, status: events.status, guestCount: events.guestCount })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row ?? null;
}

/** Versions number an event's quotes in order, so two quotes of one event never share a number. */
export async function nextQuoteVersion(tx: TTx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${quotes.version}), 0)::int + 1` })
    .from(quotes)
    .where(eq(quotes.eventId, eventId));
  return row?.n ?? 1;
}

export async function insertQuote(tx: TTx, v: TQuoteValues): Promise<number> {
  const [row] = await tx.insert(quotes).values(v).returning({ id: quotes.id });
  return row!.id;
}

export const updateQuote = (tx: TTx, id: number, v: Partial<TQuoteValues>) =>
  tx
    .update(quotes)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));

export const deleteQuote = (tx: TTx, id: number) => tx.delete(quotes).where(eq(quotes.id, id));

export async function replaceQuoteLines(tx: TTx, quoteId: number, lines: TLineValues[]) {
  await tx.delete(quoteLineItems).where(eq(quoteLineItems.quoteId, quoteId));
  if (lines.length) await tx.insert(quoteLineItems).values(lines.map((l, i) => ({ ...l, quoteId, sortOrder: i })));
}

export async function replaceQuoteOptions(tx: TTx, quoteId: number, options: TOptionValues[]) {
  await tx.delete(quoteOptions).where(eq(quoteOptions.quoteId, quoteId));
  if (options.length) await tx.insert(quoteOptions).values(options.map((o) => ({ ...o, quoteId })));
}

/** Who each quote is for: the client of its event. */
export async function clientsOfQuotes(tx: TTx, quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  return tx
    .select({
      quoteId: quotes.id,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      company: users.company,
    })
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(inArray(quotes.id, quoteIds));
}

/** The new versions made from these quotes (at most one each: a partial unique index). */
export async function newerVersionsOf(tx: TTx, quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  return tx.select({ id: quotes.id, previousVersionId: quotes.previousVersionId }).from(quotes).where(inArray(quotes.previousVersionId, quoteIds));
}
