import { eq } from 'drizzle-orm';
import type { TDb, TTx } from './client';
import { paymentSettings } from './schema';

/** The one settings row (created by migration 0009). Read on each use: every process sees the venue's change. */
export async function readPaymentSettings(db: TDb | TTx) {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  if (!row) throw new Error('payment_settings row 1 is missing (migration 0009)');
  return row;
}
export type TPaymentSettingsRow = Awaited<ReturnType<typeof readPaymentSettings>>;

export async function offlineInstructions(db: TDb, code: 'bank_transfer' | 'manual') {
  const s = await readPaymentSettings(db);
  return code === 'bank_transfer' ? s.bankTransferInstructions : s.manualPaymentInstructions;
}
