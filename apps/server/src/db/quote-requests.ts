import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TOnlineQuoteRequest } from '@venue/shared/staff/staff-event.schema';
import { facilities, quoteRequests, quotes } from './schema';

/**
 * Whether the quote request of an event has been answered: the venue has sent the event a quote (any quote past
 * DRAFT). Derived, not stored, so writing and sending the quote is the whole answer and nothing can fall out of step.
 */
export const quoteSentTo = (eventId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${quotes} where ${quotes.eventId} = ${eventId} and ${quotes.status} <> 'DRAFT')`;

/** What a screen shows of a booking wizard's quote request (select from quote_requests left joined to facilities). */
export const onlineQuoteRequestColumns = {
  id: quoteRequests.id,
  facilityId: quoteRequests.facilityId,
  facilityName: facilities.name,
  startsAt: quoteRequests.startsAt,
  endsAt: quoteRequests.endsAt,
  estimate: quoteRequests.estimate,
  message: quoteRequests.message,
  holdUntil: quoteRequests.holdUntil,
  createdAt: quoteRequests.createdAt,
};

type TOnlineQuoteRequestRow = {
  id: number;
  facilityId: number | null;
  facilityName: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  estimate: string;
  message: string;
  holdUntil: Date | null;
  createdAt: Date;
};

export const toOnlineQuoteRequest = (r: TOnlineQuoteRequestRow): TOnlineQuoteRequest => ({
  id: r.id,
  facility: r.facilityId !== null && r.facilityName !== null ? { id: r.facilityId, name: r.facilityName } : null,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
  estimate: r.estimate,
  message: r.message,
  hold_until: r.holdUntil?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});
