import { z } from 'zod';
import { CHANNELS } from './communication.schema';

/** Spec document 1, "Communication": a record as the dashboard's highlights show it. */
export const ZDigestRecord = z.object({
  id: z.number().int(),
  channel: z.enum(CHANNELS),
  subject: z.string(),
  created_at: z.string(),
  is_opened: z.boolean(),
});

/**
 * The dashboard's Communication Highlights and Communication Summary: the 5 newest records (the screen shows 3),
 * the analytics figures over the last 30 venue days (as GET .../records/analytics/ answers them by default) and
 * the unread counts of records, notifications and messages.
 */
export const ZCommunicationDigest = z.object({
  recent_records: z.array(ZDigestRecord),
  summary: z.object({
    days: z.number().int(),
    total_sent: z.number().int(),
    delivered: z.number().int(),
    opened: z.number().int(),
    open_rate: z.number(),
  }),
  /** E-mails sent to the client and not opened yet. */
  unread_records: z.number().int(),
  unread_notifications: z.number().int(),
  unread_messages: z.number().int(),
});
export type TCommunicationDigest = z.infer<typeof ZCommunicationDigest>;
export const DIGEST_RECENT_RECORDS = 5;
export const DIGEST_DAYS = 30;
