/** Manila's offset from UTC in milliseconds: UTC+8 all year (see VENUE_UTC_OFFSET). */
export const VENUE_OFFSET_MS = 8 * 3_600_000;

/**
 * The venue's calendar day (Asia/Manila) at an instant, as 'YYYY-MM-DD'. Plain arithmetic on the fixed offset, not
 * an Intl formatter: making one with a time zone loads the zone's rules, a long piece of work on a phone at the
 * start of every page that imports this module.
 */
export const venueDay = (at: Date = new Date()) => new Date(at.getTime() + VENUE_OFFSET_MS).toISOString().slice(0, 10);

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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A 'YYYY-MM-DD' day as people write it ("March 14, 2027"), the way the web app's dates read (en-PH's long date). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/** An instant as the venue's wall-clock time with its offset ('2026-12-05T16:00:00+08:00'): what the calendar API answers. */
export const venueIso = (at: Date) => `${new Date(at.getTime() + VENUE_OFFSET_MS).toISOString().slice(0, 19)}${VENUE_UTC_OFFSET}`;
