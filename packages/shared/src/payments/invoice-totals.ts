import { fromMinor } from '../money';
import { documentTotals, lineTotal, type TTaxedLine } from './document-totals';

/**
 * An invoice's totals in centavos by the documents' one rule (document-totals.ts): each line taxed at its own rate,
 * rounded per line. A discount is already among its lines (negative, at the rate it takes off), so the subtotal is
 * after it.
 */
export function invoiceTotals(lines: readonly TTaxedLine[]) {
  const t = documentTotals(lines);
  return { subtotalMinor: t.subtotalMinor, taxMinor: t.taxMinor, totalMinor: t.totalMinor, taxes: t.taxes };
}

/** Hours beyond the included ones, at their own price: the cost they add to the unit price (null when none). */
export function excessCost(excessHours: string | null, excessHourPrice: string | null): string | null {
  if (!excessHours || !excessHourPrice) return null;
  return fromMinor(lineTotal({ quantity: excessHours, unit_price: excessHourPrice }));
}

/**
 * The largest amount a money column holds (numeric(12,2)): an invoice whose total or one of whose lines is larger
 * could never be paid (the payment row could not record it), so it is refused when written.
 */
export const MAX_MONEY_MINOR = 999_999_999_999n;
export const lineTooLarge = (max: string) => `This line's total (quantity × unit price) cannot exceed ${max}.`;
export const invoiceTooLarge = (max: string) => `The invoice total cannot exceed ${max}.`;
export const quoteTooLarge = (max: string) => `The quote total cannot exceed ${max}.`;
/** Nothing to pay is not an invoice: a ₱0 booking gets none, and staff cannot write one by hand. */
export const INVOICE_NOT_POSITIVE = 'An invoice must be for more than ₱0.00.';

export type TSizeProblem = { line: number; kind: 'line' } | { kind: 'total' } | null;

/**
 * The one bound for documents priced in quantity × unit price lines (invoices, quotes): the first line (by index)
 * whose total is too large, else the document's total (`totalMinor`, however that document computes it); null
 * when everything fits.
 */
export function moneySizeProblem(lines: readonly { quantity: string; unit_price: string }[], totalMinor: bigint): TSizeProblem {
  const tooLarge = lines.findIndex((l) => lineTotal(l) > MAX_MONEY_MINOR);
  if (tooLarge >= 0) return { line: tooLarge, kind: 'line' };
  return totalMinor > MAX_MONEY_MINOR ? { kind: 'total' } : null;
}

/** An invoice's size problem: its lines, then its taxed total. */
export function invoiceSizeProblem(lines: readonly TTaxedLine[]): TSizeProblem {
  return moneySizeProblem(lines, invoiceTotals(lines).totalMinor);
}
