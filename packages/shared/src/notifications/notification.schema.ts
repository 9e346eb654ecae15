import { z } from 'zod';
import { zPage } from '../common/input';

/** Spec document 2, "Notification panel": the types and priorities. */
export const NOTIFICATION_TYPES = ['event', 'payment', 'message', 'system'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TNotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  body: z.string(),
  /** A path in the portal to open (e.g. /messages/thread/12), or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `ordering`: newest first (the default), or unread ones first and then newest. `unread=true` lists only unread. */
export const ZNotificationsQuery = z.object({
  ordering: z.enum(['newest', 'unread_first'], { error: 'Choose newest or unread_first' }).default('newest'),
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  type: z.enum(NOTIFICATION_TYPES, { error: 'Choose a valid notification type' }).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;

export const ZUnreadCount = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZMarkAllReadResponse = z.object({ marked: z.number().int() });

/**
 * POST /api/notifications/stream_ticket/: EventSource cannot send an Authorization header, so the stream is
 * opened with a ticket: valid 60 seconds, good for one stream.
 */
export const ZStreamTicket = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type TStreamTicket = z.infer<typeof ZStreamTicket>;
export const STREAM_TICKET_SECONDS = 60;

/**
 * GET /api/notifications/stream/?ticket=...: Server-Sent Events. `event: notification` (id = the
 * notification's id, data = a TNotification) for each new one; `event: changed` (no id, data {}) when some were
 * read or deleted elsewhere; comment lines as keep-alive. After a reconnect, `Last-Event-ID` (the browser sends
 * it) or `last_event_id` first replays every newer notification.
 */
export const ZStreamQuery = z.object({
  ticket: z.string().max(200).optional(),
  last_event_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
export const STREAM_TICKET_INVALID = 'The stream ticket is missing, used or expired.';
