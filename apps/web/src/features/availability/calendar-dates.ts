import { addDays, venueDay } from '@venue/shared/dates';
import { lazily } from '@venue/shared/common/lazily';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' day strings. Days are labels, not instants: every Date built here is
 * UTC midnight and every format uses timeZone 'UTC', so the visitor's own time zone never shifts a day.
 */

export { addDays };
/** Today in Asia/Manila, the venue's day. */
export const venueToday = venueDay;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(new Date(Date.UTC(y, m - 1 + by, 1))).slice(0, 7);
}

/** First and last day of a month, the range the availability call asks for. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: iso(new Date(Date.UTC(y, m, 0))) };
}

/** The days of a month, and how many empty cells precede the 1st in a Sunday-first week. */
export function monthGrid(month: string): { leading: number; days: string[] } {
  const { start, end } = monthRange(month);
  const count = Number(end.slice(8, 10));
  return { leading: utc(start).getUTCDay(), days: Array.from({ length: count }, (_, i) => addDays(start, i)) };
}

const monthFormat = lazily(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const longFormat = lazily(() => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

export const formatMonth = (month: string) => monthFormat().format(utc(`${month}-01`));
/** "Tuesday, December 1, 2026". */
export const formatLongDay = (day: string) => longFormat().format(utc(day));

export const isIsoDay = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && iso(utc(value)) === value;

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
