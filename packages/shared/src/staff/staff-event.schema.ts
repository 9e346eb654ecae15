import { z } from 'zod';
import { zDay, zId, zPage, zSingleLine } from '../common/input';
import { EVENT_STATUSES, PAYMENT_STATUSES } from '../enums';
import { ZEventItem } from '../events/event-items.schema';
import { ZEventPreferences } from '../events/event.schema';
import { ZAnswerFile } from '../events/questionnaire.schema';

/** Instants travel as ISO 8601 with an offset (2026-12-05T16:00:00+08:00 or ...Z); years 2000-2100. */
export const zInstant = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time with its offset, e.g. 2026-12-05T16:00:00+08:00` }))
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    }, `${label} must be between the years 2000 and 2100`);

export const zGuests = z
  .number({ error: 'Guest count must be a whole number' })
  .int('Guest count must be a whole number')
  .min(1, 'Guest count must be at least 1')
  .max(100_000, 'Guest count must be at most 100000');
const zEventName = zSingleLine(
  z
    .string({ error: 'Event name is required' })
    .trim()
    .min(1, { error: 'Event name is required', abort: true })
    .max(200, 'Event name must be at most 200 characters'),
);

/** GET /api/staff/events/ */
export const ZStaffEventsQuery = z.object({
  client: zId('Choose a valid client').optional(),
  status: z.enum(EVENT_STATUSES, { error: 'Choose a valid event status' }).optional(),
  facility: zId('Choose a valid facility').optional(),
  /** Events on or after this PHT day (any of their days). */
  from: zDay('From must be a date (YYYY-MM-DD)').optional(),
  /** Events on or before this PHT day. */
  to: zDay('To must be a date (YYYY-MM-DD)').optional(),
  /** Event name, client name, e-mail or company. */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  /** "My events" (issue 41): only the events whose coordinator is the signed-in staff member. */
  coordinator: z.enum(['me'], { error: 'Coordinator must be "me"' }).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TStaffEventsQuery = z.infer<typeof ZStaffEventsQuery>;

/** POST /api/staff/events/ */
export const ZStaffEventCreateRequest = z.object({
  client_id: zId('Choose a client'),
  event_type_id: zId('Choose an event type'),
  name: zEventName,
  facility_id: zId('Choose a facility'),
  starts_at: zInstant('Start'),
  ends_at: zInstant('End'),
  guest_count: zGuests.nullable().default(null),
  /** Becomes the event's first note, internal to the venue. */
  notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').default(''),
});
export type TStaffEventCreateRequest = z.input<typeof ZStaffEventCreateRequest>;

/** PATCH /api/staff/events/{id}/: only the fields sent change; schedule changes are checked again as a whole. */
export const ZStaffEventUpdateRequest = z.object({
  event_type_id: zId('Choose an event type').optional(),
  name: zEventName.optional(),
  facility_id: zId('Choose a facility').optional(),
  starts_at: zInstant('Start').optional(),
  ends_at: zInstant('End').optional(),
  guest_count: zGuests.nullable().optional(),
  current_stage_name: zSingleLine(z.string().trim().max(100, 'Stage must be at most 100 characters')).nullable().optional(),
  total_price: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Total price must be an amount with at most 2 decimals')
    .optional(),
});
export type TStaffEventUpdateRequest = z.input<typeof ZStaffEventUpdateRequest>;

/** POST /api/staff/events/{id}/status/ */
export const ZStaffEventStatusRequest = z.object({
  status: z.enum(EVENT_STATUSES, { error: 'Choose a valid event status' }),
  /** Shown to the client on the event's timeline. */
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
});
export type TStaffEventStatusRequest = z.input<typeof ZStaffEventStatusRequest>;

export const ZPersonRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** An event as the venue's lists show it. */
export const ZStaffEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  client: ZPersonRef,
  event_type_id: z.number().int(),
  event_type_name: z.string(),
  status: z.enum(EVENT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  facility: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Null only for events booked before facilities existed. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  guest_count: z.number().int().nullable(),
  current_stage_name: z.string().nullable(),
  total_price: z.string(),
  tasks_count: z.number().int(),
  completed_tasks_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TStaffEvent = z.infer<typeof ZStaffEvent>;

/**
 * A quote the booking wizard's visitor asked for: the slot, the wizard's estimate, their message and until when the
 * slot is held. Answered once the event has been sent a quote (a draft is not an answer).
 */
export const ZOnlineQuoteRequest = z.object({
  id: z.number().int(),
  facility: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  estimate: z.string(),
  message: z.string(),
  hold_until: z.string().nullable(),
  created_at: z.string(),
});
export type TOnlineQuoteRequest = z.infer<typeof ZOnlineQuoteRequest>;

/** An answer staff must not miss (events/question-purpose.ts): an allergy, an accessibility need, an overnight stay. */
export const ZCareNote = z.object({ label: z.string(), text: z.string() });

/**
 * GET /api/staff/events/:id/answers/: the event's questionnaires as staff read them, answers in words. A file
 * answer reads as the file's name and carries the file, whose download_url is the staff route's.
 */
export const ZStaffEventAnswers = z.array(
  z.object({
    questionnaire: z.string(),
    answers: z.array(z.object({ question: z.string(), answer: z.string().nullable(), care: z.boolean(), file: ZAnswerFile.optional() })),
  }),
);
export type TStaffEventAnswers = z.infer<typeof ZStaffEventAnswers>;

export const ZStaffEventDetail = ZStaffEvent.extend({
  preferences: ZEventPreferences,
  /** The answers that matter for safety or service, and the special requests (shown flagged above the tabs). */
  care_notes: z.array(ZCareNote),
  /** The statuses this event may move to now (shared event-status rule). */
  next_statuses: z.array(z.enum(EVENT_STATUSES)),
  notes_count: z.number().int(),
  internal_notes_count: z.number().int(),
  documents_count: z.number().int(),
  has_feedback: z.boolean(),
  feedback_has_response: z.boolean(),
  /** The quote request the event was made from (booked online as a quote), null for any other event. */
  quote_request: ZOnlineQuoteRequest.extend({ answered: z.boolean() }).nullable(),
  /** The packages and add-ons chosen in the booking wizard, as priced there; empty for an event staff booked. */
  booked_items: z.array(ZEventItem),
  /** The Terms of Service and Privacy Policy versions the client accepted when booking online; null otherwise. */
  booking_consent: z.object({ terms_version: z.number().int(), privacy_version: z.number().int(), accepted_at: z.string() }).nullable(),
});
export type TStaffEventDetail = z.infer<typeof ZStaffEventDetail>;

export const CLIENT_NOT_FOUND = 'Client not found.';
export const EVENT_TYPE_NOT_FOUND = 'Choose a valid event type';
export const EVENT_FINAL = 'A completed or cancelled event cannot be changed.';
