import { describe, expect, it } from 'vitest';
import { decideCharge, depositOffered, minimumChargeMinor, PAID_IN_FULL, PAYMENT_IN_PROGRESS } from './charge-amount';

const php = (total: bigint, paid = 0n, inFlight = 0n) => ({ currency: 'PHP', totalMinor: total, paidMinor: paid, inFlightMinor: inFlight });

describe('minimum charge per currency (spec section 9)', () => {
  it.each([
    ['PHP', 2900n],
    ['USD', 50n],
    ['EUR', 50n],
    ['GBP', 30n],
    ['SGD', 70n],
    ['MYR', 220n],
    ['AUD', 50n],
    ['CAD', 50n],
    ['JPY', 5000n],
    ['KRW', 50n],
  ])('%s', (currency, minor) => expect(minimumChargeMinor(currency)).toBe(minor));
});

describe('decideCharge', () => {
  it('FULL is the remaining balance less what is in flight', () => {
    expect(decideCharge(php(100000n, 30000n), 'FULL', '30')).toEqual({ ok: true, amountMinor: 70000n });
    expect(decideCharge(php(100000n, 30000n, 20000n), 'FULL', '30')).toEqual({ ok: true, amountMinor: 50000n });
  });
  it('refuses an invoice paid in full, within the 0.01 tolerance, and one whose balance is all in flight', () => {
    expect(decideCharge(php(100000n, 99999n), 'FULL', '30')).toMatchObject({ ok: false, message: PAID_IN_FULL });
    expect(decideCharge(php(100000n, 0n, 100000n), 'FULL', '30')).toMatchObject({ ok: false, message: PAYMENT_IN_PROGRESS, conflict: true });
  });
  it('DEPOSIT is the settings percentage less what was paid, hidden once paid', () => {
    expect(decideCharge(php(100000n), 'DEPOSIT', '30')).toEqual({ ok: true, amountMinor: 30000n });
    expect(decideCharge(php(100000n, 10000n), 'DEPOSIT', '30')).toEqual({ ok: true, amountMinor: 20000n });
    expect(decideCharge(php(100000n, 30000n), 'DEPOSIT', '30')).toMatchObject({ ok: false, field: 'payment_type' });
    // What is in flight counts: a deposit already charging leaves only the rest of it, or nothing (409).
    expect(decideCharge(php(100000n, 10000n, 5000n), 'DEPOSIT', '30')).toEqual({ ok: true, amountMinor: 15000n });
    expect(decideCharge(php(100000n, 0n, 30000n), 'DEPOSIT', '30')).toMatchObject({ ok: false, message: PAYMENT_IN_PROGRESS, conflict: true });
    expect(decideCharge(php(100000n, 10000n, 50000n), 'DEPOSIT', '30')).toMatchObject({ ok: false, message: PAYMENT_IN_PROGRESS, conflict: true });
    expect(depositOffered(php(100000n, 29999n), '30')).toBe(true);
    expect(depositOffered(php(100000n, 30000n), '30')).toBe(false);
  });
  it('CUSTOM follows the limits with the spec texts', () => {
    expect(decideCharge(php(100000n), 'CUSTOM', '30', 'abc')).toMatchObject({ ok: false, message: 'Please enter a valid amount' });
    expect(decideCharge(php(100000n), 'CUSTOM', '30', '0')).toMatchObject({ ok: false, message: 'Please enter a valid amount' });
    expect(decideCharge(php(100000n), 'CUSTOM', '30', '28.99')).toMatchObject({ ok: false, message: 'Minimum payment is ₱29.00' });
    expect(decideCharge(php(100000n), 'CUSTOM', '30', '1000.01')).toMatchObject({
      ok: false,
      message: 'Amount cannot exceed remaining balance of ₱1,000.00',
    });
    expect(decideCharge(php(100000n), 'CUSTOM', '30', '980')).toMatchObject({
      ok: false,
      message: 'Please pay the full balance of ₱1,000.00 or leave at least ₱29.00 remaining.',
    });
    expect(decideCharge(php(100000n), 'CUSTOM', '30', '971')).toEqual({ ok: true, amountMinor: 97100n });
    expect(decideCharge(php(100000n), 'CUSTOM', '30', '1000')).toEqual({ ok: true, amountMinor: 100000n });
    expect(decideCharge({ ...php(1000n), currency: 'USD' }, 'CUSTOM', '30', '0.49')).toMatchObject({ message: 'Minimum payment is $0.50' });
  });
});
