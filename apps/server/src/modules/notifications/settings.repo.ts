import { eq, sql } from 'drizzle-orm';
import type { TStoredPreferences } from '@venue/shared/notifications/delivery-preferences';
import type { TTx } from '../../db/client';
import { notificationSettings } from '../../db/schema';

export async function storedPreferences(tx: TTx, userId: number): Promise<TStoredPreferences | null> {
  const [row] = await tx.select({ p: notificationSettings.preferences }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row?.p ?? null;
}

/** The row locked for a read-modify-write (null when the person never chose anything). */
export async function lockPreferences(tx: TTx, userId: number): Promise<TStoredPreferences | null> {
  const [row] = await tx
    .select({ p: notificationSettings.preferences })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .for('update');
  return row?.p ?? null;
}

export async function savePreferences(tx: TTx, userId: number, preferences: TStoredPreferences) {
  await tx
    .insert(notificationSettings)
    .values({ userId, preferences })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { preferences, updatedAt: sql`now()` } });
}
