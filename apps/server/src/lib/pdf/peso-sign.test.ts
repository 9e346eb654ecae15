import { expect, it } from 'vitest';
import { signedContractPdf } from './contract-pdf';
import { invoicePdf } from './invoice-pdf';
import { pdfFontNames, pdfPages } from './pdf-text';
import { quotePdf } from './quote-pdf';
import { receiptPdf } from './receipt-pdf';
import { contractFixture, invoiceFixture, letterheadFixture, paymentFixture, quoteFixture } from './test-fixtures';

const client = { name: 'Maria Santos', email: 'maria@example.ph' };
const squash = (s: string) => s.replace(/\s+/g, ' ');

it('writes the signed contract with the peso sign, in its amounts and in its clauses', async () => {
  const text = squash(pdfPages(await signedContractPdf(letterheadFixture(), contractFixture(), [], [], 'https://venue.test/verify')).join(''));
  expect(text).toContain('Contract value ₱385,000.00');
  expect(text).toContain('The contract value is ₱385,000.');
  expect(text).toContain('Handling fee: ₱5,000');
  expect(text).not.toContain('PHP ');
});

it('writes the quote with the peso sign', async () => {
  const text = squash(pdfPages(await quotePdf(letterheadFixture(), quoteFixture(), { ...client, phone: '', company: '' })).join(''));
  expect(text).toMatch(/Garden Pavilion, evening package 1 ₱385,000\.00 12% ₱385,000\.00/);
  expect(text).toMatch(/Fireworks finale 1 ₱25,000\.00 0% ₱25,000\.00/);
  expect(text).toMatch(/Total \(PHP\) ₱431,200\.00/);
  expect(text).not.toContain('PHP 4');
});

it('embeds DejaVu in every PDF and no standard font (which has no peso sign)', async () => {
  const pdfs = await Promise.all([
    signedContractPdf(letterheadFixture(), contractFixture(), [], [], 'https://venue.test/verify'),
    quotePdf(letterheadFixture(), quoteFixture(), { ...client, phone: '', company: '' }),
    receiptPdf(letterheadFixture(), { payment: paymentFixture({ is_test: true }), invoice: invoiceFixture(), client }),
    invoicePdf(letterheadFixture(), { invoice: invoiceFixture({ is_overdue: true }), client, payments: [paymentFixture()] }),
  ]);
  for (const pdf of pdfs) {
    const fonts = pdfFontNames(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const name of fonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVu/);
  }
});
