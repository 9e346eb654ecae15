import { describe, expect, it } from 'vitest';
import { vatBreakdown } from './vat-breakdown';

describe('vatBreakdown', () => {
  it.each([
    {
      name: 'VATable lines only',
      lines: [{ quantity: '150', unit_price: '900.00', tax_rate: '0.12' }],
      want: { vatableMinor: 13_500_000n, vatMinor: 1_620_000n, exemptMinor: 0n, zeroRatedMinor: 0n, totalMinor: 15_120_000n },
    },
    {
      name: 'a line at rate 0 is exempt',
      lines: [
        { quantity: '1', unit_price: '60000.00', tax_rate: '0.12' },
        { quantity: '1', unit_price: '5000.00', tax_rate: '0.0000' },
      ],
      want: { vatableMinor: 6_000_000n, vatMinor: 720_000n, exemptMinor: 500_000n, zeroRatedMinor: 0n, totalMinor: 7_220_000n },
    },
    {
      name: 'a discount line comes off its rate’s sales; tax rounded per line',
      lines: [
        { quantity: '33', unit_price: '333.33', tax_rate: '0.12' },
        { quantity: '1', unit_price: '-777.77', tax_rate: '0.12' },
      ],
      // 10,999.89 - 777.77 = 10,222.12; VAT 1,319.99 - 93.33 = 1,226.66.
      want: { vatableMinor: 1_022_212n, vatMinor: 122_666n, exemptMinor: 0n, zeroRatedMinor: 0n, totalMinor: 1_144_878n },
    },
  ])('$name', ({ lines, want }) => {
    const { taxes, ...b } = vatBreakdown(lines);
    expect(b).toEqual(want);
    expect(taxes).toEqual([{ tax_rate: '0.12', taxMinor: want.vatMinor }]);
    expect(b.vatableMinor + b.vatMinor + b.exemptMinor + b.zeroRatedMinor).toBe(b.totalMinor);
  });
});
