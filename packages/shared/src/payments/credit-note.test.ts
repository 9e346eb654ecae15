import { describe, expect, it } from 'vitest';
import { creditNoteSplit } from './credit-note';

describe('creditNoteSplit', () => {
  it.each([
    {
      name: 'all VATable: 12/112 of the amount is VAT',
      lines: [{ quantity: '1', unit_price: '10000.00', tax_rate: '0.12' }],
      amount: 1_120_000n,
      want: { vatableMinor: 1_000_000n, vatMinor: 120_000n, exemptMinor: 0n },
    },
    {
      name: 'part of the amount, rounded half up; the parts add up',
      lines: [{ quantity: '1', unit_price: '10000.00', tax_rate: '0.12' }],
      amount: 100_000n, // 1,000.00 × 12/112 = 107.142857... -> 107.14
      want: { vatableMinor: 89_286n, vatMinor: 10_714n, exemptMinor: 0n },
    },
    {
      name: 'VATable and exempt lines share the amount by their part of the total',
      // total 60,000 + 7,200 + 5,000 = 72,200; refund 7,220 = a tenth of each.
      lines: [
        { quantity: '1', unit_price: '60000.00', tax_rate: '0.12' },
        { quantity: '1', unit_price: '5000.00', tax_rate: '0' },
      ],
      amount: 722_000n,
      want: { vatableMinor: 600_000n, vatMinor: 72_000n, exemptMinor: 50_000n },
    },
    {
      name: 'a venue that is not VAT-registered (rates 0): all exempt',
      lines: [{ quantity: '1', unit_price: '20000.00', tax_rate: '0' }],
      amount: 500_000n,
      want: { vatableMinor: 0n, vatMinor: 0n, exemptMinor: 500_000n },
    },
  ])('$name', ({ lines, amount, want }) => {
    const got = creditNoteSplit(lines, amount);
    expect(got).toEqual(want);
    expect(got.vatableMinor + got.vatMinor + got.exemptMinor).toBe(amount);
  });
});
