import { applyRate, fromMinor } from '../money';
import { lineTotal } from '../quotes/quote-totals';

/** An invoice's totals in centavos: lines are quantity x unit price (rounded per line), one tax rate on the subtotal. */
export function invoiceTotals(lines: readonly { quantity: string; unit_price: string }[], taxRate: string) {
  const subtotal = lines.reduce((sum, l) => sum + lineTotal({ quantity: l.quantity, unit_price: l.unit_price, tax_rate: '0' }), 0n);
  const tax = applyRate(subtotal, taxRate);
  return { subtotalMinor: subtotal, taxMinor: tax, totalMinor: subtotal + tax };
}

/** Hours beyond the included ones, at their own price: the cost they add to the unit price (null when none). */
export function excessCost(excessHours: string | null, excessHourPrice: string | null): string | null {
  if (!excessHours || !excessHourPrice) return null;
  return fromMinor(lineTotal({ quantity: excessHours, unit_price: excessHourPrice, tax_rate: '0' }));
}

/** "12.00" for a rate of "0.1200" (display only: rates have at most four decimals, so this is exact). */
export const ratePercent = (rate: string) => (Math.round(Number(rate) * 10000) / 100).toFixed(2);

/**
 * The largest amount a money column holds (numeric(12,2)): an invoice whose total or one of whose lines is larger
 * could never be paid (the payment row could not record it), so it is refused when written.
 */
export const MAX_MONEY_MINOR = 999_999_999_999n;
export const lineTooLarge = (max: string) => `This line's total (quantity × unit price) cannot exceed ${max}.`;
export const invoiceTooLarge = (max: string) => `The invoice total cannot exceed ${max}.`;
export const quoteTooLarge = (max: string) => `The quote total cannot exceed ${max}.`;

export type TSizeProblem = { line: number; kind: 'line' } | { kind: 'total' } | null;

/**
 * The one bound for documents priced in quantity × unit price lines (invoices, quotes): the first line (by index)
 * whose total is too large, else the document's total (`totalMinor`, however that document computes it); null
 * when everything fits.
 */
export function moneySizeProblem(lines: readonly { quantity: string; unit_price: string }[], totalMinor: bigint): TSizeProblem {
  const tooLarge = lines.findIndex((l) => lineTotal({ quantity: l.quantity, unit_price: l.unit_price, tax_rate: '0' }) > MAX_MONEY_MINOR);
  if (tooLarge >= 0) return { line: tooLarge, kind: 'line' };
  return totalMinor > MAX_MONEY_MINOR ? { kind: 'total' } : null;
}

/** An invoice's size problem: its lines, then its taxed total. */
export function invoiceSizeProblem(lines: readonly { quantity: string; unit_price: string }[], taxRate: string): TSizeProblem {
  return moneySizeProblem(lines, invoiceTotals(lines, taxRate).totalMinor);
}
