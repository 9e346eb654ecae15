import { describe, expect, it } from 'vitest';
import { monthLabel, monthsOf, previousRange, quarterLabel, quarterSpan, reportFileName } from './report-rules';

describe('report ranges', () => {
  it.each([
    ['2026-11-01', '2026-11-30', ['2026-11']],
    ['2026-11-15', '2027-02-02', ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['2026-12-31', '2026-12-31', ['2026-12']],
  ])('months of %s to %s', (from, to, months) => expect(monthsOf(from, to)).toEqual(months));

  it.each([
    // Whole months: as many whole months before.
    ['2026-12-01', '2026-12-31', { from: '2026-11-01', to: '2026-11-30' }],
    ['2026-03-01', '2026-03-31', { from: '2026-02-01', to: '2026-02-28' }],
    ['2026-10-01', '2026-12-31', { from: '2026-07-01', to: '2026-09-30' }],
    ['2026-01-01', '2026-12-31', { from: '2025-01-01', to: '2025-12-31' }],
    ['2026-01-01', '2026-02-28', { from: '2025-11-01', to: '2025-12-31' }],
    // Any other range: the same number of days before.
    ['2024-03-01', '2024-03-01', { from: '2024-02-29', to: '2024-02-29' }],
    ['2026-11-10', '2026-11-19', { from: '2026-10-31', to: '2026-11-09' }],
    ['2026-11-02', '2026-11-30', { from: '2026-10-04', to: '2026-11-01' }],
  ])('the range before %s to %s', (from, to, before) => expect(previousRange(from, to)).toEqual(before));

  it.each([
    ['2026-12-01', '2026-12-31', { from: '2026-10-01', to: '2026-12-31' }],
    ['2026-02-10', '2026-04-05', { from: '2026-01-01', to: '2026-06-30' }],
    ['2026-07-01', '2026-09-30', { from: '2026-07-01', to: '2026-09-30' }],
    ['2025-11-20', '2026-01-10', { from: '2025-10-01', to: '2026-03-31' }],
  ])('the whole quarters of %s to %s', (from, to, span) => expect(quarterSpan(from, to)).toEqual(span));

  it('names months, quarters and files in words', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(quarterLabel('2026-Q4')).toBe('Q4 2026');
    expect(reportFileName('revenue', '2026-11-01', '2026-11-30')).toBe('bookings-and-revenue-2026-11-01-to-2026-11-30.csv');
    expect(reportFileName('collections', '2026-11-01', '2026-11-30')).toBe('deposits-balances-and-refunds-2026-11-01-to-2026-11-30.csv');
  });
});
