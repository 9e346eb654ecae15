import type { ServerResponse } from 'node:http';
import type { TNotification } from '@venue/shared/notifications/notification.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { TContext } from '../../context';
import { currentUser } from '../accounts/accounts.service';
import { ACCOUNT_CHANGED } from '../../lib/sign-in-cache';
import { findNotification, notificationsAfter } from './notifications.repo';
import { NOTIFICATION_CREATED, NOTIFICATIONS_CHANGED } from './notifications.service';

/** A person rarely has more tabs than this; beyond it the oldest stream goes (bounded memory per account). */
export const MAX_STREAMS_PER_USER = 10;
/** At most this many notifications are replayed on reconnect; the panel lists the rest through the API. */
export const CATCH_UP_LIMIT = 200;
/** The reconnection delay a stream is given when its process shuts down (the usual one is 3 s, notifications.routes.ts). */
export const RECONNECT_AFTER_CLOSE_MS = 500;

interface TStream {
  res: ServerResponse;
  userId: number;
  sessionId: string;
  /** Ids already written, so a notification replayed by the catch-up and announced live goes once. */
  sent: Set<number>;
  /** Live notifications that arrive while the catch-up is read, written after it; null once it is done. */
  pending: TNotification[] | null;
}

export interface TStreamHub {
  /** Takes over an open response: replays what is newer than lastEventId, then pushes live notifications. */
  open(res: ServerResponse, holder: { userId: number; sessionId: string }, lastEventId: number | undefined): Promise<void>;
  /** Ends every stream (server shutdown): browsers reconnect to another process and catch up. */
  close(): void;
  /** Open streams (tests and metrics). */
  size(): number;
}

/**
 * The process's open notification streams, fed by the change bus: a notification committed by any process on
 * the database is announced there (LISTEN/NOTIFY on PostgreSQL, in process on PGlite), and the process that
 * holds a stream of that person reads it and writes it out. A lost bus connection may have dropped
 * announcements, so every stream is then closed and its browser reconnects with Last-Event-ID and catches up.
 */
export function createStreamHub(ctx: TContext, opts: { keepAliveMs: number; log: FastifyBaseLogger }): TStreamHub {
  const byUser = new Map<number, Set<TStream>>();
  let closed = false;

  const write = (s: TStream, chunk: string) => {
    if (!s.res.writableEnded) s.res.write(chunk);
  };
  const send = (s: TStream, n: TNotification) => {
    if (s.sent.has(n.id)) return;
    s.sent.add(n.id);
    if (s.sent.size > 1000) s.sent.delete(s.sent.values().next().value!);
    write(s, `id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`);
  };
  const end = (s: TStream) => {
    byUser.get(s.userId)?.delete(s);
    if (byUser.get(s.userId)?.size === 0) byUser.delete(s.userId);
    if (!s.res.writableEnded) s.res.end();
  };
  const streamsOf = (userId: number) => [...(byUser.get(userId) ?? [])];
  const everyStream = () => [...byUser.values()].flatMap((set) => [...set]);

  ctx.bus.subscribe(NOTIFICATION_CREATED, (payload) => {
    const [userId, id] = payload.split(':').map(Number);
    if (closed || !byUser.has(userId!)) return;
    void findNotification(ctx.db, userId!, id!).then(
      (n) => {
        if (!n) return; // deleted meanwhile
        for (const s of streamsOf(userId!)) {
          if (s.pending) s.pending.push(n);
          else send(s, n);
        }
      },
      (err: unknown) => opts.log.warn({ err }, 'could not read a new notification for its streams'),
    );
  });
  ctx.bus.subscribe(NOTIFICATIONS_CHANGED, (payload) => {
    for (const s of streamsOf(Number(payload))) write(s, 'event: changed\ndata: {}\n\n');
  });
  // Logout, password change, deactivation: a stream whose sign-in ended is closed.
  ctx.bus.subscribe(ACCOUNT_CHANGED, (payload) => {
    const userId = Number(payload);
    for (const s of streamsOf(userId)) {
      void currentUser(ctx, userId, s.sessionId).then(
        (user) => (user?.is_active ? undefined : end(s)),
        () => end(s),
      );
    }
  });
  ctx.bus.onReset(() => everyStream().forEach(end));

  const keepAlive = setInterval(() => everyStream().forEach((s) => write(s, ': keep-alive\n\n')), opts.keepAliveMs);
  keepAlive.unref();

  return {
    async open(res, holder, lastEventId) {
      if (closed) {
        res.end();
        return;
      }
      const s: TStream = { res, userId: holder.userId, sessionId: holder.sessionId, sent: new Set(), pending: [] };
      let set = byUser.get(s.userId);
      if (!set) byUser.set(s.userId, (set = new Set()));
      set.add(s);
      if (set.size > MAX_STREAMS_PER_USER) end(set.values().next().value!);
      res.on('close', () => end(s));
      // Registered before the catch-up is read, so nothing committed in between is missed.
      try {
        if (lastEventId !== undefined) for (const n of await notificationsAfter(ctx.db, s.userId, lastEventId, CATCH_UP_LIMIT)) send(s, n);
      } catch (err) {
        opts.log.warn({ err }, 'notification catch-up failed; closing the stream');
        end(s);
        return;
      }
      const live = s.pending ?? [];
      s.pending = null;
      live.sort((a, b) => a.id - b.id).forEach((n) => send(s, n));
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      // A restart: the browser comes back soon (to another process behind the proxy) and catches up by Last-Event-ID.
      everyStream().forEach((s) => {
        write(s, `retry: ${RECONNECT_AFTER_CLOSE_MS}\n\n`);
        end(s);
      });
    },
    size: () => everyStream().length,
  };
}
