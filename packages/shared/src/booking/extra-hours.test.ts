import { describe, expect, it } from 'vitest';
import { extraHoursOf } from './extra-hours';

const pkg = (o: Partial<Parameters<typeof extraHoursOf>[0][number]> = {}) => ({
  id: 1,
  name: 'Garden Package',
  type: 'PACKAGE' as const,
  base_price: '100000.00',
  pricing_model: 'FIXED' as const,
  included_hours: '5.00',
  has_excess_hours: true,
  excess_hour_price: '2000.00',
  minimum_hours: null,
  ...o,
});

describe('extraHoursOf', () => {
  it.each([
    ["the package's own hours: nothing extra", [pkg()], 5, [{ extra_hours: 0, cost: '0.00' }]],
    ['8 hours on a 5-hour package (the finding): 3 extra hours, ₱6,000', [pkg()], 8, [{ extra_hours: 3, hour_price: '2000.00', cost: '6000.00' }]],
    ['half hours', [pkg()], 6.5, [{ extra_hours: 1.5, cost: '3000.00' }]],
    ['no extra hour price: left out', [pkg({ has_excess_hours: false })], 8, []],
    ['hourly: left out', [pkg({ pricing_model: 'HOURLY' })], 8, []],
  ])('%s', (_name, packages, hours, expected) => {
    expect(extraHoursOf(packages, hours)).toMatchObject(expected);
  });
});
