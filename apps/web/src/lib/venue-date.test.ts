import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatVenueDate, venueWallClock } from './venue-date';

const manila = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

describe('the venue clock', () => {
  it('reads every hour of a year as the time-zone database reads Manila', () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 5 * 3_600_000 + 7 * 60_000) {
      const ours = format(venueWallClock(at), 'EEE, MMM d, yyyy, h:mm a');
      expect(ours).toBe(manila.format(at).replace(/\u202f/g, ' '));
    }
  });

  it.each([
    ['2026-12-31T16:00:00Z', 'MMMM d, yyyy', 'January 1, 2027'],
    ['2026-12-31T15:59:00Z', 'MMMM d, yyyy', 'December 31, 2026'],
    ['2027-02-20T02:00:00Z', "EEE, MMM d 'at' h:mm a", 'Sat, Feb 20 at 10:00 AM'],
  ])('%s with %s reads %s', (iso, pattern, text) => expect(formatVenueDate(iso, pattern)).toBe(text));

  it.each([null, undefined, '', 'not a date'])('%s is unreadable', (iso) => expect(formatVenueDate(iso)).toBeNull());
});
