import type { TInvoice, TPayment } from '@venue/shared/payments/payments.schema';
import { toMinor, fromMinor } from '@venue/shared/money';

export type TUrgency = 'critical' | 'high' | 'medium' | 'low';

/**
 * Document 2, section 9: the financial urgency level counts overdue payments plus issued invoices still owing.
 * 3 or more is critical, 2 high, 1 medium, 0 low.
 */
export function financialUrgency(payments: Pick<TPayment, 'status'>[], invoices: Pick<TInvoice, 'status' | 'remaining_amount'>[]): TUrgency {
  const count = payments.filter((p) => p.status === 'OVERDUE').length + owing(invoices).length;
  return count >= 3 ? 'critical' : count === 2 ? 'high' : count === 1 ? 'medium' : 'low';
}

const owing = <T extends Pick<TInvoice, 'status' | 'remaining_amount'>>(invoices: T[]) =>
  invoices.filter((i) => i.status === 'ISSUED' && toMinor(i.remaining_amount) > 1n);

/**
 * What is still owed on issued invoices, to 2 decimals. The spec sums their totals; an issued invoice that is
 * partly paid would then count in full, so the remaining amounts are summed instead (docs/decisions.md).
 */
export const totalOutstanding = (invoices: Pick<TInvoice, 'status' | 'remaining_amount'>[]) =>
  fromMinor(owing(invoices).reduce((sum, i) => sum + toMinor(i.remaining_amount), 0n));
