import type { TDayLoad } from '../booking/day-load';
import type { TPublicEvent } from './availability.schema';

/**
 * Whether a calendar day can be booked (spec document 1, landing page section 4). Days are 'YYYY-MM-DD'
 * strings in Asia/Manila; `today` is the venue's current day, so the rule is pure and testable. `load` is the day's
 * from the server's day loads (dayLoad): the spec's "a CONFIRMED event makes the day full" is replaced by it.
 */
export type TDayAvailability = { available: true; hasEvents: boolean } | { available: false; reason: string; hasEvents: boolean };

const DAY = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY);

export function dayAvailability(
  day: string,
  today: string,
  window: { min_advance_days: number; max_advance_days: number },
  events: readonly (Pick<TPublicEvent, 'status' | 'start_date' | 'end_date'> & { held?: boolean })[],
  load: TDayLoad = 'free',
): TDayAvailability {
  const onDay = events.filter((e) => e.start_date.slice(0, 10) <= day && day <= e.end_date.slice(0, 10));
  const hasEvents = onDay.length > 0 || load !== 'free';
  const ahead = dayNumber(day) - dayNumber(today);
  if (ahead < 0) return { available: false, reason: 'Past date', hasEvents };
  if (ahead < window.min_advance_days) return { available: false, reason: `Minimum ${window.min_advance_days} days advance booking required`, hasEvents };
  if (ahead > window.max_advance_days) return { available: false, reason: `Maximum ${window.max_advance_days} days advance booking allowed`, hasEvents };
  // Full only when nothing fits on any space (booking/day-load.ts); one event among six spaces leaves a day bookable.
  if (load === 'full') return { available: false, reason: 'Fully booked', hasEvents };
  return { available: true, hasEvents };
}

const daysText = (n: number) => (n === 365 ? 'a year' : n === 1 ? '1 day' : `${n} days`);
/**
 * The landing calendar's line on the venue's booking window, in its own numbers (issue 39: no venue fact is the
 * demo's): "Bookings open 7 days to a year in advance." for 7 and 365; "up to" when any day from tomorrow will do.
 */
export function bookingWindowText(window: { min_advance_days: number; max_advance_days: number }): string {
  const { min_advance_days: min, max_advance_days: max } = window;
  return min <= 1 ? `Bookings open up to ${daysText(max)} in advance.` : `Bookings open ${daysText(min)} to ${daysText(max)} in advance.`;
}
