import { describe, expect, it } from 'vitest';
import { cardIssues, formatCardNumber, formatExpiry, tokenRequestOf } from './card-input';

const NOW = new Date('2026-05-10T00:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Reyes' };

describe('the in-product card form', () => {
  it('groups the number and slashes the expiry while typing', () => {
    expect(formatCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts a whole card and builds the token request', () => {
    expect(cardIssues(good, NOW)).toEqual([]);
    expect(tokenRequestOf(good)).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
  });

  it.each([
    [{ number: '4242 4242' }, 'number', 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
    [{ expiry: '12/' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ expiry: '13/30' }, 'expiry', "Your card's expiration month is invalid."],
    [{ expiry: '04/26' }, 'expiry', "Your card's expiration date is in the past."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
  ])('refuses %j under its field', (change, field, message) => {
    expect(cardIssues({ ...good, ...change }, NOW)).toEqual([{ field, message }]);
  });

  it('takes the current month as still valid', () => {
    expect(cardIssues({ ...good, expiry: '05/26' }, NOW)).toEqual([]);
  });
});
