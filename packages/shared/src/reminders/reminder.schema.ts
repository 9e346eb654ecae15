import { z } from 'zod';
import { DELIVERY_CHANNELS } from '../notifications/settings.schema';
import { REMINDER_TYPES } from './reminder-types';

/** How many days ahead the staff screen lists reminders, today included. */
export const REMINDER_PREVIEW_DAYS = 7;

export const ZReminderType = z.enum(REMINDER_TYPES, { error: 'Unknown reminder type.' });

/** One reminder that goes out (or went out today) within the coming week, as the client's settings stand now. */
export const ZUpcomingReminder = z.object({
  type: ZReminderType,
  /** The venue day it goes out ('YYYY-MM-DD'). */
  day: z.string(),
  recipient: z.object({ id: z.number().int(), name: z.string() }),
  event: z.object({ id: z.number().int(), name: z.string() }),
  /** The reminder's own words, as the client reads them ("Invoice INV-2026-0042: ₱25,000.00 due December 10, 2026"). */
  summary: z.string(),
  /** The ways it reaches the client; empty when their settings turned them all off. */
  channels: z.array(z.enum(DELIVERY_CHANNELS)),
  /** Already sent (only today's can be). */
  sent: z.boolean(),
});
export type TUpcomingReminder = z.infer<typeof ZUpcomingReminder>;

export const ZReminderTypeSetting = z.object({ type: ZReminderType, enabled: z.boolean() });
export type TReminderTypeSetting = z.infer<typeof ZReminderTypeSetting>;

/** GET /api/staff/reminders/: the coming week's reminders of the types switched on, by day, and every type's switch. */
export const ZUpcomingReminders = z.object({
  from: z.string(),
  to: z.string(),
  reminders: z.array(ZUpcomingReminder),
  types: z.array(ZReminderTypeSetting),
});
export type TUpcomingReminders = z.infer<typeof ZUpcomingReminders>;

/** PATCH /api/staff/reminders/types/:type/: switch one type on or off for every process. */
export const ZReminderTypePatch = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export type TReminderTypePatch = z.infer<typeof ZReminderTypePatch>;
