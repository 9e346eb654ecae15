import { zTaxRate } from '@venue/shared/common/decimal-fields';
import { describe, expect, it } from 'vitest';
import { percentToRate, rateToPercent, zPercent } from '@/features/staff-sales/percent';

describe('tax rate as a percentage', () => {
  it.each([
    ['12', '0.12'],
    ['12.5', '0.125'],
    ['12.34', '0.1234'],
    ['0', '0'],
    ['0.01', '0.0001'],
    ['100', '1'],
    ['7.00', '0.07'],
  ])('%s %% is %s', (percent, rate) => {
    expect(percentToRate(percent)).toBe(rate);
    // Every rate made is one the API accepts.
    expect(zTaxRate().safeParse(rate).success).toBe(true);
  });

  it.each([
    ['0.1200', '12'],
    ['0.12', '12'],
    ['0.125', '12.5'],
    ['0.1234', '12.34'],
    ['0.0000', '0'],
    ['1.0000', '100'],
  ])('%s reads as %s %%', (rate, percent) => expect(rateToPercent(rate)).toBe(percent));

  it('refuses what is not a percentage from 0 to 100 with 2 decimals', () => {
    for (const bad of ['', 'abc', '-1', '100.01', '101', '12.345', '0.12.1']) expect(zPercent().safeParse(bad).success, bad).toBe(false);
    for (const good of ['0', '12', '12.5', '99.99', '100', ' 12 ']) expect(zPercent().safeParse(good).success, good).toBe(true);
  });
});
