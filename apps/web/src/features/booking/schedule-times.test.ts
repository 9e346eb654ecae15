import { describe, expect, it } from 'vitest';
import { formatVenueMoment, monthDays, venueEnd } from './schedule-times';

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
});
