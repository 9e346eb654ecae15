import { describe, expect, it } from 'vitest';
import { applyRate, formatMoney, fromMinor, toMinor } from './money';

describe('money', () => {
  it('moves between decimal strings and centavos exactly', () => {
    expect(toMinor('385000.00')).toBe(38500000n);
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('-12.34')).toBe(-1234n);
    expect(fromMinor(10n + 20n)).toBe('0.30');
    expect(fromMinor(-5n)).toBe('-0.05');
    expect(() => toMinor('1e3')).toThrow();
  });
  it('applies rates with half-up rounding', () => {
    expect(applyRate(toMinor('1000.00'), '0.12')).toBe(12000n);
    expect(applyRate(toMinor('0.05'), '0.5')).toBe(3n);
    expect(applyRate(toMinor('333.33'), '0.125')).toBe(4167n);
  });
  it('formats per currency and display format', () => {
    expect(formatMoney('385000.00')).toBe('₱385,000');
    expect(formatMoney('1250.5', 'USD')).toBe('$1,250.50');
    expect(formatMoney('1250.5', 'USD', { displayFormat: 'code' })).toBe('USD 1,250.50');
    // A discount line: the minus sign before the currency, never "₱-4,932.43"; nothing left after rounding has no sign.
    expect(formatMoney('-4932.43', 'PHP', { decimalPlaces: 2 })).toBe('−₱4,932.43');
    expect(formatMoney('-1250.5', 'USD', { displayFormat: 'code' })).toBe('−USD 1,250.50');
    expect(formatMoney('-0.40')).toBe('₱0');
    expect(formatMoney('99.99', 'SGD', { displayFormat: 'both' })).toBe('S$99.99 (SGD)');
    expect(formatMoney('1234.56', 'PHP')).toBe('₱1,235');
    expect(formatMoney('-10.00', 'HKD')).toBe('−HK$10.00');
  });
});
