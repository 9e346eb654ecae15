import { venueInstant } from '../dates';

/**
 * How taken a day is, from one rule the landing calendar, the wizard's date step and the server share
 * (docs/decisions.md, "A day is full only when nothing fits"). The spec's one-line rule called a day "Fully booked"
 * as soon as one event stood on it, though the venue has six spaces: here a day is full only when no booking of the
 * minimum duration fits on any offered facility at any offered start time, counting events, holds and buffers.
 */

/** One way to book: an event type's facilities (with their buffers), start times ("HH:MM" PHT) and minimum length. */
export interface TBookingOption {
  facilities: readonly { id: number; buffer_before_minutes: number; buffer_after_minutes: number }[];
  slotStarts: readonly string[];
  minHours: number;
}

/** Time a facility is taken, its own buffers included (the database's blocked_during). */
export interface TBlockedRange {
  facility_id: number;
  from: Date;
  to: Date;
}

export type TDayLoad = 'free' | 'limited' | 'full';

/** Start times when an event type names none: on the hour, morning to evening. */
export const DEFAULT_SLOT_STARTS = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

const MINUTE = 60_000;

/** Whether a booking of `hours` from `start` on `day` fits the facility: its range, buffers included, meets no other. */
export function slotFits(
  day: string,
  start: string,
  hours: number,
  facility: TBookingOption['facilities'][number],
  blocked: readonly TBlockedRange[],
): boolean {
  const startsAt = venueInstant(day, start).getTime();
  const from = startsAt - facility.buffer_before_minutes * MINUTE;
  const to = startsAt + Math.round(hours * 60) * MINUTE + facility.buffer_after_minutes * MINUTE;
  return !blocked.some((b) => b.facility_id === facility.id && b.from.getTime() < to && from < b.to.getTime());
}

/**
 * 'full' when no option fits anywhere that day; 'limited' when something fits but an offered facility is taken for
 * part of the day; 'free' when nothing offered is taken at all.
 */
export function dayLoad(day: string, options: readonly TBookingOption[], blocked: readonly TBlockedRange[]): TDayLoad {
  const dayStart = venueInstant(day).getTime();
  const dayEnd = dayStart + 24 * 60 * MINUTE;
  const offered = new Set(options.flatMap((o) => o.facilities.map((f) => f.id)));
  const touched = blocked.some((b) => offered.has(b.facility_id) && b.from.getTime() < dayEnd && dayStart < b.to.getTime());
  if (!touched) return 'free';
  const fits = options.some((o) =>
    o.facilities.some((f) => (o.slotStarts.length ? o.slotStarts : DEFAULT_SLOT_STARTS).some((s) => slotFits(day, s, o.minHours, f, blocked))),
  );
  return fits ? 'limited' : 'full';
}
