import { describe, expect, it } from 'vitest';
import { paymentDescription } from './payment-description';

describe('a payment named by what it pays', () => {
  it.each([
    [{ installment: 2, paymentType: 'INSTALLMENT', depositPercentage: '30.00', paidBeforeMinor: 100n }, 'Installment 2'],
    [{ installment: null, paymentType: 'DEPOSIT', depositPercentage: '30.00', paidBeforeMinor: 0n }, 'Deposit (30%)'],
    [{ installment: null, paymentType: 'DEPOSIT', depositPercentage: '12.50', paidBeforeMinor: 0n }, 'Deposit (12.50%)'],
    [{ installment: null, paymentType: 'FULL', depositPercentage: '30.00', paidBeforeMinor: 0n }, 'Payment in full'],
    [{ installment: null, paymentType: 'FULL', depositPercentage: '30.00', paidBeforeMinor: 5_000_00n }, 'Balance'],
    [{ installment: null, paymentType: 'CUSTOM', depositPercentage: '30.00', paidBeforeMinor: 0n }, 'Partial payment'],
  ])('%o is "%s"', (p, words) => {
    expect(paymentDescription(p)).toBe(words);
  });
});
