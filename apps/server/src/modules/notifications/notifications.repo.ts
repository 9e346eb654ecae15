import { and, asc, desc, eq, gt, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { TNotification, TNotificationPriority, TNotificationType } from '@venue/shared/notifications/notification.schema';
import type { TTx } from '../../db/client';
import { countAll, paginate, type TPageRequest } from '../../db/paginate';
import { notifications, streamTickets, users } from '../../db/schema';

export interface TNewNotification {
  userId: number;
  type: TNotificationType;
  priority: TNotificationPriority;
  title: string;
  body: string;
  link: string | null;
}

const columns = {
  id: notifications.id,
  type: notifications.type,
  priority: notifications.priority,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};
interface TRow {
  id: number;
  type: TNotificationType;
  priority: TNotificationPriority;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

export const toNotification = (r: TRow): TNotification => ({
  id: r.id,
  type: r.type,
  priority: r.priority,
  title: r.title,
  body: r.body,
  link: r.link,
  is_read: r.readAt !== null,
  read_at: r.readAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/** The insert of a notification answering its id, not yet sent: for a caller that writes it with others (effects.insertAtEnd). */
export const notificationInsert = (tx: TTx, n: TNewNotification) => tx.insert(notifications).values(n).returning({ id: notifications.id });

export async function insertNotification(tx: TTx, n: TNewNotification): Promise<number> {
  const [row] = await notificationInsert(tx, n);
  return row!.id;
}

export interface TNotificationFilters {
  ordering: 'newest' | 'unread_first';
  unread?: boolean;
  type?: TNotificationType;
}

/** Everything a person's list shows is theirs: the owner filter is the user id, whatever the role. */
export function listNotifications(tx: TTx, userId: number, f: TNotificationFilters, page: TPageRequest) {
  const where = and(eq(notifications.userId, userId), f.unread ? isNull(notifications.readAt) : undefined, f.type ? eq(notifications.type, f.type) : undefined);
  const order: SQL[] = f.ordering === 'unread_first' ? [sql`(${notifications.readAt} is null) desc`, desc(notifications.id)] : [desc(notifications.id)];
  return paginate(
    page,
    async (w) =>
      (
        await tx
          .select(columns)
          .from(notifications)
          .where(where)
          .orderBy(...order)
          .limit(w.limit)
          .offset(w.offset)
      ).map(toNotification),
    async () => (await tx.select({ n: countAll }).from(notifications).where(where))[0]?.n ?? 0,
  );
}

export async function findNotification(tx: TTx, userId: number, id: number): Promise<TNotification | null> {
  const [row] = await tx
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

/** The notifications newer than `afterId`, oldest first (a stream's catch-up after a reconnect). */
export async function notificationsAfter(tx: TTx, userId: number, afterId: number, limit: number): Promise<TNotification[]> {
  const rows = await tx
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

export async function unreadCountOf(tx: TTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: countAll })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one read (keeping the first read time); answers it, or null when it is not this person's. */
export async function markRead(tx: TTx, userId: number, id: number): Promise<TNotification | null> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  return row ? toNotification(row) : null;
}

export async function markAllRead(tx: TTx, userId: number): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(tx: TTx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function insertStreamTicket(tx: TTx, t: { ticketHash: string; userId: number; sessionId: string; seconds: number }) {
  // Tickets nobody used are cleared as new ones are made: the table stays the size of a minute's tickets.
  await tx.delete(streamTickets).where(sql`${streamTickets.expiresAt} < now()`);
  await tx.insert(streamTickets).values({
    ticketHash: t.ticketHash,
    userId: t.userId,
    sessionId: t.sessionId,
    expiresAt: sql`now() + make_interval(secs => ${t.seconds})`,
  });
}

/** Spends a ticket: gone whether or not it was still valid; answers its holder when it was. */
export async function spendStreamTicket(tx: TTx, ticketHash: string): Promise<{ userId: number; sessionId: string } | null> {
  const [row] = await tx
    .delete(streamTickets)
    .where(eq(streamTickets.ticketHash, ticketHash))
    .returning({ userId: streamTickets.userId, sessionId: streamTickets.sessionId, live: sql<boolean>`${streamTickets.expiresAt} > now()` });
  return row?.live ? { userId: row.userId, sessionId: row.sessionId } : null;
}

/**
 * One notification for each of the venue's people who hear of what clients do (active staff and admins) but
 * `except`, in one statement: answers each new notification's id and owner.
 */
export async function insertForVenue(tx: TTx, n: Omit<TNewNotification, 'userId'>, except: number | null): Promise<{ id: number; user_id: number }[]> {
  const result = await tx.execute(sql`insert into ${notifications} (user_id, type, priority, title, body, link)
    select ${users.id}, ${n.type}, ${n.priority}, ${n.title}, ${n.body}, ${n.link}::text from ${users}
    where ${users.role} in ('staff', 'admin') and ${users.isActive} and ${users.id} is distinct from ${except}::int
    returning id, user_id`);
  return (result as unknown as { rows: { id: number; user_id: number }[] }).rows;
}

/** Deletes a person's notifications that point at these links, or at `older.link` under a title starting `older.title`. */
export async function deleteNotificationsLinked(tx: TTx, userId: number, links: string[], older?: { link: string; title: string }): Promise<number> {
  const rows = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(
          links.length ? inArray(notifications.link, links) : sql`false`,
          older ? and(eq(notifications.link, older.link), like(notifications.title, `${older.title}%`)) : sql`false`,
        ),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
