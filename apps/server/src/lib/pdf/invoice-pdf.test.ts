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
    expect(text).toContain('Status Issued · Partially paid');
    expect(text).toMatch(/Issue date March 1, 2026/);
    expect(text).toMatch(/Due date May 30, 2026/);
    expect(text).toMatch(/Garden Pavilion, evening package Venue 1 ₱250,000\.00 12% ₱250,000\.00/);
    expect(text).toContain('Base ₱220,000.00 + 2 excess h × ₱15,000.00');
    expect(text).toMatch(/Plated dinner Catering 150 ₱900\.00 12% ₱135,000\.00/);
    expect(text).toMatch(/Subtotal ₱385,000\.00/);
    expect(text).toMatch(/VAT 12% ₱46,200\.00/);
    expect(text).toMatch(/Total ₱431,200\.00/);
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
    expect(text).toMatch(/Local tourism levy 0\.5% ₱1,925\.00/);
    expect(text).toContain('No payments received yet.');
  });

  it('breaks a 40-line invoice across two pages, repeating the table header', async () => {
    const line = invoiceFixture().line_items[1]!;
    const invoice = invoiceFixture({ line_items: Array.from({ length: 40 }, (_, i) => ({ ...line, id: i + 1, description: `Item ${i + 1}` })) });
    const pages = pdfPages(await invoicePdf(letterheadFixture(), { invoice, client, payments: [] }));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toMatch(/Description\s+Type\s+Qty\s+Unit price\s+Tax\s+Total/);
    expect(pages[1]).toContain('Page 2 of 2');
    // Every line printed exactly once, in order.
    const items = pages.join('').match(/Item \d+/g);
    expect(items).toEqual(Array.from({ length: 40 }, (_, i) => `Item ${i + 1}`));
  });
});

describe('taxLines', () => {
  it('shows an unitemised tax as VAT at the rate the amounts imply', () => {
    expect(taxLines(invoiceFixture())).toEqual([{ name: 'VAT', rate: '0.12', amount: '46200.00' }]);
    expect(taxLines(invoiceFixture({ tax_amount: '0.00' }))).toEqual([]);
  });
});
