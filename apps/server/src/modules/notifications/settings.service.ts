import { allowsDelivery, applyPatch, isEssential, settingsOf } from '@venue/shared/notifications/delivery-preferences';
import type { TDeliveryChannel, TDeliveryKind, TNotificationSettings, TNotificationSettingsPatch } from '@venue/shared/notifications/settings.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { lockPreferences, savePreferences, storedPreferences } from './settings.repo';

export async function notificationSettingsOf(ctx: TContext, actor: TActor): Promise<TNotificationSettings> {
  return settingsOf(await storedPreferences(ctx.db, actor.userId));
}

/** Two tabs saving at once both land: the row is locked while the patch is merged into it. */
export function changeNotificationSettings(ctx: TContext, actor: TActor, patch: TNotificationSettingsPatch): Promise<TNotificationSettings> {
  return ctx.transact(async (tx) => {
    const next = applyPatch(await lockPreferences(tx, actor.userId), patch);
    await savePreferences(tx, actor.userId, next);
    return settingsOf(next);
  });
}

/**
 * Whether this person receives this kind of message on this channel (the producers' question: the outbox for
 * e-mail and SMS, notify() for the panel). Essential kinds never ask the database.
 */
export async function deliveryAllowed(tx: TTx, userId: number, kind: TDeliveryKind, channel: TDeliveryChannel): Promise<boolean> {
  if (isEssential(kind)) return true;
  return allowsDelivery(settingsOf(await storedPreferences(tx, userId)), kind, channel);
}
