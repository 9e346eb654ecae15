import type { TQuoteStatus } from '../enums';
import { daysBetween } from '../dashboard/event-status';

/** Quote rules of spec document 2 (section 4 and 9). `today` is the venue's day, 'YYYY-MM-DD'. */
export const QUOTE_STATUS_LABELS: Record<TQuoteStatus, string> = {
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  SENT: 'Pending Response',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  DRAFT: 'Draft',
};

/** A SENT quote past valid_until shows as EXPIRED. */
export function effectiveQuoteStatus(status: TQuoteStatus, validUntil: string | null, today: string): TQuoteStatus {
  return status === 'SENT' && validUntil !== null && validUntil < today ? 'EXPIRED' : status;
}

/** Accept or reject only a SENT quote whose valid_until has not passed. */
export const isQuoteActionable = (status: TQuoteStatus, validUntil: string | null, today: string) => effectiveQuoteStatus(status, validUntil, today) === 'SENT';

/** Urgency by days to expiry: <=0 -> 10, 1 -> 9, <=3 -> 7, <=7 -> 5, <=14 -> 3, <=30 -> 1, else 0; none -> 0. */
export function quoteUrgency(validUntil: string | null, today: string): number {
  if (validUntil === null) return 0;
  const days = daysBetween(today, validUntil);
  if (days <= 0) return 10;
  if (days === 1) return 9;
  if (days <= 3) return 7;
  if (days <= 7) return 5;
  if (days <= 14) return 3;
  if (days <= 30) return 1;
  return 0;
}

/** SENT with 1 to 3 days left. */
export function isQuoteExpiringSoon(status: TQuoteStatus, validUntil: string | null, today: string): boolean {
  if (status !== 'SENT' || validUntil === null) return false;
  const days = daysBetween(today, validUntil);
  return days >= 1 && days <= 3;
}

/** Staff change, send or delete a quote only while it is a DRAFT; once sent it is the client's to answer. */
export const isQuoteDraft = (status: TQuoteStatus) => status === 'DRAFT';

/** A new version answers a quote the client turned down or let lapse; accepted, pending and cancelled ones get none. */
export function canMakeNewQuoteVersion(status: TQuoteStatus, validUntil: string | null, today: string): boolean {
  const shown = effectiveQuoteStatus(status, validUntil, today);
  return shown === 'REJECTED' || shown === 'EXPIRED';
}

/**
 * Where a quote's reminder points: the event's quotes, naming the quote, so that the reminder can be taken back when
 * the quote is answered or withdrawn (an accepted quote's "expires in 2 days ... Accept it" would mislead).
 */
export const quoteReminderLink = (eventId: number, quoteId: number) => `/events/${eventId}?tab=quotes&quote=${quoteId}`;
