import { describe, expect, it } from 'vitest';
import { pdfPages } from './pdf-text';
import { receiptPdf } from './receipt-pdf';
import { invoiceFixture, letterheadFixture, paymentFixture } from './test-fixtures';

const client = { name: 'Maria Santos', email: 'maria@example.ph' };
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('receiptPdf', () => {
  it('shows the payment in pesos with its numbers, method and the invoice it applies to', async () => {
    const pages = pdfPages(await receiptPdf(letterheadFixture(), { payment: paymentFixture(), invoice: invoiceFixture(), client }));
    expect(pages).toHaveLength(1);
    const text = squash(pages[0]!);
    expect(text).toContain('Official Receipt');
    expect(text).toContain('OR-2026-0042');
    expect(text).toContain('PAY-2026-0007');
    expect(text).toContain('₱115,500.00');
    expect(text).toContain('One hundred fifteen thousand five hundred pesos only');
    // 06:30 UTC is 2:30 PM in Manila.
    expect(text).toMatch(/March 14, 2026.*2:30\s?PM PHT/);
    expect(text).toContain('Maria Santos (maria@example.ph)');
    expect(text).toContain('Credit Card ending in 4242');
    expect(text).toMatch(/Invoice total ₱431,200\.00/);
    expect(text).toMatch(/Paid to date ₱115,500\.00/);
    expect(text).toMatch(/Balance remaining ₱315,700\.00/);
    expect(text).not.toContain('PHP ');
    expect(text).not.toContain('TEST PAYMENT');
    // A receipt is a supplementary document under the EOPT rules (BIR RR 7-2024): the invoice carries the VAT.
    expect(text).toContain('This document is not valid for claim of input tax');
  });

  it('a non-VAT venue’s receipt says NON-VAT with its TIN', async () => {
    const head = letterheadFixture({ tin: '123-456-789-000', vatRegistered: false });
    const text = squash(pdfPages(await receiptPdf(head, { payment: paymentFixture(), invoice: invoiceFixture(), client }))[0]!);
    expect(text).toContain('NON-VAT Reg. TIN: 123-456-789-000');
    expect(text).toContain('This document is not valid for claim of input tax');
  });

  it('marks a test payment on the page and in the footer', async () => {
    const text = squash(
      pdfPages(await receiptPdf(letterheadFixture(), { payment: paymentFixture({ is_test: true, gateway_code: 'test' }), invoice: null, client }))[0]!,
    );
    expect(text).toContain('TEST PAYMENT — no money was moved');
    expect(text).toContain('TEST PAYMENT · Havila Gardens');
    expect(text).toContain('Paid through Test Card');
    expect(text).not.toMatch(/Gateway reference|\btest\b/);
    expect(text).toContain('This payment is not applied to an invoice.');
  });

  it('prints the letterhead it is given: the business name, its TIN and the closing note', async () => {
    const head = letterheadFixture({ name: 'Casa Lumina Events', tin: '123-456-789-000', footerNote: 'Thank you for celebrating with us.' });
    const text = squash(pdfPages(await receiptPdf(head, { payment: paymentFixture(), invoice: invoiceFixture(), client }))[0]!);
    expect(text).toContain('Casa Lumina Events');
    expect(text).toContain('VAT Reg. TIN: 123-456-789-000');
    expect(text).toContain('Thank you for celebrating with us.');
    expect(text).not.toContain('Havila');
  });
});
