import { z } from 'zod';
import { ZInquiryFollowUp } from './inquiry.schema';
import { CONTRACT_STATUSES, EVENT_STATUSES, QUOTE_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '../enums';
import { ZPaymentToConfirm } from '../payments/offline-payments';
import { ZCareNote, ZPersonRef, ZOnlineQuoteRequest } from './staff-event.schema';

/** How far ahead Today looks for events, and how many items each of its lists carries at most. */
export const TODAY_DAYS_AHEAD = 30;
export const TODAY_LIST_LIMIT = 50;
/** How far back Today lists the bookings made online. */
export const NEW_BOOKING_DAYS = 7;

const ZEventRef = { event_id: z.number().int(), event_name: z.string(), client: ZPersonRef };

export const ZTodayEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  client: ZPersonRef,
  status: z.enum(EVENT_STATUSES),
  facility: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  guest_count: z.number().int().nullable(),
  /** What staff must not miss, for events starting within CARE_NOTE_DAYS (empty beyond). */
  care_notes: z.array(ZCareNote),
});

/** GET /api/staff/today/: what needs the venue's attention, each item with the ids a screen links with. */
export const ZStaffToday = z.object({
  /** The venue's day (PHT) the answer was computed for. */
  date: z.string(),
  /** Events not cancelled or completed that start within the next 30 days (or are running; listed under today), by first day. */
  upcoming_events: z.array(z.object({ date: z.string(), events: z.array(ZTodayEvent) })),
  /**
   * Quotes the booking wizard's visitors asked for and the venue has not answered yet (no quote sent for the event,
   * which is still to come and not cancelled), oldest first: the slot they asked for, the wizard's estimate, their message and how long the slot is held.
   */
  quote_requests: z.array(ZOnlineQuoteRequest.extend(ZEventRef)),
  /** Open inquiries whose next follow-up is today or was missed (the pipeline, issue 40), the most overdue first. */
  inquiry_follow_ups: z.array(ZInquiryFollowUp),
  /** SENT quotes the client has not answered yet (lapsed ones are left out). */
  quotes_awaiting_answer: z.array(
    z.object({
      id: z.number().int(),
      ...ZEventRef,
      version: z.number().int(),
      status: z.enum(QUOTE_STATUSES),
      sent_at: z.string().nullable(),
      valid_until: z.string().nullable(),
    }),
  ),
  /** Sent contracts still missing a signature: the client's, or the venue's countersignature. */
  contracts_awaiting_signature: z.array(
    z.object({
      id: z.number().int(),
      ...ZEventRef,
      status: z.enum(CONTRACT_STATUSES),
      waiting_for: z.enum(['CLIENT', 'VENUE']),
      sent_at: z.string().nullable(),
      valid_until: z.string().nullable(),
    }),
  ),
  /** Open tasks that wait on the client. */
  tasks_waiting_on_clients: z.array(
    z.object({
      id: z.number().int(),
      ...ZEventRef,
      title: z.string(),
      status: z.enum(TASK_STATUSES),
      priority: z.enum(TASK_PRIORITIES),
      due_date: z.string().nullable(),
    }),
  ),
  /** Bookings made and paid online in the last NEW_BOOKING_DAYS days, newest first (quote requests have their own list). */
  new_bookings: z.array(
    z.object({
      ...ZEventRef,
      booked_at: z.string(),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      start_date: z.string(),
      end_date: z.string(),
      total_price: z.string(),
    }),
  ),
  /** Conversations with client messages no one at the venue has read yet, the newest first. */
  unread_messages: z.array(
    z.object({ thread_id: z.number().int(), subject: z.string(), client: ZPersonRef, unread_count: z.number().int(), last_message_at: z.string() }),
  ),
  /** Bank transfers and payments at the venue the clients announced and the venue has not confirmed, newest first. */
  payments_to_confirm: z.array(ZPaymentToConfirm),
  /** Feedback the team has not responded to. */
  new_feedback: z.array(z.object({ id: z.number().int(), ...ZEventRef, overall_rating: z.number().int(), created_at: z.string() })),
});
export type TStaffToday = z.infer<typeof ZStaffToday>;
