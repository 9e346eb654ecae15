import { z } from 'zod';
import { zDay, zId, zSingleLine } from '../common/input';
import { EVENT_STATUSES } from '../enums';
import { zInstant } from './staff-event.schema';

/** The longest span one calendar call answers (a quarter, so three months side by side fit in one call). */
export const CALENDAR_MAX_DAYS = 93;

export const CALENDAR_TEXT = {
  spanTooLong: `A calendar call covers at most ${CALENDAR_MAX_DAYS} days.`,
  toBeforeFrom: 'The end date must not be before the start date.',
  reasonRequired: 'Say why the space is blocked',
  reasonTooLong: 'Keep the reason under 200 characters',
  blockNotFound: 'Block not found.',
  /** What the public sees of a block: the time is taken, never why. */
  publicBlockName: 'Reserved',
} as const;

export const ZCalendarQuery = z
  .object({
    from: zDay('from must be a date (YYYY-MM-DD)'),
    to: zDay('to must be a date (YYYY-MM-DD)'),
    space: zId('space must be a space id').optional(),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_TEXT.toBeforeFrom });
    else if (days > CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_TEXT.spanTooLong });
  });
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

export const CALENDAR_ENTRY_KINDS = ['event', 'hold', 'block'] as const;
export type TCalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** Where a hold comes from: a visitor still in the wizard, or a quote request keeping the date for days. */
export const HOLD_SOURCES = ['wizard', 'quote_request'] as const;

/**
 * One thing on the venue's calendar. Times are Asia/Manila wall-clock with their offset; `blocked_from` and
 * `blocked_to` add the space's buffers (the time no one else can book). `link` is the console page that opens it.
 */
export const ZCalendarEntry = z.object({
  key: z.string(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  space: z.object({ id: z.number(), name: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  blocked_from: z.string(),
  blocked_to: z.string(),
  title: z.string(),
  /** An event's status; HELD for a hold, BLOCKED for a block. */
  status: z.union([z.enum(EVENT_STATUSES), z.literal('HELD'), z.literal('BLOCKED')]),
  status_display: z.string(),
  event_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Who the event or hold is for (the client, or the contact typed in the wizard), when known. */
  person: z.string().nullable(),
  link: z.string().nullable(),
  hold: z.object({ source: z.enum(HOLD_SOURCES), expires_at: z.string() }).nullable(),
  block: z.object({ id: z.number(), reason: z.string(), created_by: z.string().nullable() }).nullable(),
});
export type TCalendarEntry = z.infer<typeof ZCalendarEntry>;

export const ZCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  spaces: z.array(z.object({ id: z.number(), name: z.string(), is_active: z.boolean() })),
  entries: z.array(ZCalendarEntry),
});
export type TCalendarResponse = z.infer<typeof ZCalendarResponse>;

export const ZCreateBlockRequest = z.object({
  space: zId('Choose a space'),
  start: zInstant('Start'),
  end: zInstant('End'),
  reason: zSingleLine(z.string({ error: CALENDAR_TEXT.reasonRequired }).trim().min(1, CALENDAR_TEXT.reasonRequired).max(200, CALENDAR_TEXT.reasonTooLong)),
});
export type TCreateBlockRequest = z.infer<typeof ZCreateBlockRequest>;

export const ZBlock = z.object({
  id: z.number(),
  space: z.object({ id: z.number(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type TBlock = z.infer<typeof ZBlock>;

export const ZBlocksQuery = z.object({
  from: zDay('from must be a date (YYYY-MM-DD)').optional(),
  space: zId('space must be a space id').optional(),
});

/** The calendar's words for an entry's state: a draft event is the venue's tentative booking. */
export const CALENDAR_STATUS_TEXT: Record<TCalendarEntry['status'], string> = {
  DRAFT: 'Tentative',
  CONFIRMED: 'Confirmed',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  HELD: 'Held',
  BLOCKED: 'Blocked',
};
