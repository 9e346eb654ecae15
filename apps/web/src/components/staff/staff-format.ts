import { formatVenueDate } from '@/lib/venue-date';

/** How the console writes days and times: always on the venue's clock (Asia/Manila, PHT). */
export const NOT_SET = 'Not set';

/** A calendar day (YYYY-MM-DD), read at noon PHT so no time zone moves it: "Sat, Dec 5, 2026". */
export const formatDay = (day: string | null | undefined, pattern = 'EEE, MMM d, yyyy') =>
  day ? (formatVenueDate(`${day}T12:00:00+08:00`, pattern) ?? day) : NOT_SET;

/** The PHT day of an instant: "Dec 5, 2026". */
export const formatDate = (iso: string | null | undefined) => formatVenueDate(iso, 'MMM d, yyyy') ?? NOT_SET;

/** An instant: "Dec 5, 2026, 4:00 PM". */
export const formatInstant = (iso: string | null | undefined) => formatVenueDate(iso, 'MMM d, yyyy, h:mm a') ?? NOT_SET;

/** A booking: "Sat, Dec 5, 2026, 10:00 AM – 10:00 PM PHT", or both days when it runs overnight. */
export function formatBooking(startsAt: string | null, endsAt: string | null, startDate: string, endDate: string): string {
  if (!startsAt || !endsAt) return startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} – ${formatDay(endDate)}`;
  const start = formatVenueDate(startsAt, 'EEE, MMM d, yyyy, h:mm a');
  const sameDay = formatVenueDate(startsAt, 'yyyy-MM-dd') === formatVenueDate(new Date(new Date(endsAt).getTime() - 1).toISOString(), 'yyyy-MM-dd');
  const end = formatVenueDate(endsAt, sameDay ? 'h:mm a' : 'EEE, MMM d, yyyy, h:mm a');
  return `${start} – ${end} PHT`;
}

/** "Ana Reyes" from the API's first and last names. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
