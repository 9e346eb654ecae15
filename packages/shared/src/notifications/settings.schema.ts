import { z } from 'zod';

/**
 * Notification settings (the profile's quick action): which non-essential e-mails, SMS and panel notifications
 * a person receives. Essential ones (security, contracts, payments) always go and are not settings.
 */
export const OPTIONAL_KINDS = ['event_reminders', 'task_reminders', 'messages', 'marketing'] as const;
export type TOptionalKind = (typeof OPTIONAL_KINDS)[number];
export const ESSENTIAL_KINDS = ['security', 'contracts', 'payments'] as const;
export type TEssentialKind = (typeof ESSENTIAL_KINDS)[number];
export type TDeliveryKind = TOptionalKind | TEssentialKind;
export const DELIVERY_CHANNELS = ['email', 'sms', 'in_app'] as const;
export type TDeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

const ZChannels = z.object({ email: z.boolean(), sms: z.boolean(), in_app: z.boolean() });

export const ZNotificationSettings = z.object({
  event_reminders: ZChannels,
  task_reminders: ZChannels,
  messages: ZChannels,
  marketing: ZChannels,
  /** Off: no SMS at all except essential ones. */
  sms_enabled: z.boolean(),
  /** Always sent, whatever the settings say (read-only). */
  essential: z.array(z.enum(ESSENTIAL_KINDS)),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

const bool = (field: string) => z.boolean({ error: `${field} must be true or false` });
const ZChannelsPatch = z.strictObject({ email: bool('email').optional(), sms: bool('sms').optional(), in_app: bool('in_app').optional() });

/** PATCH /api/users/me/notification-settings/: any part of the settings; what is not given stays. */
export const ZNotificationSettingsPatch = z.strictObject({
  event_reminders: ZChannelsPatch.optional(),
  task_reminders: ZChannelsPatch.optional(),
  messages: ZChannelsPatch.optional(),
  marketing: ZChannelsPatch.optional(),
  sms_enabled: bool('sms_enabled').optional(),
});
export type TNotificationSettingsPatch = z.infer<typeof ZNotificationSettingsPatch>;
