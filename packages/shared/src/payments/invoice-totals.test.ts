import { describe, expect, it } from 'vitest';
import { invoiceSizeProblem, invoiceTotals, MAX_MONEY_MINOR, moneySizeProblem } from './invoice-totals';

describe('invoiceSizeProblem: totals the money columns (numeric(12,2)) can hold', () => {
  it.each([
    ['an ordinary invoice', [{ quantity: '2', unit_price: '1500.00' }], '0.12', null],
    ['a line exactly at the largest amount, untaxed', [{ quantity: '1', unit_price: '9999999999.99' }], '0', null],
    ['a line of 999,999.99 × 9,999,999,999.99', [{ quantity: '999999.99', unit_price: '9999999999.99' }], '0.12', { kind: 'line', line: 0 }],
    [
      'the second line too large',
      [
        { quantity: '1', unit_price: '1.00' },
        { quantity: '2', unit_price: '5000000000.00' },
      ],
      '0',
      { kind: 'line', line: 1 },
    ],
    ['lines that fit but whose taxed total does not', [{ quantity: '1', unit_price: '9000000000.00' }], '0.12', { kind: 'total' }],
    [
      'two lines that fit but add up to too much',
      [
        { quantity: '1', unit_price: '6000000000.00' },
        { quantity: '1', unit_price: '6000000000.00' },
      ],
      '0',
      { kind: 'total' },
    ],
  ])('%s', (_name, lines, rate, expected) => expect(invoiceSizeProblem(lines.map((l) => ({ ...l, tax_rate: rate })))).toEqual(expected));

  it('the largest accepted total is the column maximum', () => {
    expect(invoiceTotals([{ quantity: '1', unit_price: '9999999999.99', tax_rate: '0' }]).totalMinor).toBe(999_999_999_999n);
  });
});

describe('moneySizeProblem: the same bound for any document of priced lines (quotes), with its own total', () => {
  const fits = [{ quantity: '1', unit_price: '100.00' }];
  it.each([
    ['lines and total that fit', fits, 10_000n, null],
    ['a total exactly at the largest amount', fits, MAX_MONEY_MINOR, null],
    ['a total one centavo over', fits, MAX_MONEY_MINOR + 1n, { kind: 'total' }],
    ['a line too large wins over the total', [...fits, { quantity: '2', unit_price: '5000000000.00' }], MAX_MONEY_MINOR + 1n, { kind: 'line', line: 1 }],
  ])('%s', (_name, lines, total, expected) => expect(moneySizeProblem(lines, total)).toEqual(expected));
});
