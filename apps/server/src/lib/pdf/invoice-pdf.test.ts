import { describe, expect, it } from 'vitest';
import { invoicePdf, taxLines } from './invoice-pdf';
import { pdfPages } from './pdf-text';
import { invoiceFixture, letterheadFixture, paymentFixture } from './test-fixtures';

const client = { name: 'Maria Santos', email: 'maria@example.ph' };
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('invoicePdf', () => {
  it('lists lines, taxes, totals and payments received in pesos', async () => {
    const payments = [
      paymentFixture(),
      paymentFixture({ id: 8, payment_number: 'PAY-2026-0008', status: 'PENDING', status_display: 'Pending', paid_on: null }),
    ];
    const pages = pdfPages(await invoicePdf(letterheadFixture(), { invoice: invoiceFixture(), client, payments }));
    expect(pages).toHaveLength(1);
    const text = squash(pages[0]!);
    expect(text).toContain('INV-2026-0003');
    expect(text).toContain('INVOICE');
    expect(text).toContain('Status Issued · Partially paid');
    expect(text).toContain('Buyer Maria Santos');
    expect(text).toMatch(/Date March 1, 2026/);
    expect(text).toMatch(/Due date May 30, 2026/);
    expect(text).toMatch(/Garden Pavilion, evening package Venue 1 ₱250,000\.00 12% ₱250,000\.00/);
    expect(text).toContain('Base ₱220,000.00 + 2 excess h × ₱15,000.00');
    expect(text).toMatch(/Plated dinner Catering 150 ₱900\.00 12% ₱135,000\.00/);
    // The sales by kind, as the EOPT rules print them, adding up to the invoice's total.
    expect(text).toMatch(/VATable sales ₱385,000\.00 VAT \(12%\) ₱46,200\.00 VAT-exempt sales ₱0\.00 Zero-rated sales ₱0\.00 Total amount due ₱431,200\.00/);
    expect(text).toMatch(/Amount paid ₱115,500\.00/);
    expect(text).toMatch(/Balance due ₱315,700\.00/);
    // Received payments only: the pending one is not money in hand.
    expect(text).toMatch(/March 14, 2026 PAY-2026-0007 Credit Card ending in 4242 ₱115,500\.00/);
    expect(text).not.toContain('PAY-2026-0008');
    expect(text).not.toContain('OVERDUE');
  });

  it('marks an overdue invoice and itemised taxes when given', async () => {
    const invoice = invoiceFixture({
      is_overdue: true,
      taxes: [
        { tax_amount: '46200.00', tax_rate_details: { name: 'VAT', rate: '0.12' } },
        { tax_amount: '1925.00', tax_rate_details: { name: 'Local tourism levy', rate: '0.005' } },
      ],
    });
    const text = squash(pdfPages(await invoicePdf(letterheadFixture(), { invoice, client, payments: [] }))[0]!);
    expect(text).toContain('OVERDUE — ₱315,700.00 was due on May 30, 2026');
    expect(text).toMatch(/Balance due \(OVERDUE\) ₱315,700\.00/);
    expect(text).toMatch(/Local tourism levy \(0\.5%\) ₱1,925\.00/);
    expect(text).toContain('No payments received yet.');
  });

  it('breaks a 40-line invoice across two pages, repeating the table header', async () => {
    const line = invoiceFixture().line_items[1]!;
    const invoice = invoiceFixture({ line_items: Array.from({ length: 40 }, (_, i) => ({ ...line, id: i + 1, description: `Item ${i + 1}` })) });
    const pages = pdfPages(await invoicePdf(letterheadFixture(), { invoice, client, payments: [] }));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toMatch(/Description\s+Type\s+Qty\s+Unit price\s+Tax\s+Amount/);
    expect(pages[1]).toContain('Page 2 of 2');
    // Every line printed exactly once, in order.
    const items = pages.join('').match(/Item \d+/g);
    expect(items).toEqual(Array.from({ length: 40 }, (_, i) => `Item ${i + 1}`));
  });
});

describe('invoicePdf by the EOPT rules (issue 41)', () => {
  const tinHead = letterheadFixture({ tin: '123-456-789-00000' });

  it('prints the VAT-registered seller’s TIN and a line at rate 0 as VAT-exempt sales', async () => {
    const base = invoiceFixture();
    const exempt = {
      ...base.line_items[1]!,
      id: 3,
      description: 'Chapel donation',
      quantity: '1.00',
      unit_price: '5000.00',
      tax_rate: '0',
      tax: '0.00',
      total: '5000.00',
    };
    const invoice = invoiceFixture({
      line_items: [...base.line_items, exempt],
      subtotal: '390000.00',
      total_amount: '436200.00',
      remaining_amount: '320700.00',
    });
    const text = squash(pdfPages(await invoicePdf(tinHead, { invoice, client, payments: [] }))[0]!);
    expect(text).toContain('VAT Reg. TIN: 123-456-789-00000');
    expect(text).toMatch(/Chapel donation Catering 1 ₱5,000\.00 0% ₱5,000\.00/);
    expect(text).toMatch(
      /VATable sales ₱385,000\.00 VAT \(12%\) ₱46,200\.00 VAT-exempt sales ₱5,000\.00 Zero-rated sales ₱0\.00 Total amount due ₱436,200\.00/,
    );
  });

  it('a non-VAT venue’s invoice says NON-VAT under its name and shows no VAT', async () => {
    const line = { ...invoiceFixture().line_items[1]!, tax_rate: '0', tax: '0.00' };
    const invoice = invoiceFixture({ line_items: [line], subtotal: '135000.00', tax_amount: '0.00', total_amount: '135000.00', remaining_amount: '19500.00' });
    const text = squash(pdfPages(await invoicePdf({ ...tinHead, vatRegistered: false }, { invoice, client, payments: [] }))[0]!);
    expect(text).toContain('NON-VAT Reg. TIN: 123-456-789-00000');
    expect(text).toMatch(/Total sales ₱135,000\.00 Total amount due ₱135,000\.00/);
    expect(text).not.toMatch(/(^|[^-])VAT Reg\. TIN|VATable|VAT \(|VAT-exempt/);
    const untinned = squash(pdfPages(await invoicePdf({ ...letterheadFixture(), vatRegistered: false }, { invoice, client, payments: [] }))[0]!);
    expect(untinned).toContain('NON-VAT Registered');
  });

  it('a voided invoice keeps its number and says VOID', async () => {
    const text = squash(pdfPages(await invoicePdf(tinHead, { invoice: invoiceFixture({ status: 'CANCELLED' }), client, payments: [] }))[0]!);
    expect(text).toContain('INVOICE — VOID');
    expect(text).toContain('Invoice number INV-2026-0003 Status VOID');
    expect(text).toContain('VOID — invoice INV-2026-0003 was cancelled. It keeps its number in the series; nothing is due on it.');
    expect(text).not.toMatch(/Balance due|Pay online/);
  });
});

describe('taxLines', () => {
  it('shows an unitemised tax as VAT at the rate the amounts imply', () => {
    expect(taxLines(invoiceFixture())).toEqual([{ name: 'VAT', rate: '0.12', amount: '46200.00' }]);
    expect(taxLines(invoiceFixture({ tax_amount: '0.00' }))).toEqual([]);
  });
});
