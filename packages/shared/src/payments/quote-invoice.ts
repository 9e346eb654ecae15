import { toMinor } from '../money';
import { discountLines } from './document-totals';

/**
 * The invoice lines of an accepted quote: its lines, its selected options (each a line of quantity 1) and its
 * discount as negative lines at the rates it came off. Priced by the same rule (document-totals.ts), the invoice's
 * total is the quote's to the centavo.
 */
export interface TQuoteToInvoice {
  line_items: readonly { description: string; quantity: string; unit_price: string; tax_rate: string }[];
  options: readonly { name: string; total_price: string; is_selected: boolean; tax_rate: string }[];
  discount_amount: string;
}

export function invoiceLinesFromQuote(quote: TQuoteToInvoice) {
  const lines = [
    ...quote.line_items.map((l) => ({
      description: l.description,
      item_type: 'SERVICE',
      quantity: l.quantity,
      unit_price: l.unit_price,
      tax_rate: l.tax_rate,
    })),
    ...quote.options
      .filter((o) => o.is_selected)
      .map((o) => ({ description: o.name, item_type: 'ADDON', quantity: '1', unit_price: o.total_price, tax_rate: o.tax_rate })),
  ];
  return [...lines, ...discountLines(lines, toMinor(quote.discount_amount), 'Discount')];
}
