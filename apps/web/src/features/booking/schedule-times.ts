import { venueDay, venueInstant } from '@venue/shared/dates';
import { addMinutes, eachDayOfInterval, endOfMonth, format, getDay, startOfMonth } from 'date-fns';
import { venueWallClock } from '@/lib/venue-date';

// The venue's clock: every time in the schedule step is PHT, whatever the visitor's own zone.

/** The instant a PHT day and "HH:MM" name, or null while either is missing. */
export function venueStart(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return venueInstant(day, time);
}

/** Spec: the end is computed from start plus duration (an overnight stay ends on a later day). */
export function venueEnd(day: string, time: string, hours: number): Date | null {
  const start = venueStart(day, time);
  return start ? addMinutes(start, Math.round(hours * 60)) : null;
}

export const formatVenueMoment = (at: Date) => format(venueWallClock(at), "EEE, MMM d, yyyy 'at' h:mm a");
export const formatVenueTime = (at: Date) => format(venueWallClock(at), 'h:mm a');
export const formatSlot = (hhmm: string) => format(new Date(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))), 'h:mm a');

/** The days of a "YYYY-MM" month, and how many blank cells come before the 1st in a Sunday-first grid. */
export function monthDays(month: string): { leading: number; days: string[] } {
  const first = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
  const days = eachDayOfInterval({ start: startOfMonth(first), end: endOfMonth(first) }).map((d) => format(d, 'yyyy-MM-dd'));
  return { leading: getDay(first), days };
}

export function shiftMonth(month: string, by: number): string {
  const d = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1);
  return format(d, 'yyyy-MM');
}
export const formatMonthTitle = (month: string) => format(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1), 'MMMM yyyy');
/** "December 8": a day within the calendar's month. */
export const formatShortDay = (day: string) => format(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))), 'MMMM d');

export const formatDayLabel = (day: string) =>
  format(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))), 'EEEE, MMMM d, yyyy');

/**
 * The review's "When" line, in words on the venue's clock: "Saturday, February 20, 2027 from 10:00 AM for 2 hours,
 * ending at 12:00 PM PHT" (the end's day is named only when it is a later one). Null until date and time are set.
 */
export function formatBookingWhen(day: string, time: string, hours: number): string | null {
  const start = venueStart(day, time);
  const end = venueEnd(day, time, hours);
  if (!start || !end) return null;
  const sameDay = venueDay(start) === venueDay(end);
  const ending = sameDay ? `at ${formatVenueTime(end)}` : formatVenueMoment(end);
  return `${format(venueWallClock(start), 'EEEE, MMMM d, yyyy')} from ${formatVenueTime(start)} for ${hours} hour${hours === 1 ? '' : 's'}, ending ${ending} PHT`;
}
