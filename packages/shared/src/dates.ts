import { VENUE_TIMEZONE } from './site/venue';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The venue's calendar day (Asia/Manila) at an instant, as 'YYYY-MM-DD'. */
export const venueDay = (at: Date = new Date()) => dayFormat.format(at);

/** Adds whole days to a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Manila keeps UTC+8 all year (no daylight saving time since 1978). */
export const VENUE_UTC_OFFSET = '+08:00';

/** The instant of a PHT wall-clock time ('HH:MM') on a venue day ('YYYY-MM-DD'). */
export const venueInstant = (day: string, time = '00:00') => new Date(`${day}T${time}:00${VENUE_UTC_OFFSET}`);

const longDayFormat = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', dateStyle: 'long' });

/** A 'YYYY-MM-DD' day as people write it ("March 14, 2027"), the way the web app's dates read. */
export const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));

/** An instant as the venue's wall-clock time with its offset ('2026-12-05T16:00:00+08:00'): what the calendar API answers. */
export const venueIso = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}${VENUE_UTC_OFFSET}`;
