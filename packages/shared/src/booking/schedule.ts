import { venueDay, venueInstant, venueIso } from '../dates';

/**
 * The time a schedule step books: its start date and time in PHT plus the duration; the end is computed, so an
 * overnight stay ends on a later day. The browser shows the end from this; the server holds and books it.
 */
export interface TBookingSchedule {
  facilityId: number;
  startsAt: Date;
  endsAt: Date;
  end_date: string;
  end_time: string;
  duration: number;
}

export function bookingSchedule(
  d: { start_date: string; start_time: string; duration: number; venue_preference?: number | null },
  defaultFacilityId: number | null,
): TBookingSchedule | null {
  const facilityId = d.venue_preference ?? defaultFacilityId;
  if (!facilityId) return null;
  const startsAt = venueInstant(d.start_date, d.start_time);
  if (Number.isNaN(startsAt.getTime())) return null;
  const endsAt = new Date(startsAt.getTime() + Math.round(d.duration * 60) * 60_000);
  return { facilityId, startsAt, endsAt, end_date: venueDay(endsAt), end_time: venueIso(endsAt).slice(11, 16), duration: d.duration };
}
