import { applyRate, fromMinor, toMinor } from '../money';

/**
 * A quote's totals, computed in centavos: each line is quantity x unit price, taxed at its own rate
 * (a fraction, "0.12"), rounded half-up per line; selected options add to the subtotal untaxed; the
 * discount comes off the end.
 */
export interface TQuoteLineInput {
  quantity: string;
  unit_price: string;
  tax_rate: string;
}

export function lineTotal(line: TQuoteLineInput): bigint {
  // Quantities may carry up to 2 decimals (hours, metres): scale back after multiplying.
  const qty = toMinor(line.quantity);
  const price = toMinor(line.unit_price);
  const product = qty * price;
  return product >= 0n ? (product + 50n) / 100n : -((-product + 50n) / 100n);
}

export function quoteTotals(lines: readonly TQuoteLineInput[], selectedOptions: readonly { total_price: string }[], discount: string) {
  let subtotal = 0n;
  let tax = 0n;
  for (const line of lines) {
    const total = lineTotal(line);
    subtotal += total;
    tax += applyRate(total, line.tax_rate);
  }
  for (const o of selectedOptions) subtotal += toMinor(o.total_price);
  const discountMinor = toMinor(discount);
  return {
    subtotal: fromMinor(subtotal),
    tax_amount: fromMinor(tax),
    discount_amount: fromMinor(discountMinor),
    total_amount: fromMinor(subtotal + tax - discountMinor),
  };
}
