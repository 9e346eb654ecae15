import { z } from 'zod';

/**
 * A person's private calendar feed (issue 40): an iCalendar address Google Calendar, Outlook or Apple Calendar
 * subscribe to. Staff and admins get the venue's events, holds and blocks; a client gets their own events. Only a
 * hash of the address's token is kept, so the address itself is answered once, when it is made.
 */
export const ZCalendarFeed = z.object({
  /** Whether the person has a feed switched on. */
  active: z.boolean(),
  /** When its current address was made (ISO instant); null when there is none. */
  created_at: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** What making or resetting a feed answers: the one time its full address is shown. */
export const ZCalendarFeedLink = z.object({
  url: z.string(),
  created_at: z.string(),
});
export type TCalendarFeedLink = z.infer<typeof ZCalendarFeedLink>;

/** Token shape of a feed address: 32 random bytes in base64url (lib/secure-token.ts). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
