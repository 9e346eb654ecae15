import { describe, expect, it } from 'vitest';
import { canMakeNewQuoteVersion, effectiveQuoteStatus, isQuoteActionable, isQuoteDraft, isQuoteExpiringSoon, quoteUrgency } from './quote-status';
import { lineTotal } from '../payments/document-totals';
import { quoteTotals } from './quote-totals';

describe('quote totals', () => {
  it('computes lines, per-line tax, options and discount exactly', () => {
    const lines = [
      { quantity: '150', unit_price: '1850.00', tax_rate: '0.12' },
      { quantity: '1', unit_price: '45000.00', tax_rate: '0.12' },
      { quantity: '2.5', unit_price: '3333.33', tax_rate: '0' },
    ];
    expect(lineTotal(lines[2]!)).toBe(833333n);
    // 277,500 + 45,000 at 12 % (38,700), 8,333.33 untaxed, the 12,000 option at 12 % (1,440); 5,000 off before tax,
    // 4,878.46 of it off the 12 % lines (less 585.42 tax) and 121.54 off the untaxed one.
    expect(quoteTotals(lines, [{ total_price: '12000.00', tax_rate: '0.12' }], '5000.00')).toEqual({
      subtotal: '342833.33',
      tax_amount: '39554.58',
      discount_amount: '5000.00',
      total_amount: '377387.91',
    });
  });
  it('never drifts like floats do', () => {
    expect(quoteTotals([{ quantity: '3', unit_price: '0.10', tax_rate: '0' }], [], '0').total_amount).toBe('0.30');
  });
});

describe('quote status', () => {
  it('shows a SENT quote past valid_until as expired and not actionable', () => {
    expect(effectiveQuoteStatus('SENT', '2026-11-22', '2026-11-23')).toBe('EXPIRED');
    expect(isQuoteActionable('SENT', '2026-11-23', '2026-11-23')).toBe(true);
    expect(isQuoteActionable('SENT', '2026-11-22', '2026-11-23')).toBe(false);
    expect(isQuoteActionable('DRAFT', null, '2026-11-23')).toBe(false);
    expect(isQuoteActionable('ACCEPTED', '2027-01-01', '2026-11-23')).toBe(false);
  });
  it.each([
    [null, 0],
    ['2026-11-20', 10],
    ['2026-11-23', 10],
    ['2026-11-24', 9],
    ['2026-11-26', 7],
    ['2026-11-30', 5],
    ['2026-12-07', 3],
    ['2026-12-23', 1],
    ['2026-12-24', 0],
  ])('urgency of %s is %i', (until, score) => {
    expect(quoteUrgency(until, '2026-11-23')).toBe(score);
  });
  it('is expiring soon with 1 to 3 days left', () => {
    expect(isQuoteExpiringSoon('SENT', '2026-11-24', '2026-11-23')).toBe(true);
    expect(isQuoteExpiringSoon('SENT', '2026-11-26', '2026-11-23')).toBe(true);
    expect(isQuoteExpiringSoon('SENT', '2026-11-27', '2026-11-23')).toBe(false);
    expect(isQuoteExpiringSoon('SENT', '2026-11-23', '2026-11-23')).toBe(false);
  });
});

describe('staff quote rules', () => {
  it('edits only drafts', () => {
    expect(isQuoteDraft('DRAFT')).toBe(true);
    expect(isQuoteDraft('SENT')).toBe(false);
  });
  it.each([
    ['REJECTED', '2026-12-01', true],
    ['EXPIRED', '2026-12-01', true],
    ['SENT', '2026-11-22', true],
    ['SENT', '2026-11-23', false],
    ['ACCEPTED', '2026-11-01', false],
    ['CANCELLED', '2026-11-01', false],
    ['DRAFT', null, false],
  ] as const)('makes a new version of %s valid until %s: %s', (status, until, ok) => {
    expect(canMakeNewQuoteVersion(status, until, '2026-11-23')).toBe(ok);
  });
});
