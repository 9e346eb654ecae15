import { and, asc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { discounts } from '../../db/schema';

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
 * Counts one use, atomically: the row lock of the UPDATE and its condition mean that of any number of
 * completions racing for the last use, exactly one gets it. False when the code is used up.
 */
export async function takeDiscountUse(tx: TTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(discounts)
    .set({ timesUsed: sql`${discounts.timesUsed} + 1` })
    .where(and(eq(discounts.id, id), sql`(${discounts.usageLimit} is null or ${discounts.timesUsed} < ${discounts.usageLimit})`))
    .returning({ id: discounts.id });
  return rows.length === 1;
}

export const giveBackDiscountUse = (tx: TTx, id: number) =>
  tx
    .update(discounts)
    .set({ timesUsed: sql`greatest(${discounts.timesUsed} - 1, 0)` })
    .where(eq(discounts.id, id));
