import { describe, expect, it } from 'vitest';
import { invoiceSizeProblem, invoiceTotals } from './invoice-totals';

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
  ])('%s', (_name, lines, rate, expected) => expect(invoiceSizeProblem(lines, rate)).toEqual(expected));

  it('the largest accepted total is the column maximum', () => {
    expect(invoiceTotals([{ quantity: '1', unit_price: '9999999999.99' }], '0').totalMinor).toBe(999_999_999_999n);
  });
});
