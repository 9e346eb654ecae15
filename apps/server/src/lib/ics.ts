import { createEvent } from 'ics';

/** A one-event iCalendar file (RFC 5545) for a booking: enough for Google, Apple and Outlook calendars. */
export interface TCalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** Written by the `ics` package (escaping, folding, DTSTAMP); times in UTC so no calendar guesses a zone. */
export function calendarFile(e: TCalendarEvent): string {
  const { error, value } = createEvent({
    // The software that wrote the file (RFC 5545 PRODID), not read by people.
    productId: '-//venue-booking//Booking//EN',
    method: 'PUBLISH',
    uid: e.uid,
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: e.summary,
    location: e.location,
    description: e.description,
    ...(e.url ? { url: e.url } : {}),
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
