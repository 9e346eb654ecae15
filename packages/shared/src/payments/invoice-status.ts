import { toMinor } from '../money';

/**
 * An invoice's payment status is derived (spec document 3, section 4): nothing paid is UNPAID, some paid is
 * PARTIALLY_PAID, all paid is FULLY_PAID, with a tolerance of one centavo. Overdue: past due with an amount left.
 */
export type TInvoicePaymentStatus = 'UNPAID' | 'PARTIALLY_PAID' | 'FULLY_PAID';

export function invoicePaymentStatus(total: string, paid: string): { status: TInvoicePaymentStatus; remaining: string; progress: number } {
  const t = toMinor(total);
  const p = toMinor(paid);
  const left = t - p;
  const status: TInvoicePaymentStatus = left <= 1n ? 'FULLY_PAID' : p > 1n ? 'PARTIALLY_PAID' : 'UNPAID';
  const remainingMinor = left > 0n ? left : 0n;
  const remaining = `${remainingMinor / 100n}.${(remainingMinor % 100n).toString().padStart(2, '0')}`;
  // Percent to one decimal, from integers.
  const progress = t === 0n ? 100 : Number((p * 1000n) / t) / 10;
  return { status, remaining, progress: Math.min(progress, 100) };
}

export const isInvoiceOverdue = (dueDate: string | null, remaining: string, today: string) => dueDate !== null && dueDate < today && toMinor(remaining) > 1n;
