import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money';
import { quoteTotals } from '../quotes/quote-totals';
import { invoiceTotals } from './invoice-totals';
import { differenceInvoiceLines, invoiceLinesFromQuote } from './quote-invoice';

const quote = {
  line_items: [
    { id: 1, description: 'Pavilion reception, full day', quantity: '1.00', unit_price: '85000.00', tax_rate: '0.1200', total: '85000.00' },
    { id: 2, description: 'Plated dinner, per guest', quantity: '150.00', unit_price: '1450.00', tax_rate: '0.1200', total: '217500.00' },
    { id: 3, description: 'Chapel donation', quantity: '1.00', unit_price: '5000.00', tax_rate: '0.0000', total: '5000.00' },
  ],
  options: [
    { id: 1, name: 'String quartet', description: '', is_selected: true, total_price: '18000.00', tax_rate: '0.1200' },
    { id: 2, name: 'Fireworks finale', description: '', is_selected: false, total_price: '35000.00', tax_rate: '0.1200' },
  ],
  discount_amount: '10000.00',
};

describe('invoiceLinesFromQuote: the invoice of an accepted quote', () => {
  it('carries the lines, the selected options and the discount per rate', () => {
    expect(invoiceLinesFromQuote(quote).map((l) => [l.description, l.item_type, l.quantity, l.unit_price, l.tax_rate])).toEqual([
      ['Pavilion reception, full day', 'SERVICE', '1.00', '85000.00', '0.1200'],
      ['Plated dinner, per guest', 'SERVICE', '150.00', '1450.00', '0.1200'],
      ['Chapel donation', 'SERVICE', '1.00', '5000.00', '0.0000'],
      ['String quartet', 'ADDON', '1', '18000.00', '0.1200'],
      // 320,500 taxed and 5,000 untaxed of 325,500: the 10,000 splits 9,846.39 and 153.61.
      ['Discount (lines taxed at 12%)', 'DISCOUNT', '1', '-9846.39', '0.12'],
      ['Discount (lines taxed at 0%)', 'DISCOUNT', '1', '-153.61', '0'],
    ]);
  });
  it.each([
    ['with a discount over two rates', quote],
    ['without a discount', { ...quote, discount_amount: '0.00' }],
    ['with no option selected', { ...quote, options: [] }],
    ['discounted to nothing', { ...quote, discount_amount: '325500.00' }],
  ])('totals exactly what the quote does, %s', (_name, q) => {
    const quoted = quoteTotals(
      q.line_items,
      q.options.filter((o) => o.is_selected),
      q.discount_amount,
    );
    const invoiced = invoiceTotals(invoiceLinesFromQuote(q));
    expect(fromMinor(invoiced.totalMinor)).toBe(quoted.total_amount);
    expect(fromMinor(invoiced.taxMinor)).toBe(quoted.tax_amount);
  });
});

describe('differenceInvoiceLines: bringing the invoices up to a larger accepted version', () => {
  it('totals exactly the accepted total less what was invoiced, whatever the rounding of each line', () => {
    const first = invoiceLinesFromQuote(quote);
    const invoiced = first.map((l) => ({ ...l, invoice_number: 'INV-2026-000001' }));
    const larger = { ...quote, line_items: quote.line_items.map((l) => (l.id === 2 ? { ...l, quantity: '170.00', unit_price: '1450.33' } : l)) };
    const lines = differenceInvoiceLines(larger, invoiced);
    const accepted = quoteTotals(larger.line_items, [larger.options[0]!], larger.discount_amount).total_amount;
    const before = invoiceTotals(first).totalMinor;
    expect(fromMinor(before + invoiceTotals(lines).totalMinor)).toBe(accepted);
    expect(lines.at(-1)).toMatchObject({
      description: 'Already invoiced (INV-2026-000001): Discount (lines taxed at 0%)',
      unit_price: '153.61',
      tax_rate: '0',
    });
  });
});
