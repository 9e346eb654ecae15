import { describe, expect, it } from 'vitest';
import { bookingWindowText, dayAvailability } from './day-availability';

const window = { min_advance_days: 7, max_advance_days: 365 };
const today = '2026-11-23';

describe('day availability', () => {
  it('refuses past days', () => {
    expect(dayAvailability('2026-11-22', today, window, [])).toMatchObject({ available: false, reason: 'Past date' });
  });
  it('refuses days inside the minimum advance', () => {
    expect(dayAvailability('2026-11-29', today, window, [])).toMatchObject({
      available: false,
      reason: 'Minimum 7 days advance booking required',
    });
    expect(dayAvailability('2026-11-30', today, window, [])).toEqual({ available: true, hasEvents: false });
  });
  it('refuses days beyond the maximum advance', () => {
    expect(dayAvailability('2027-11-23', today, window, [])).toEqual({ available: true, hasEvents: false });
    expect(dayAvailability('2027-11-24', today, window, [])).toMatchObject({
      available: false,
      reason: 'Maximum 365 days advance booking allowed',
    });
  });
  it('keeps a day with events bookable unless nothing fits on it (the day load)', () => {
    const events = [
      { status: 'CONFIRMED' as const, start_date: '2026-12-10', end_date: '2026-12-11' },
      { status: 'DRAFT' as const, start_date: '2026-12-20', end_date: '2026-12-21', held: true },
    ];
    expect(dayAvailability('2026-12-11', today, window, events)).toEqual({ available: true, hasEvents: true });
    expect(dayAvailability('2026-12-11', today, window, events, 'limited')).toEqual({ available: true, hasEvents: true });
    expect(dayAvailability('2026-12-21', today, window, events, 'full')).toEqual({ available: false, reason: 'Fully booked', hasEvents: true });
    // A day another type's booking fills for this type is still marked, even with no event listed on it.
    expect(dayAvailability('2026-12-24', today, window, [], 'limited')).toEqual({ available: true, hasEvents: true });
  });
  it('says the window first: a full day in the past is a past date', () => {
    expect(dayAvailability('2026-11-22', today, window, [], 'full')).toMatchObject({ reason: 'Past date' });
  });
});

describe('bookingWindowText', () => {
  it.each([
    [7, 365, 'Bookings open 7 days to a year in advance.'],
    [14, 180, 'Bookings open 14 days to 180 days in advance.'],
    [1, 90, 'Bookings open up to 90 days in advance.'],
    [0, 365, 'Bookings open up to a year in advance.'],
  ])('%s to %s days', (min, max, text) => {
    expect(bookingWindowText({ min_advance_days: min, max_advance_days: max })).toBe(text);
  });
});
