import { addDays as addLocalDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import type { TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { byCharacters } from '@venue/shared/common/compare';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

/**
 * The calendar grid lays out the browser's local times, while the venue's day is Manila's whatever the browser's
 * zone: an entry's Manila wall-clock ('2027-01-16T10:00:00+08:00') becomes a local Date with the same fields, and
 * a picked slot's fields are read back as Manila's. Manila keeps +08:00 all year, so nothing shifts.
 */
export function wallClock(iso: string): Date {
  const [day = '', time = '00:00:00'] = iso.slice(0, 19).split('T');
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const [h = 0, min = 0, s = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min, s);
}

/** A local Date's day, 'YYYY-MM-DD' (read as a Manila day). */
export const dayOf = (d: Date) => format(d, 'yyyy-MM-dd');
/** A local Date's time, 'HH:MM' (read as Manila's). */
export const timeOf = (d: Date) => format(d, 'HH:mm');
/** A Manila day and 'HH:MM' as the API's instant. */
export const manilaInstant = (day: string, time: string) => `${day}T${time}:00+08:00`;

/** The days a view shows around a day: a month's whole weeks, a week (Sunday first), or the day. */
export function viewRange(view: TCalendarView, day: string): { from: string; to: string } {
  const at = wallClock(`${day}T00:00:00`);
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') return { from: dayOf(startOfWeek(at)), to: dayOf(endOfWeek(at)) };
  return { from: dayOf(startOfWeek(startOfMonth(at))), to: dayOf(endOfWeek(endOfMonth(at))) };
}

/** The day after a day. */
export const nextDay = (day: string) => dayOf(addLocalDays(wallClock(`${day}T00:00:00`), 1));

/** The day a step back or forward lands on. */
export function stepDay(view: TCalendarView, day: string, direction: 1 | -1): string {
  const at = wallClock(`${day}T00:00:00`);
  if (view === 'day') return dayOf(addLocalDays(at, direction));
  if (view === 'week') return dayOf(addLocalDays(at, 7 * direction));
  return dayOf(new Date(at.getFullYear(), at.getMonth() + direction, 1));
}

/** The heading of the range on screen: "January 2027", "Jan 10 – 16, 2027", "Saturday, January 16, 2027". */
export function rangeTitle(view: TCalendarView, day: string): string {
  const at = wallClock(`${day}T00:00:00`);
  if (view === 'month') return format(at, 'MMMM yyyy');
  if (view === 'day') return format(at, 'EEEE, MMMM d, yyyy');
  const start = startOfWeek(at);
  const end = endOfWeek(at);
  return start.getMonth() === end.getMonth()
    ? `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`
    : `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
}

export interface TCalendarFilters {
  space: number | null;
  eventType: number | null;
  status: TCalendarEntry['status'] | null;
}

/** The entries the filters let through (a block belongs to no event type, so a type filter leaves it out). */
export const filterEntries = (entries: readonly TCalendarEntry[], f: TCalendarFilters) =>
  entries.filter(
    (e) =>
      (f.space === null || e.space.id === f.space) &&
      (f.eventType === null || e.event_type?.id === f.eventType) &&
      (f.status === null || e.status === f.status),
  );

/** The entries of one day (any that overlap it), by start: the phone's agenda. */
export function entriesByDay(entries: readonly TCalendarEntry[], from: string, to: string): { day: string; entries: TCalendarEntry[] }[] {
  const out: { day: string; entries: TCalendarEntry[] }[] = [];
  for (let at = wallClock(`${from}T00:00:00`); dayOf(at) <= to; at = addLocalDays(at, 1)) {
    const day = dayOf(at);
    const next = dayOf(addLocalDays(at, 1));
    const those = entries.filter((e) => e.starts_at.slice(0, 10) < next && dayOf(new Date(wallClock(e.ends_at).getTime() - 1)) >= day);
    if (those.length) out.push({ day, entries: [...those].sort((a, b) => byCharacters(a.starts_at, b.starts_at)) });
  }
  return out;
}
