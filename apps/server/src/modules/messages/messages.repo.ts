import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { containsText, countAll, paginate, type TPageRequest } from '../../db/paginate';
import { events, messages, messageThreads, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';

/** Which side's messages the reader has to read: a client reads the venue's (true), the venue the client's. */
export const unreadSideOf = (actor: Pick<TActor, 'scope'>) => actor.scope === 'own';

export interface TThreadFilters {
  search?: string;
  unread?: boolean;
  eventId?: number;
  clientId?: number;
}

const threadColumns = (fromVenue: boolean) => ({
  id: messageThreads.id,
  subject: messageThreads.subject,
  clientId: messageThreads.clientId,
  clientName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  eventId: messageThreads.eventId,
  eventName: events.name,
  createdAt: messageThreads.createdAt,
  lastMessageAt: messageThreads.lastMessageAt,
  messageCount: sql<number>`(select count(*)::int from ${messages} m where m.thread_id = ${messageThreads.id})`,
  unreadCount: sql<number>`(select count(*)::int from ${messages} m where m.thread_id = ${messageThreads.id} and m.read_at is null and m.from_venue = ${fromVenue})`,
  lastBody: sql<string>`coalesce((select left(m.body, 300) from ${messages} m where m.thread_id = ${messageThreads.id} order by m.id desc limit 1), '')`,
});
export type TThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;

function threadWhere(actor: TActor, f: TThreadFilters): SQL | undefined {
  return and(
    ownedBy(actor, messageThreads.clientId),
    f.clientId ? eq(messageThreads.clientId, f.clientId) : undefined,
    f.eventId ? eq(messageThreads.eventId, f.eventId) : undefined,
    f.search ? containsText(messageThreads.subject, f.search) : undefined,
    f.unread
      ? sql`exists (select 1 from ${messages} m where m.thread_id = ${messageThreads.id} and m.read_at is null and m.from_venue = ${unreadSideOf(actor)})`
      : undefined,
  );
}

/** Most recently active first. */
export function listThreads(tx: TTx, actor: TActor, f: TThreadFilters, page: TPageRequest) {
  const where = threadWhere(actor, f);
  return paginate(
    page,
    (w) =>
      tx
        .select(threadColumns(unreadSideOf(actor)))
        .from(messageThreads)
        .innerJoin(users, eq(users.id, messageThreads.clientId))
        .leftJoin(events, eq(events.id, messageThreads.eventId))
        .where(where)
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(messageThreads).where(where))[0]?.n ?? 0,
  );
}

export async function findThread(tx: TTx, actor: TActor, id: number) {
  const [row] = await tx
    .select(threadColumns(unreadSideOf(actor)))
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.clientId))
    .leftJoin(events, eq(events.id, messageThreads.eventId))
    .where(and(eq(messageThreads.id, id), ownedBy(actor, messageThreads.clientId)));
  return row ?? null;
}

const messageColumns = {
  id: messages.id,
  threadId: messages.threadId,
  fromVenue: messages.fromVenue,
  senderName: messages.senderName,
  body: messages.body,
  attachmentName: messages.attachmentName,
  attachmentMime: messages.attachmentMime,
  attachmentSize: messages.attachmentSize,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};
export type TMessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

export const messagesOf = (tx: TTx, threadId: number) =>
  tx.select(messageColumns).from(messages).where(eq(messages.threadId, threadId)).orderBy(asc(messages.id));

/** The other side's unread messages of a thread become read; answers how many did. */
export async function markThreadRead(tx: TTx, threadId: number, fromVenue: boolean): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.threadId, threadId), eq(messages.fromVenue, fromVenue), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function insertThread(tx: TTx, t: { clientId: number; eventId: number | null; subject: string; createdByUserId: number }) {
  const [row] = await tx.insert(messageThreads).values(t).returning({ id: messageThreads.id });
  return row!.id;
}

export interface TNewMessage {
  threadId: number;
  senderUserId: number;
  senderName: string;
  fromVenue: boolean;
  body: string;
  attachment: { key: string; name: string; mime: string; size: number } | null;
}

export async function insertMessage(tx: TTx, m: TNewMessage): Promise<TMessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      threadId: m.threadId,
      senderUserId: m.senderUserId,
      senderName: m.senderName,
      fromVenue: m.fromVenue,
      body: m.body,
      attachmentKey: m.attachment?.key ?? null,
      attachmentName: m.attachment?.name ?? null,
      attachmentMime: m.attachment?.mime ?? null,
      attachmentSize: m.attachment?.size ?? null,
    })
    .returning(messageColumns);
  await tx
    .update(messageThreads)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(messageThreads.id, m.threadId));
  return row!;
}

/** Unread messages for the reader, and in how many threads. */
export async function unreadMessages(tx: TTx, actor: TActor) {
  const [row] = await tx
    .select({ count: countAll, threads: sql<number>`count(distinct ${messages.threadId})::int` })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(ownedBy(actor, messageThreads.clientId), eq(messages.fromVenue, unreadSideOf(actor)), isNull(messages.readAt)));
  return row ?? { count: 0, threads: 0 };
}

export async function attachmentOf(tx: TTx, actor: TActor, threadId: number, messageId: number) {
  const [row] = await tx
    .select({ key: messages.attachmentKey, name: messages.attachmentName, mime: messages.attachmentMime, size: messages.attachmentSize })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId), ownedBy(actor, messageThreads.clientId)));
  return row?.key ? { key: row.key, name: row.name ?? 'attachment', mime: row.mime ?? 'application/octet-stream', size: row.size ?? 0 } : null;
}

/** Which of these stored attachment keys a message still refers to (for the orphan sweep). */
export async function referencedAttachmentKeys(tx: TTx, keys: string[]): Promise<Set<string>> {
  const rows = await tx.select({ key: messages.attachmentKey }).from(messages).where(inArray(messages.attachmentKey, keys));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** A thread's client, as a message to them needs it. */
export async function clientOfThread(tx: TTx, threadId: number) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.clientId))
    .where(eq(messageThreads.id, threadId));
  return row ?? null;
}

/** An active client account (the venue starts a conversation with one). */
export async function activeClient(tx: TTx, clientId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, 'client'), eq(users.isActive, true)));
  return row ?? null;
}

export async function eventOfClient(tx: TTx, clientId: number, eventId: number) {
  const [row] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.clientId, clientId)));
  return row ?? null;
}

/** The venue's people who hear of a client's message. */
export const venueRecipients = (tx: TTx) =>
  tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.role, ['staff', 'admin']), eq(users.isActive, true)));
