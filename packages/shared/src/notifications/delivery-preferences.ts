import {
  ESSENTIAL_KINDS,
  OPTIONAL_KINDS,
  type TDeliveryChannel,
  type TDeliveryKind,
  type TNotificationSettings,
  type TNotificationSettingsPatch,
  type TOptionalKind,
} from './settings.schema';

/** What a person receives before choosing: everything but marketing (opt-in), SMS only where it matters. */
export const DEFAULT_SETTINGS: TNotificationSettings = {
  event_reminders: { email: true, sms: true, in_app: true },
  task_reminders: { email: true, sms: false, in_app: true },
  messages: { email: true, sms: false, in_app: true },
  marketing: { email: false, sms: false, in_app: false },
  sms_enabled: true,
  essential: [...ESSENTIAL_KINDS],
};

export type TStoredPreferences = Partial<Record<TOptionalKind, Partial<Record<TDeliveryChannel, boolean>>> & { sms_enabled: boolean }>;

/** A deep copy of plain settings data (the shared package runs without Node's or the DOM's structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const isOptional = (kind: TDeliveryKind): kind is TOptionalKind => (OPTIONAL_KINDS as readonly string[]).includes(kind);
/** Security, contracts and payments: sent whatever the settings say. */
export const isEssential = (kind: TDeliveryKind) => !isOptional(kind);

/** The stored choices over the defaults (a choice the defaults do not know is ignored). */
export function settingsOf(stored: TStoredPreferences | null | undefined): TNotificationSettings {
  const s = copy(DEFAULT_SETTINGS);
  if (!stored) return s;
  for (const kind of OPTIONAL_KINDS) {
    for (const channel of ['email', 'sms', 'in_app'] as const) {
      const v = stored[kind]?.[channel];
      if (typeof v === 'boolean') s[kind][channel] = v;
    }
  }
  if (typeof stored.sms_enabled === 'boolean') s.sms_enabled = stored.sms_enabled;
  return s;
}

/** The choices to store after a PATCH: the stored ones with the patch's on top. */
export function applyPatch(stored: TStoredPreferences | null | undefined, patch: TNotificationSettingsPatch): TStoredPreferences {
  const next: TStoredPreferences = copy(stored ?? {});
  for (const kind of OPTIONAL_KINDS) {
    const p = patch[kind];
    if (p) next[kind] = { ...next[kind], ...Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === 'boolean')) };
  }
  if (typeof patch.sms_enabled === 'boolean') next.sms_enabled = patch.sms_enabled;
  return next;
}

/** Whether a message of this kind goes out on this channel: essential kinds always do; SMS also needs SMS on. */
export function allowsDelivery(settings: TNotificationSettings, kind: TDeliveryKind, channel: TDeliveryChannel): boolean {
  if (!isOptional(kind)) return true;
  if (channel === 'sms' && !settings.sms_enabled) return false;
  return settings[kind][channel];
}
