import { describe, expect, it } from 'vitest';
import { changeOf, presetOf, presetRange, rangeFromParams } from '@/features/staff-reports/report-range';

describe('presetRange', () => {
  it.each([
    ['this_month', '2026-12-02', '2026-12-01', '2026-12-31'],
    ['last_month', '2026-12-02', '2026-11-01', '2026-11-30'],
    ['last_month', '2027-01-15', '2026-12-01', '2026-12-31'],
    ['last_month', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['this_quarter', '2026-12-02', '2026-10-01', '2026-12-31'],
    ['this_quarter', '2026-04-01', '2026-04-01', '2026-06-30'],
    ['last_quarter', '2026-12-02', '2026-07-01', '2026-09-30'],
    ['last_quarter', '2027-02-10', '2026-10-01', '2026-12-31'],
    ['this_year', '2026-12-02', '2026-01-01', '2026-12-31'],
  ] as const)('%s on %s is %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('names the preset a range is, and none for a range of its own', () => {
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, '2026-12-02')).toBe('last_month');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-30' }, '2026-12-02')).toBeNull();
  });
});

describe('rangeFromParams', () => {
  it('is this month when the address names no range', () => {
    expect(rangeFromParams(new URLSearchParams(''), '2026-12-02')).toEqual({ range: { from: '2026-12-01', to: '2026-12-31' }, problem: null });
  });
  it('keeps the range the address names', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-09-01&to=2026-09-30'), '2026-12-02').problem).toBeNull();
  });
  it("says what is wrong with a range the API would refuse, in the API's words", () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-09-30&to=2026-09-01'), '2026-12-02').problem).toBe('The end date must not be before the start date.');
    expect(rangeFromParams(new URLSearchParams('from=2020-01-01&to=2026-09-01'), '2026-12-02').problem).toMatch(/at most 731 days/);
  });
});

describe('changeOf', () => {
  it.each([
    ['112.00', '100.00', 'up', 'Up 12%'],
    ['100.00', '112.00', 'down', 'Down 11%'],
    ['100.00', '105.00', 'down', 'Down 4.8%'],
    ['101.50', '100.00', 'up', 'Up 1.5%'],
    ['100.00', '100.00', 'same', 'No change'],
    ['0.00', '0.00', 'same', 'No change'],
    ['78000.00', '0.00', 'new', 'New'],
    ['0.00', '78000.00', 'down', 'Down 100%'],
    [3, 2, 'up', 'Up 50%'],
  ] as const)('%s against %s reads %s "%s"', (now, before, tone, words) => {
    expect(changeOf(now, before)).toEqual({ tone, words });
  });
});
