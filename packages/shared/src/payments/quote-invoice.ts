import { fromMinor, toMinor } from '../money';
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

export interface TInvoicedLine {
  invoice_number: string;
  description: string;
  quantity: string;
  unit_price: string;
  tax_rate: string;
}

/**
 * The invoice that brings an event's invoices up to a newly accepted quote (issue 39, point 4): the quote's lines,
 * less every line already invoiced (each negated at its own rate). Tax is rounded per line symmetrically, so the
 * new invoice's total is exactly the accepted total less what was invoiced, and the invoices together sum to it.
 */
export function differenceInvoiceLines(quote: TQuoteToInvoice, invoiced: readonly TInvoicedLine[]) {
  return [
    ...invoiceLinesFromQuote(quote),
    ...invoiced.map((l) => ({
      description: `Already invoiced (${l.invoice_number}): ${l.description}`,
      item_type: 'ADJUSTMENT',
      quantity: l.quantity,
      unit_price: fromMinor(-toMinor(l.unit_price)),
      tax_rate: l.tax_rate,
    })),
  ];
}
