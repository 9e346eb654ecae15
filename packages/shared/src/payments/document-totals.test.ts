import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money';
import { discountShareLine, discountShares, documentTotals, lineTax, lineTotal, rateKey, type TTaxedLine } from './document-totals';

const line = (quantity: string, unit_price: string, tax_rate = '0.12'): TTaxedLine => ({ quantity, unit_price, tax_rate });

describe('lineTotal and lineTax: each line rounded half away from zero, on its own', () => {
  it.each([
    [line('1', '110000.00'), 11_000_000n, 1_320_000n],
    [line('150', '1450.00'), 21_750_000n, 2_610_000n],
    [line('2.5', '3333.33'), 833_333n, 100_000n],
    [line('1', '0.04'), 4n, 0n],
    [line('1', '0.05'), 5n, 1n],
    [line('1', '-0.05'), -5n, -1n],
    [line('3', '99.99', '0'), 29_997n, 0n],
  ])('%o', (l, total, tax) => {
    expect(lineTotal(l)).toBe(total);
    expect(lineTax(l)).toBe(tax);
  });
});

describe('rateKey: one key per rate, whatever scale it was stored at', () => {
  it.each([
    ['0.1200', '0.12'],
    ['0.12', '0.12'],
    ['0.0000', '0'],
    ['0', '0'],
    ['0.125', '0.125'],
  ])('%s is %s', (rate, key) => expect(rateKey(rate)).toBe(key));
});

describe('discountShares: a discount before tax, split among the rates in proportion to their lines', () => {
  it.each<[string, TTaxedLine[], bigint, { tax_rate: string; amountMinor: bigint }[]]>([
    ['one rate takes it all', [line('1', '1000.00'), line('2', '500.00')], 10_000n, [{ tax_rate: '0.12', amountMinor: 10_000n }]],
    [
      'two rates in proportion (3:1)',
      [line('1', '300.00'), line('1', '100.00', '0')],
      4_000n,
      [
        { tax_rate: '0.12', amountMinor: 3_000n },
        { tax_rate: '0', amountMinor: 1_000n },
      ],
    ],
    [
      'the last rate takes the odd centavos',
      [line('1', '1.00'), line('1', '1.00', '0'), line('1', '1.00', '0.05')],
      100n,
      [
        { tax_rate: '0.12', amountMinor: 33n },
        { tax_rate: '0', amountMinor: 33n },
        { tax_rate: '0.05', amountMinor: 34n },
      ],
    ],
    ['more than the subtotal is the subtotal', [line('1', '50.00')], 999_999n, [{ tax_rate: '0.12', amountMinor: 5_000n }]],
    ['no discount, no share', [line('1', '50.00')], 0n, []],
    ['no lines, no share', [], 5_000n, []],
  ])('%s', (_name, lines, discount, shares) => expect(discountShares(lines, discount)).toEqual(shares));
});

describe('documentTotals: the one rule of the wizard, quotes and invoices', () => {
  it('adds lines and their own taxes, per rate', () => {
    const t = documentTotals([line('1', '110000.00'), line('150', '1450.00'), line('2', '6500.00', '0')]);
    expect(t).toMatchObject({ subtotalMinor: 34_050_000n, discountMinor: 0n, taxMinor: 3_930_000n, totalMinor: 37_980_000n });
    expect(t.taxes).toEqual([{ tax_rate: '0.12', taxMinor: 3_930_000n }]);
  });
  it('takes the discount off before tax: VAT on what the client pays', () => {
    // 337,500 less 33,750 is 303,750; 12 % of it is 36,450.
    const t = documentTotals([line('1', '120000.00'), line('150', '1450.00')], 3_375_000n);
    expect(t).toMatchObject({ subtotalMinor: 33_750_000n, discountMinor: 3_375_000n, taxMinor: 3_645_000n, totalMinor: 34_020_000n });
  });
  it('an invoice carrying the discount as lines has the same total and tax (its subtotal is after the discount)', () => {
    const lines = [line('1', '300.01'), line('3', '33.33', '0.05'), line('1', '99.99', '0')];
    const quote = documentTotals(lines, 12_345n);
    const invoice = documentTotals([...lines, ...quote.shares.map(discountShareLine)]);
    expect(invoice.totalMinor).toBe(quote.totalMinor);
    expect(invoice.taxMinor).toBe(quote.taxMinor);
    expect(invoice.subtotalMinor).toBe(quote.subtotalMinor - quote.discountMinor);
    expect(invoice.taxes).toEqual(quote.taxes);
  });
  it('for any lines and discount, the invoice made of them charges exactly the quote total (property)', () => {
    const amount = fc.bigInt({ min: 0n, max: 5_000_000_00n }).map((m) => fromMinor(m));
    const qty = fc.integer({ min: 1, max: 50_000 }).map((q) => (q % 7 === 0 ? (q / 100).toFixed(2) : String(q % 500 || 1)));
    const rate = fc.constantFrom('0.12', '0.1200', '0', '0.05', '0.125');
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: qty, unit_price: amount, tax_rate: rate }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10_000_000_00n }),
        (lines, discount) => {
          const quote = documentTotals(lines, discount);
          const invoice = documentTotals([...lines, ...quote.shares.map(discountShareLine)]);
          expect(invoice.totalMinor).toBe(quote.totalMinor);
          expect(quote.totalMinor).toBe(quote.subtotalMinor - quote.discountMinor + quote.taxMinor);
          expect(quote.taxes.reduce((s, t) => s + t.taxMinor, 0n)).toBe(quote.taxMinor);
          expect(quote.totalMinor >= 0n).toBe(true);
        },
      ),
    );
  });
});
