import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { discountUses, discounts, eventTypes, events, paymentGateways, paymentSettings, users } from '../../db/schema';

export type TDiscountRow = typeof discounts.$inferSelect;
export type TDiscountValues = Omit<typeof discounts.$inferInsert, 'id' | 'createdAt' | 'timesUsed'>;
export type TSettingsValues = Partial<Omit<typeof paymentSettings.$inferInsert, 'id'>>;

export const listDiscountRows = (tx: TTx) => tx.select().from(discounts).orderBy(desc(discounts.isActive), asc(discounts.code));

export async function findDiscountById(tx: TTx, id: number, opts: { forUpdate?: boolean } = {}): Promise<TDiscountRow | null> {
  const q = tx.select().from(discounts).where(eq(discounts.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Null when the code is taken (the unique index decides, so a race ends the same way). */
export async function insertDiscount(tx: TTx, values: TDiscountValues): Promise<number | null> {
  const [row] = await tx.insert(discounts).values(values).onConflictDoNothing({ target: discounts.code }).returning({ id: discounts.id });
  return row?.id ?? null;
}

export const updateDiscount = (tx: TTx, id: number, values: Partial<TDiscountValues>) => tx.update(discounts).set(values).where(eq(discounts.id, id));

export const listEventTypes = (tx: TTx) => tx.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).orderBy(asc(eventTypes.name));

/** The bookings that used a code, newest first: who, which booking, when, how much. */
export const listDiscountUses = (tx: TTx, discountId: number) =>
  tx
    .select({
      id: discountUses.id,
      clientId: discountUses.clientId,
      clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      clientEmail: users.email,
      eventId: discountUses.eventId,
      eventName: events.name,
      usedAt: discountUses.createdAt,
      amount: discountUses.amount,
    })
    .from(discountUses)
    .innerJoin(users, eq(users.id, discountUses.clientId))
    .innerJoin(events, eq(events.id, discountUses.eventId))
    .where(eq(discountUses.discountId, discountId))
    .orderBy(desc(discountUses.createdAt), desc(discountUses.id));

export async function lockPaymentSettings(tx: TTx) {
  const [row] = await tx.select().from(paymentSettings).where(eq(paymentSettings.id, 1)).for('update');
  if (!row) throw new Error('payment_settings row 1 is missing (migration 0009)');
  return row;
}

export const updatePaymentSettings = (tx: TTx, values: TSettingsValues) =>
  tx
    .update(paymentSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentSettings.id, 1));

export const listGatewayRows = (tx: TTx) =>
  tx
    .select({ code: paymentGateways.code, name: paymentGateways.name, isActive: paymentGateways.isActive })
    .from(paymentGateways)
    .orderBy(asc(paymentGateways.sortOrder), asc(paymentGateways.id));

export const setGatewayActive = (tx: TTx, code: string, isActive: boolean) =>
  tx.update(paymentGateways).set({ isActive, updatedAt: new Date() }).where(eq(paymentGateways.code, code));
