import { cleanFileName } from '@venue/shared/common/file-name';
import { contentPreview } from '@venue/shared/communications/content-preview';
import {
  THREAD_CLIENT_REQUIRED,
  THREAD_NOT_FOUND,
  type TCreateThreadRequest,
  type TMessage,
  type TThread,
  type TThreadDetail,
  type TThreadsQuery,
} from '@venue/shared/messages/thread.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { sanitizeHtml } from '../../lib/sanitize-email-html';
import { checkAttachment, discardAttachment, type TStoredAttachment } from './attachments.service';
import { announceMessage } from './message-notices';
import { staffMailAnswered } from './staff-mail-limit';
import {
  activeClient,
  eventOfClient,
  findThread,
  insertMessage,
  insertThread,
  listThreads,
  markThreadRead,
  messagesOf,
  unreadMessages,
  unreadSideOf,
  type TMessageRow,
  type TThreadRow,
} from './messages.repo';

const toThread = (r: TThreadRow): TThread => ({
  id: r.id,
  subject: r.subject,
  client_id: r.clientId,
  client_name: r.clientName,
  event_id: r.eventId,
  event_name: r.eventName,
  message_count: r.messageCount,
  unread_count: r.unreadCount,
  last_message_preview: contentPreview(r.lastBody),
  last_message_at: r.lastMessageAt.toISOString(),
  created_at: r.createdAt.toISOString(),
});

const toMessage = (m: TMessageRow): TMessage => ({
  id: m.id,
  thread_id: m.threadId,
  from_venue: m.fromVenue,
  sender_name: m.senderName,
  body: m.body,
  attachment: m.attachmentName
    ? {
        // Names stored before the rule are cleaned on the way out too.
        name: cleanFileName(m.attachmentName),
        mime_type: m.attachmentMime ?? 'application/octet-stream',
        size: m.attachmentSize ?? 0,
        download_url: `/api/messages/threads/${m.threadId}/messages/${m.id}/attachment/`,
      }
    : null,
  read_at: m.readAt?.toISOString() ?? null,
  created_at: m.createdAt.toISOString(),
});

export async function listMessageThreads(ctx: TContext, actor: TActor, q: TThreadsQuery) {
  const { rows, count } = await listThreads(
    ctx.db,
    actor,
    { search: q.search || undefined, unread: q.unread === 'true', eventId: q.event_id, clientId: q.client_id },
    q,
  );
  return { count, results: rows.map(toThread) };
}

/** The conversation, or 404 when it does not exist or is another client's. */
export async function requireThread(ctx: TContext, actor: TActor, id: number): Promise<TThreadRow> {
  const thread = await findThread(ctx.db, actor, id);
  if (!thread) throw new AppError(404, THREAD_NOT_FOUND);
  return thread;
}

/** A conversation with every message; the reader's unread ones (from the other side) become read. */
export async function messageThread(ctx: TContext, actor: TActor, id: number): Promise<TThreadDetail> {
  const thread = await requireThread(ctx, actor, id);
  if (thread.unreadCount > 0)
    await ctx.transact(async (tx) => {
      await markThreadRead(tx, id, unreadSideOf(actor));
      // The venue has read the client's messages: the client's next one e-mails the staff again.
      if (actor.scope === 'all') await staffMailAnswered(tx, id);
    });
  return { ...toThread({ ...thread, unreadCount: 0 }), messages: (await messagesOf(ctx.db, id)).map(toMessage) };
}

export const unreadMessageCount = (ctx: TContext, actor: TActor) => unreadMessages(ctx.db, actor);

/** Message bodies are strict-mode HTML: simple emphasis at most, no links, images or attributes. */
async function safeBody(body: string) {
  const safe = await sanitizeHtml(body, 'strict');
  if (!contentPreview(safe)) throw badRequest('body', 'Message is required');
  return safe;
}

/** A client opens a conversation with the venue; the venue opens one with a client it names. */
export async function startThread(ctx: TContext, actor: TActor, ip: string, input: TCreateThreadRequest): Promise<TThreadDetail> {
  const fromVenue = actor.scope === 'all';
  const clientId = fromVenue ? input.client_id : actor.userId;
  if (!clientId) throw badRequest('client_id', THREAD_CLIENT_REQUIRED);
  if (fromVenue && !(await activeClient(ctx.db, clientId))) throw new AppError(404, 'Client not found.', { client_id: ['Client not found.'] });
  if (input.event_id && !(await eventOfClient(ctx.db, clientId, input.event_id))) throw badRequest('event_id', 'Choose one of the client’s events.');
  const body = await safeBody(input.body);
  const id = await ctx.transact(async (tx, effects) => {
    const threadId = await insertThread(tx, { clientId, eventId: input.event_id ?? null, subject: input.subject, createdByUserId: actor.userId });
    await insertMessage(tx, { threadId, senderUserId: actor.userId, senderName: actor.name, fromVenue, body, attachment: null });
    await announceMessage(ctx, tx, effects, { threadId, threadSubject: input.subject, fromVenue, senderName: actor.name, senderUserId: actor.userId, body });
    if (fromVenue)
      await recordAudit(tx, actor, ip, { action: 'message_thread.create', objectType: 'message_thread', objectId: threadId, after: { client_id: clientId } });
    return threadId;
  });
  const thread = (await findThread(ctx.db, actor, id))!;
  return { ...toThread(thread), messages: (await messagesOf(ctx.db, id)).map(toMessage) };
}

/** A new message in a conversation the actor may see; an attachment already stored goes with it or is removed. */
export async function postMessage(
  ctx: TContext,
  actor: TActor,
  ip: string,
  threadId: number,
  input: { body: string; file: TStoredAttachment | null },
): Promise<TMessage> {
  try {
    const thread = await requireThread(ctx, actor, threadId);
    const attachment = input.file ? checkAttachment(input.file) : null;
    const body = await safeBody(input.body);
    const fromVenue = actor.scope === 'all';
    return await ctx.transact(async (tx, effects) => {
      const message = await insertMessage(tx, { threadId, senderUserId: actor.userId, senderName: actor.name, fromVenue, body, attachment });
      // Answering is reading: what the other side wrote before is now read.
      await markThreadRead(tx, threadId, unreadSideOf(actor));
      await announceMessage(ctx, tx, effects, { threadId, threadSubject: thread.subject, fromVenue, senderName: actor.name, senderUserId: actor.userId, body });
      if (fromVenue)
        await recordAudit(tx, actor, ip, { action: 'message.create', objectType: 'message', objectId: message.id, after: { thread_id: threadId } });
      return toMessage(message);
    });
  } catch (err) {
    if (input.file) await discardAttachment(ctx, input.file.key);
    throw err;
  }
}
