import { z } from 'zod';
import { zId, zPage, zSingleLine } from '../common/input';

/** A file sent with a message: the same types and limit as event documents. */
export const ZMessageAttachment = z.object({
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** GET it with the bearer token. */
  download_url: z.string(),
});

export const ZMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  /** True when the venue wrote it; false for the client. */
  from_venue: z.boolean(),
  sender_name: z.string(),
  /** Strict-mode HTML (p, br, strong, b, em, i, u; no attributes): render it sanitized, with white-space: pre-wrap. */
  body: z.string(),
  attachment: ZMessageAttachment.nullable(),
  /** When the other side read it (null: not yet). */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZThread = z.object({
  id: z.number().int(),
  subject: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  message_count: z.number().int(),
  /** Messages from the other side the reader has not read. */
  unread_count: z.number().int(),
  last_message_preview: z.string(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type TThread = z.infer<typeof ZThread>;

/** GET /api/messages/threads/{id}/: the thread and every message, oldest first (reading it marks them read). */
export const ZThreadDetail = ZThread.extend({ messages: z.array(ZMessage) });
export type TThreadDetail = z.infer<typeof ZThreadDetail>;

/** GET /api/messages/threads/ (and the venue's inbox GET /api/staff/messages/threads/). */
export const ZThreadsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  event_id: zId().optional(),
  /** The venue's view only: one client's threads. */
  client_id: zId().optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});
export type TThreadsQuery = z.infer<typeof ZThreadsQuery>;

export const MAX_MESSAGE_LENGTH = 10_000;
const zBody = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`);

/** POST /api/messages/threads/: a client starts a conversation; the venue names the client it writes to. */
export const ZCreateThreadRequest = z.object({
  subject: zSingleLine(z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters')),
  body: zBody,
  event_id: zId('Choose a valid event').nullish(),
  client_id: zId('Choose a client').optional(),
});
export type TCreateThreadRequest = z.infer<typeof ZCreateThreadRequest>;

/** POST /api/messages/threads/{id}/messages/ as JSON; as multipart the same `body` field plus a `file` part. */
export const ZPostMessageRequest = z.object({ body: zBody });
export type TPostMessageRequest = z.infer<typeof ZPostMessageRequest>;

export const ZMessagesUnreadCount = z.object({ count: z.number().int(), threads: z.number().int() });

export const THREAD_NOT_FOUND = 'Conversation not found.';
export const THREAD_CLIENT_REQUIRED = 'Choose the client to write to.';
