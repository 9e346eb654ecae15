import { fromMinor, toMinor } from '../money';
import { documentTotals, type TTaxedLine } from '../payments/document-totals';

export type TQuoteLineInput = TTaxedLine;

/**
 * A quote's totals by the documents' one rule (payments/document-totals.ts): its lines and selected options, each
 * taxed at its own rate, and the discount taken off before tax, shared among the rates.
 */
export function quoteTotals(lines: readonly TQuoteLineInput[], selectedOptions: readonly { total_price: string; tax_rate: string }[], discount: string) {
  const t = documentTotals([...lines, ...selectedOptions.map(optionLine)], toMinor(discount));
  return {
    subtotal: fromMinor(t.subtotalMinor),
    tax_amount: fromMinor(t.taxMinor),
    discount_amount: fromMinor(t.discountMinor),
    total_amount: fromMinor(t.totalMinor),
  };
}

/** A selected option priced as one line of quantity 1. */
export const optionLine = (o: { total_price: string; tax_rate: string }): TQuoteLineInput => ({
  quantity: '1',
  unit_price: o.total_price,
  tax_rate: o.tax_rate,
});
