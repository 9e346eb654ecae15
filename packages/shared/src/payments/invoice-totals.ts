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
