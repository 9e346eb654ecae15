import { describe, expect, it } from 'vitest';
import { packageNoticeText, productUnavailableReason } from './product-notice';

const TODAY = '2026-11-27';
const p = (advance: number | null, maximum: number | null, is_active = true) => ({ is_active, advance_booking_days: advance, maximum_booking_days: maximum });

describe('productUnavailableReason', () => {
  it.each([
    [p(30, 365), '2027-01-15', null],
    [p(30, 365), '2026-12-27', null],
    [p(30, 365), '2026-12-26', "Needs 30 days' notice: available for dates from December 27, 2026"],
    [p(null, null), '2026-11-28', null],
    [p(0, 60), '2027-01-27', 'Booked at most 60 days ahead: available for dates until January 26, 2027'],
    [p(0, 60, false), '2026-12-01', 'Not offered at the moment'],
  ])('%o on %s: %s', (product, day, expected) => {
    expect(productUnavailableReason(product, day, TODAY)).toBe(expected);
  });
});

describe('packageNoticeText', () => {
  it('names the shortest notice when every package needs some', () => {
    expect(packageNoticeText('Wedding', [p(60, 365), p(30, 365), p(0, 365, false)], TODAY)).toBe(
      "Wedding packages need at least 30 days' notice, so from December 27, 2026.",
    );
  });
  it('says nothing when a package needs none, or there is none', () => {
    expect(packageNoticeText('Retreat', [p(14, 365), p(0, 365)], TODAY)).toBeNull();
    expect(packageNoticeText('Camping', [], TODAY)).toBeNull();
  });
});
