import { NOTIFICATION_NOT_FOUND, STREAM_TICKET_SECONDS, type TNotification, type TNotificationsQuery } from '@venue/shared/notifications/notification.schema';
import type { TNotificationPriority, TNotificationType } from '@venue/shared/notifications/notification.schema';
import type { TDeliveryKind } from '@venue/shared/notifications/settings.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secure-token';
import type { TEffects } from '../../lib/transaction';
import {
  deleteNotification,
  deleteNotificationsLinked,
  findNotification,
  insertForVenue,
  insertNotification,
  notificationInsert,
  insertStreamTicket,
  listNotifications,
  markAllRead,
  markRead,
  unreadCountOf,
} from './notifications.repo';
import { deliveryAllowed } from './settings.service';

/** Change-bus topics (payload "userId:notificationId" and "userId"): every process pushes them to its streams. */
export const NOTIFICATION_CREATED = 'notification_created';
export const NOTIFICATIONS_CHANGED = 'notifications_changed';

export interface TNewNotification {
  userId: number;
  type: TNotificationType;
  priority: TNotificationPriority;
  title: string;
  body?: string;
  /** A portal path to open ("/messages/thread/12"). */
  link?: string | null;
  /** For the person's settings: a non-essential kind they turned off in the panel is not stored. */
  kind?: TDeliveryKind;
}

/**
 * The producer other modules call inside their transaction: the notification is stored with their change and
 * announced on the change bus after the commit, so every process pushes it to that person's open streams.
 * Answers its id, or null when the person's settings turned this kind off.
 */
export async function notify(tx: TTx, effects: TEffects, n: TNewNotification): Promise<number | null> {
  if (n.kind && !(await deliveryAllowed(tx, n.userId, n.kind, 'in_app'))) return null;
  const id = await insertNotification(tx, newNotification(n));
  effects.publish(NOTIFICATION_CREATED, `${n.userId}:${id}`);
  return id;
}

/**
 * notify, written at the transaction's end with its other end inserts (effects.insertAtEnd) and announced once it
 * is: for a caller that reads no notification after it.
 */
export async function notifyAtEnd(tx: TTx, effects: TEffects, n: TNewNotification): Promise<void> {
  if (n.kind && !(await deliveryAllowed(tx, n.userId, n.kind, 'in_app'))) return;
  effects.insertAtEnd(notificationInsert(tx, newNotification(n)), (rows) => {
    for (const { id } of rows as { id: number }[]) effects.publish(NOTIFICATION_CREATED, `${n.userId}:${id}`);
  });
}

/** What is stored of a notification: its texts cut to their columns' lengths. */
const newNotification = (n: TNewNotification) => ({
  userId: n.userId,
  type: n.type,
  priority: n.priority,
  title: n.title.slice(0, 200),
  body: (n.body ?? '').slice(0, 1000),
  link: n.link ?? null,
});

/**
 * The same notification for every active staff and admin account (what clients do that the venue must see), in one
 * statement whatever the team's size. The venue's work reaches them whatever their panel settings (no `kind`).
 */
export async function notifyVenue(tx: TTx, effects: TEffects, n: Omit<TNewNotification, 'userId' | 'kind'>, except?: number): Promise<void> {
  const made = await insertForVenue(
    tx,
    { type: n.type, priority: n.priority, title: n.title.slice(0, 200), body: (n.body ?? '').slice(0, 1000), link: n.link ?? null },
    except ?? null,
  );
  for (const { id, user_id } of made) effects.publish(NOTIFICATION_CREATED, `${user_id}:${id}`);
}

export async function listOwnNotifications(ctx: TContext, actor: TActor, q: TNotificationsQuery) {
  const { rows, count } = await listNotifications(ctx.db, actor.userId, { ordering: q.ordering, unread: q.unread === 'true', type: q.type }, q);
  return { count, results: rows };
}

export async function ownNotification(ctx: TContext, actor: TActor, id: number): Promise<TNotification> {
  const found = await findNotification(ctx.db, actor.userId, id);
  if (!found) throw new AppError(404, NOTIFICATION_NOT_FOUND);
  return found;
}

export const unreadNotifications = async (ctx: TContext, actor: TActor) => ({ count: await unreadCountOf(ctx.db, actor.userId) });

/** Another tab or process of the same person hears of it and refreshes its panel. */
const changed = (effects: TEffects, actor: TActor) => effects.publish(NOTIFICATIONS_CHANGED, String(actor.userId));

export function markNotificationRead(ctx: TContext, actor: TActor, id: number): Promise<TNotification> {
  return ctx.transact(async (tx, effects) => {
    const n = await markRead(tx, actor.userId, id);
    if (!n) throw new AppError(404, NOTIFICATION_NOT_FOUND);
    changed(effects, actor);
    return n;
  });
}

export function markAllNotificationsRead(ctx: TContext, actor: TActor): Promise<{ marked: number }> {
  return ctx.transact(async (tx, effects) => {
    const marked = await markAllRead(tx, actor.userId);
    if (marked) changed(effects, actor);
    return { marked };
  });
}

export function removeNotification(ctx: TContext, actor: TActor, id: number): Promise<void> {
  return ctx.transact(async (tx, effects) => {
    if (!(await deleteNotification(tx, actor.userId, id))) throw new AppError(404, NOTIFICATION_NOT_FOUND);
    changed(effects, actor);
  });
}

/** A one-use ticket for EventSource, which cannot send the bearer header; kept as a hash, like refresh tokens. */
export async function issueStreamTicket(ctx: TContext, actor: TActor, sessionId: string) {
  const ticket = newToken();
  await ctx.transact((tx) => insertStreamTicket(tx, { ticketHash: sha256(ticket), userId: actor.userId, sessionId, seconds: STREAM_TICKET_SECONDS }));
  return { ticket, expires_in: STREAM_TICKET_SECONDS };
}

/**
 * Takes back what no longer holds (a reminder to accept a quote that was answered), inside the caller's transaction;
 * the person's open lists refresh after the commit.
 */
export async function retireNotifications(tx: TTx, effects: TEffects, userId: number, links: string[], older?: { link: string; title: string }) {
  if ((await deleteNotificationsLinked(tx, userId, links, older)) > 0) effects.publish(NOTIFICATIONS_CHANGED, String(userId));
}
