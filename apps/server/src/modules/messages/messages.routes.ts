import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZCreateThreadRequest, ZMessage, ZMessagesUnreadCount, ZThread, ZThreadDetail, ZThreadsQuery } from '@venue/shared/messages/thread.schema';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import { openAttachment } from './attachments.service';
import { readMessageBody } from './message-upload';
import { listMessageThreads, messageThread, postMessage, requireThread, startThread, unreadMessageCount } from './messages.service';

const ZParams = z.object({ id: zId('Not found.') });

/**
 * Conversations between a client and the venue. The same calls serve both sides: a client reaches their own
 * threads, staff and admins every thread (the actor's scope); the venue's inbox is also under /api/staff/.
 */
export async function messagesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'signed-in');
  const me = actorOfRequest;

  app.get('/api/messages/threads/', { schema: { querystring: ZThreadsQuery, response: { 200: zPaged(ZThread) } } }, async (request) =>
    pagedReply(request.url, request.query, await listMessageThreads(ctx, me(request), request.query)),
  );
  app.get(
    '/api/staff/messages/threads/',
    { ...allow('venue:read'), schema: { querystring: ZThreadsQuery, response: { 200: zPaged(ZThread) } } },
    async (request) => pagedReply(request.url, request.query, await listMessageThreads(ctx, me(request), request.query)),
  );
  app.post('/api/messages/threads/', { schema: { body: ZCreateThreadRequest, response: { 201: ZThreadDetail } } }, async (request, reply) =>
    reply.code(201).send(await startThread(ctx, me(request), request.ip, request.body)),
  );
  app.get('/api/messages/unread_count/', { schema: { response: { 200: ZMessagesUnreadCount } } }, (request) => unreadMessageCount(ctx, me(request)));
  app.get('/api/messages/threads/:id/', { schema: { params: ZParams, response: { 200: ZThreadDetail } } }, (request) =>
    messageThread(ctx, me(request), request.params.id),
  );
  // JSON or multipart (with an optional file), so no body schema here: readMessageBody checks it either way.
  app.post('/api/messages/threads/:id/messages/', { schema: { params: ZParams, response: { 201: ZMessage } } }, async (request, reply) => {
    const actor = me(request);
    // Refuse before reading a byte for a conversation that is not the actor's.
    await requireThread(ctx, actor, request.params.id);
    const input = await readMessageBody(ctx, request);
    return reply.code(201).send(await postMessage(ctx, actor, request.ip, request.params.id, input));
  });
  app.get(
    '/api/messages/threads/:id/messages/:messageId/attachment/',
    { schema: { params: ZParams.extend({ messageId: zId('Not found.') }) } },
    async (request, reply) => {
      const file = await openAttachment(ctx, me(request), request.params.id, request.params.messageId);
      return reply
        .type(file.mime)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.name))
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
}
