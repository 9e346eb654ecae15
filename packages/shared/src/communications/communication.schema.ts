import { z } from 'zod';
import { zId, zPage, zSingleLine } from '../common/input';

/** Spec document 2, "Communication record": the channels, categories and delivery statuses. */
export const CHANNELS = ['EMAIL', 'SMS'] as const;
export type TChannel = (typeof CHANNELS)[number];
/** SYSTEM: account and security mail; AUTO: sent because something happened; MANUAL: written by the venue. */
export const CATEGORIES = ['SYSTEM', 'AUTO', 'MANUAL'] as const;
export type TCategory = (typeof CATEGORIES)[number];
/** PENDING until the server accepts it (SENT); DELIVERED when the channel reports it; BOUNCED on a permanent refusal. */
export const DELIVERY_STATUSES = ['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'BOUNCED'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the records table shows (spec: Subject/Template, Channel, Type, Content Preview, Status, Received). */
export const ZCommunicationRecord = z.object({
  id: z.number().int(),
  channel: z.enum(CHANNELS),
  category: z.enum(CATEGORIES),
  template_name: z.string(),
  subject: z.string(),
  /** Tags stripped, whitespace collapsed, the first 50 characters (and "..." when cut). */
  content_preview: z.string(),
  /** The venue person who wrote it, or the system sender. */
  sent_by_name: z.string(),
  /** The e-mail address or mobile number it went to. */
  recipient: z.string(),
  client_id: z.number().int().nullable(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  is_opened: z.boolean(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  opened_at: z.string().nullable(),
});
export type TCommunicationRecord = z.infer<typeof ZCommunicationRecord>;

/** The details dialog: the body as sanitized HTML for an e-mail (render it sanitized again), plain text for an SMS. */
export const ZCommunicationRecordDetail = ZCommunicationRecord.extend({
  body: z.string(),
  text_body: z.string(),
  /** Why the last attempt failed; shown to the venue only (null for clients). */
  last_error: z.string().nullable(),
  attempts: z.number().int(),
});
export type TCommunicationRecordDetail = z.infer<typeof ZCommunicationRecordDetail>;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) => z.enum(values, { error: `Choose a valid ${what}` }).optional();

/**
 * GET /api/communications/records/: the spec's filters. `status` and `delivery_status` are the same filter
 * (the spec's call names the first, its screen the second); `client_id` narrows the venue's view to one client.
 */
export const ZRecordsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  template_name: z.string().trim().max(100).optional(),
  channel: optionalEnum(CHANNELS, 'channel'),
  category: optionalEnum(CATEGORIES, 'category'),
  status: optionalEnum(DELIVERY_STATUSES, 'delivery status'),
  delivery_status: optionalEnum(DELIVERY_STATUSES, 'delivery status'),
  client_id: zId().optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});
export type TRecordsQuery = z.infer<typeof ZRecordsQuery>;

export const MAX_ANALYTICS_DAYS = 365;
export const ZAnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int('Days must be a whole number')
    .min(1, 'Days must be between 1 and 365')
    .max(MAX_ANALYTICS_DAYS, 'Days must be between 1 and 365')
    .default(30),
  template_name: z.string().trim().max(100).optional(),
  client_id: zId().optional(),
});
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

/** Every key present (zod 4's record of an enum is exhaustive), zero when nothing matched. */
const zCounts = <T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), z.number().int());

/**
 * GET /api/communications/records/analytics/?days=30: the window's records counted by channel, category and
 * status, the dashboard's summary figures (spec document 1: total sent, delivered, opened, open rate) and a
 * daily series in the venue's days (Asia/Manila), oldest first, every day present.
 */
export const ZRecordAnalytics = z.object({
  days: z.number().int(),
  total: z.number().int(),
  /** Accepted by the server: SENT or DELIVERED. */
  total_sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  /** Opened e-mails as a percentage of e-mails sent, one decimal (0 when none were sent). */
  open_rate: z.number(),
  by_channel: zCounts(CHANNELS),
  by_category: zCounts(CATEGORIES),
  by_status: zCounts(DELIVERY_STATUSES),
  daily: z.array(z.object({ date: z.string(), total: z.number().int(), sent: z.number().int(), opened: z.number().int(), failed: z.number().int() })),
});
export type TRecordAnalytics = z.infer<typeof ZRecordAnalytics>;

export const MANUAL_SUBJECT_REQUIRED = 'Subject is required for an e-mail.';
export const MANUAL_NO_PHONE = 'This client has no mobile number for SMS.';
export const MAX_SMS_LENGTH = 480;

/**
 * POST /api/communications/records/send_manual/ (venue only): a message to one client. An e-mail body is HTML,
 * sanitized in the e-mail mode when stored; an SMS body is plain text (at most 3 parts of 160 characters).
 */
export const ZSendManualRequest = z
  .object({
    client_id: zId('Choose a client'),
    channel: z.enum(CHANNELS, { error: 'Choose a valid channel' }).default('EMAIL'),
    subject: zSingleLine(z.string().trim().max(200, 'Subject must be at most 200 characters')).default(''),
    body: z.string().trim().min(1, 'Message is required').max(50_000, 'Message must be at most 50000 characters'),
    template_name: z.string().trim().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'EMAIL' && !v.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: MANUAL_SUBJECT_REQUIRED });
    if (v.channel === 'SMS' && v.body.length > MAX_SMS_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['body'], message: `An SMS must be at most ${MAX_SMS_LENGTH} characters` });
  });
export type TSendManualRequest = z.infer<typeof ZSendManualRequest>;

export const RECORD_NOT_FOUND = 'Communication record not found.';
export const ONLY_RECIPIENT_MARKS = 'Only the recipient can mark a record as read or unread.';
