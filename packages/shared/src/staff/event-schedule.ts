import { venueDay } from '../dates';
import { VENUE_TIMEZONE } from '../site/venue';
import { lazily } from '../common/lazily';

/** What the booking rules need to know about a facility. */
export interface TScheduleFacility {
  name: string;
  capacity: number | null;
  overnight: boolean;
  is_active: boolean;
}

/** A booking longer than this is a typing mistake, not an event (a retreat or a camp lasts days, not weeks). */
export const MAX_BOOKING_DAYS = 14;

export const SCHEDULE_TEXT = {
  endBeforeStart: 'The end must be after the start.',
  tooLong: `A booking can last at most ${MAX_BOOKING_DAYS} days.`,
  sameDay: (facility: string) => `${facility} is booked by the day: the event must end on the day it starts (PHT).`,
  capacity: (facility: string, capacity: number) => `${facility} holds at most ${capacity} guests.`,
  inactive: (facility: string) => `${facility} is not taking bookings.`,
} as const;

export interface TScheduleProblem {
  field: 'facility_id' | 'starts_at' | 'ends_at' | 'guest_count';
  message: string;
}

/**
 * The rules a booking of a facility must meet, apart from overlaps (the database's exclusion constraint owns
 * those): the end after the start; past midnight only where the facility takes overnight bookings; no more
 * guests than its capacity. An event ending exactly at midnight ends on the day it started.
 */
export function scheduleProblems(facility: TScheduleFacility, startsAt: Date, endsAt: Date, guestCount: number | null): TScheduleProblem[] {
  const problems: TScheduleProblem[] = [];
  if (!facility.is_active) problems.push({ field: 'facility_id', message: SCHEDULE_TEXT.inactive(facility.name) });
  if (endsAt.getTime() <= startsAt.getTime()) {
    problems.push({ field: 'ends_at', message: SCHEDULE_TEXT.endBeforeStart });
  } else if (endsAt.getTime() - startsAt.getTime() > MAX_BOOKING_DAYS * 86_400_000) {
    problems.push({ field: 'ends_at', message: SCHEDULE_TEXT.tooLong });
  } else if (!facility.overnight && venueDay(startsAt) !== venueDay(new Date(endsAt.getTime() - 1))) {
    problems.push({ field: 'ends_at', message: SCHEDULE_TEXT.sameDay(facility.name) });
  }
  if (facility.capacity !== null && guestCount !== null && guestCount > facility.capacity) {
    problems.push({ field: 'guest_count', message: SCHEDULE_TEXT.capacity(facility.name, facility.capacity) });
  }
  return problems;
}

/** The PHT days a booking covers, as the events' start_date and end_date (an end at midnight stays on its day). */
export const scheduleDays = (startsAt: Date, endsAt: Date) => ({
  start_date: venueDay(startsAt),
  end_date: venueDay(new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1))),
});

const instantFormat = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, dateStyle: 'medium', timeStyle: 'short' }));

/** "This facility is already booked from Dec 5, 2026, 9:00 AM to Dec 5, 2026, 11:00 PM PHT." */
export const facilityTakenText = (from: Date, to: Date) =>
  `This facility is already booked from ${instantFormat().format(from)} to ${instantFormat().format(to)} PHT.`;
/** When the conflicting booking cannot be read back (it changed meanwhile). */
export const FACILITY_TAKEN = 'This facility is already booked at that time.';
