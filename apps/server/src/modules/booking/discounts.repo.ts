import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { discountUses, discounts, events, users } from '../../db/schema';

export type TDiscountRow = typeof discounts.$inferSelect;

export async function findDiscountRow(tx: TTx, code: string): Promise<TDiscountRow | null> {
  const [row] = await tx.select().from(discounts).where(eq(discounts.code, code.toUpperCase()));
  return row ?? null;
}

export const listPublicDiscountRows = (tx: TTx) =>
  tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.isActive, true), eq(discounts.isPublic, true)))
    .orderBy(asc(discounts.code));

/**
 * Serialises the discount uses of one client until the transaction ends (every process takes the same advisory
 * lock): the history read next sees every use committed before, so two completions of one client (or of one new
 * address, whose account the second one waits for) cannot both pass a first-booking or per-client check.
 */
export async function lockClientDiscounts(tx: TTx, clientId: number, emailKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discount-client:${clientId}`}))`);
  // Two accounts of one person (x@ and x+1@) have two client locks: the person's own lock serialises them too.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discount-person:${emailKey}`}))`);
}

/** The addresses of accounts, to judge each as a person (emailKey). */
export async function accountEmails(tx: TTx, clientIds: number[]): Promise<string[]> {
  if (clientIds.length === 0) return [];
  return (await tx.select({ email: users.email }).from(users).where(inArray(users.id, clientIds))).map((r) => r.email);
}

/**
 * What the eligibility rules read: the clients' bookings (but the one being made), and the uses of the code by
 * those clients or by anyone at one of the people's addresses (emailKeys).
 */
export async function discountHistory(tx: TTx, discountId: number, clientIds: number[], emailKeys: string[], exceptEventId: number | null = null) {
  if (clientIds.length === 0 && emailKeys.length === 0) return { earlier_bookings: 0, client_uses: 0 };
  const [booked] =
    clientIds.length === 0
      ? [{ n: 0 }]
      : await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(events)
          .where(and(inArray(events.clientId, clientIds), exceptEventId === null ? undefined : ne(events.id, exceptEventId)));
  const whose = [
    clientIds.length > 0 ? inArray(discountUses.clientId, clientIds) : undefined,
    emailKeys.length > 0 ? inArray(discountUses.emailKey, emailKeys) : undefined,
  ];
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(discountUses)
    .where(and(eq(discountUses.discountId, discountId), or(...whose)));
  return { earlier_bookings: booked?.n ?? 0, client_uses: used?.n ?? 0 };
}

/**
 * Counts one use, atomically: the row lock of the UPDATE and its condition mean that of any number of
 * completions racing for the last use, exactly one gets it. False when the code is used up. The booking's use is
 * recorded for its client's count.
 */
export async function takeDiscountUse(tx: TTx, id: number, use: { clientId: number; eventId: number; amount: string; emailKey: string }): Promise<boolean> {
  const rows = await tx
    .update(discounts)
    .set({ timesUsed: sql`${discounts.timesUsed} + 1` })
    .where(and(eq(discounts.id, id), sql`(${discounts.usageLimit} is null or ${discounts.timesUsed} < ${discounts.usageLimit})`))
    .returning({ id: discounts.id });
  if (rows.length !== 1) return false;
  await tx.insert(discountUses).values({ discountId: id, clientId: use.clientId, eventId: use.eventId, amount: use.amount, emailKey: use.emailKey });
  return true;
}

/** The booking did not happen: its use is given back (its discount_uses row goes with its event, or here). */
export async function giveBackDiscountUse(tx: TTx, id: number, eventId: number) {
  await tx.delete(discountUses).where(eq(discountUses.eventId, eventId));
  await tx
    .update(discounts)
    .set({ timesUsed: sql`greatest(${discounts.timesUsed} - 1, 0)` })
    .where(eq(discounts.id, id));
}
