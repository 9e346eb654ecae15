import { describe, expect, it } from 'vitest';
import { formatMoneyExact } from '../money';
import { DEFAULT_MONEY_DISPLAY, readMoneyDisplay } from './currency-settings';

describe('stored money display settings', () => {
  it.each([
    ['nothing stored', null, DEFAULT_MONEY_DISPLAY],
    ['a full choice', { displayFormat: 'both', decimalPlaces: 2 }, { displayFormat: 'both', decimalPlaces: 2 }],
    ['an unknown format', { displayFormat: 'words', decimalPlaces: 2 }, { displayFormat: 'symbol', decimalPlaces: 2 }],
    ['a decimals count the peso does not use', { displayFormat: 'code', decimalPlaces: 3 }, { displayFormat: 'code', decimalPlaces: 0 }],
    ['a text', 'symbol', DEFAULT_MONEY_DISPLAY],
  ])('%s', (_, raw, expected) => expect(readMoneyDisplay(raw)).toEqual(expected));
});

describe('amounts never lose centavos', () => {
  it.each([
    ['385000.00', {}, '₱385,000'],
    ['385000.00', { decimalPlaces: 2 }, '₱385,000.00'],
    ['1500.50', {}, '₱1,500.50'],
    ['1500.5', { decimalPlaces: 0 }, '₱1,500.50'],
    ['0.01', {}, '₱0.01'],
    ['-250.75', {}, '−₱250.75'],
    ['12500.00', { displayFormat: 'code' as const }, 'PHP 12,500'],
    ['12500.25', { displayFormat: 'both' as const }, '₱12,500.25 (PHP)'],
    ['12500.00', { displayFormat: 'both' as const, decimalPlaces: 2 }, '₱12,500.00 (PHP)'],
  ])('%s with %o is %s', (amount, settings, expected) => expect(formatMoneyExact(amount, 'PHP', settings)).toBe(expected));

  it('keeps two decimals for a currency that has them', () => {
    expect(formatMoneyExact('1250.00', 'USD', { decimalPlaces: 0 })).toBe('$1,250.00');
    expect(formatMoneyExact('1250.00', 'USD', { displayFormat: 'code' })).toBe('USD 1,250.00');
  });
});
