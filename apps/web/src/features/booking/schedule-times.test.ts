import { describe, expect, it } from 'vitest';
import { formatBookingWhen, formatVenueMoment, monthDays, venueEnd } from './schedule-times';

describe('schedule times in PHT', () => {
  it('computes the end from start plus duration, across midnight', () => {
    const end = venueEnd('2026-12-05', '20:00', 5.5)!;
    expect(new Date(end.getTime()).toISOString()).toBe('2026-12-05T17:30:00.000Z');
    expect(formatVenueMoment(end)).toBe('Sun, Dec 6, 2026 at 1:30 AM');
  });
  it('is null until date and time are chosen', () => expect(venueEnd('', '10:00', 4)).toBeNull());
  it('lays out a month from Sunday', () => {
    const { leading, days } = monthDays('2026-12');
    expect(leading).toBe(2);
    expect(days).toHaveLength(31);
  });
  it.each([
    ['2027-02-20', '10:00', 2, 'Saturday, February 20, 2027 from 10:00 AM for 2 hours, ending at 12:00 PM PHT'],
    ['2027-02-20', '09:30', 1, 'Saturday, February 20, 2027 from 9:30 AM for 1 hour, ending at 10:30 AM PHT'],
    ['2026-12-05', '20:00', 5.5, 'Saturday, December 5, 2026 from 8:00 PM for 5.5 hours, ending Sun, Dec 6, 2026 at 1:30 AM PHT'],
    ['', '10:00', 2, null],
    ['2027-02-20', '', 2, null],
  ])('says when %s %s for %s hours in words (PHT)', (day, time, hours, expected) => {
    expect(formatBookingWhen(day, time, hours)).toBe(expected);
  });
});
