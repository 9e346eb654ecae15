import { applyRate, fromMinor, toMinor } from '@venue/shared/money';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { invoiceLinesFromQuote } from '@venue/shared/payments/quote-invoice';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';

/**
 * Every priced figure of the demo client's events, from one place and through the shared rules: the event totals,
 * the contract values, the invoices and the wedding's plan are computed here from the lines, never typed twice
 * (demo-reconciles.test.ts checks the seeded database agrees).
 */
type TLine = [description: string, quantity: string, unitPrice: string, taxRate: string];
type TOption = [name: string, totalPrice: string, isSelected: boolean, taxRate: string];

export interface TDemoQuote {
  lines: TLine[];
  options: TOption[];
  discount: string;
}

const weddingLines: TLine[] = [
  ['Pavilion reception, full day', '1', '85000.00', '0.12'],
  ['Sanctuary chapel ceremony', '1', '25000.00', '0.12'],
  ['Plated dinner, per guest', '150', '1450.00', '0.12'],
  ['Havila rooms for family, per night', '6', '3200.00', '0.12'],
];

/** The quote the couple accepted (version 2): the event's total, the signed contract and the invoice come from it. */
export const WEDDING_QUOTE: TDemoQuote = {
  lines: weddingLines,
  options: [
    ['String quartet', '18000.00', true, '0.12'],
    ['Fireworks finale', '35000.00', false, '0.12'],
  ],
  discount: '10000.00',
};

/** Version 3, sent after: 20 more guests and a dessert bar. The amendment awaiting the couple's signature is its total. */
export const WEDDING_CHANGE_QUOTE: TDemoQuote = {
  lines: [...weddingLines.map((l): TLine => (l[0].startsWith('Plated dinner') ? [l[0], '170', l[2], l[3]] : l)), ['Dessert bar', '1', '22000.00', '0.12']],
  options: [
    ['String quartet', '18000.00', true, '0.12'],
    ['Photo booth', '12000.00', true, '0.12'],
  ],
  discount: '10000.00',
};

/** Invoices of events billed without a quote: [description, item type, quantity, unit price] at 12 %. */
export const CORPORATE_INVOICE = [
  ['Pavilion, two days', 'PACKAGE', '2', '60000.00'],
  ['Projector and sound', 'ADDON', '2', '6500.00'],
] as const;
export const RETREAT_INVOICE = [
  ['Retreat package: Sanctuary chapel, 8 hours included', 'PACKAGE', '1', '52000.00'],
  ['Havila hostel, per person per night', 'ADDON', '70', '600.00'],
] as const;
export const TEAM_DAY_INVOICE = [['Team building day package', 'PACKAGE', '1', '69642.86']] as const;

const taxed = (lines: readonly (readonly [string, string, string, string])[]) =>
  lines.map(([, , quantity, unit_price]) => ({ quantity, unit_price, tax_rate: '0.12' }));
const invoiceTotal = (lines: readonly (readonly [string, string, string, string])[]) => fromMinor(invoiceTotals(taxed(lines)).totalMinor);

/** A demo quote as the shared rules read it. */
export function quoteShape(q: TDemoQuote) {
  return {
    line_items: q.lines.map(([description, quantity, unit_price, tax_rate]) => ({ description, quantity, unit_price, tax_rate })),
    options: q.options.map(([name, total_price, is_selected, tax_rate]) => ({ name, total_price, is_selected, tax_rate })),
    discount_amount: q.discount,
  };
}

export const demoQuoteTotal = (q: TDemoQuote) => {
  const s = quoteShape(q);
  return quoteTotals(
    s.line_items,
    s.options.filter((o) => o.is_selected),
    q.discount,
  ).total_amount;
};

/** The wedding's invoice: the accepted quote's lines, options and discount (shared invoiceLinesFromQuote). */
export const weddingInvoiceLines = () => invoiceLinesFromQuote(quoteShape(WEDDING_QUOTE));

/** The totals every screen and document of the demo shows. */
export const DEMO_TOTALS = {
  wedding: demoQuoteTotal(WEDDING_QUOTE),
  weddingChanged: demoQuoteTotal(WEDDING_CHANGE_QUOTE),
  corporate: invoiceTotal(CORPORATE_INVOICE),
  retreat: invoiceTotal(RETREAT_INVOICE),
  teamDay: invoiceTotal(TEAM_DAY_INVOICE),
};

/** The wedding's plan: a 30 % reservation deposit (paid), then the rest in two, the second taking the odd centavo. */
export function weddingPlan() {
  const total = toMinor(DEMO_TOTALS.wedding);
  const deposit = applyRate(total, '0.30');
  const second = (total - deposit) / 2n;
  const parts: [string, string, string] = [fromMinor(deposit), fromMinor(second), fromMinor(total - deposit - second)];
  return { total: fromMinor(total), parts };
}
