import type { TMetrics } from '../../lib/metrics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import {
  STREAM_TICKET_INVALID,
  ZMarkAllReadResponse,
  ZNotification,
  ZNotificationsQuery,
  ZStreamQuery,
  ZStreamTicket,
  ZUnreadCount,
} from '@venue/shared/notifications/notification.schema';
import { ZNotificationSettings, ZNotificationSettingsPatch } from '@venue/shared/notifications/settings.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, authOf, declareAccess } from '../../plugins/auth';
import {
  issueStreamTicket,
  listOwnNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  ownNotification,
  removeNotification,
  unreadNotifications,
} from './notifications.service';
import { changeNotificationSettings, notificationSettingsOf } from './settings.service';
import { openStream } from './stream.service';
import { createStreamHub } from './stream-hub';

const ZParams = z.object({ id: zId('Not found.') });

/** Anyone's own notifications (clients, staff and admins all have a panel) and their live stream. */
export async function notificationsRoutes(base: FastifyInstance, { ctx, metrics }: { ctx: TContext; metrics: TMetrics }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'signed-in');
  const me = actorOfRequest;

  app.get('/api/notifications/', { schema: { querystring: ZNotificationsQuery, response: { 200: zPaged(ZNotification) } } }, async (request) =>
    pagedReply(request.url, request.query, await listOwnNotifications(ctx, me(request), request.query)),
  );
  app.get('/api/notifications/unread_count/', { schema: { response: { 200: ZUnreadCount } } }, (request) => unreadNotifications(ctx, me(request)));
  app.get('/api/notifications/:id/', { schema: { params: ZParams, response: { 200: ZNotification } } }, (request) =>
    ownNotification(ctx, me(request), request.params.id),
  );
  app.post('/api/notifications/:id/mark_read/', { schema: { params: ZParams, response: { 200: ZNotification } } }, (request) =>
    markNotificationRead(ctx, me(request), request.params.id),
  );
  app.post('/api/notifications/mark_all_read/', { schema: { response: { 200: ZMarkAllReadResponse } } }, (request) =>
    markAllNotificationsRead(ctx, me(request)),
  );
  app.delete('/api/notifications/:id/', { schema: { params: ZParams } }, async (request, reply) => {
    await removeNotification(ctx, me(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/users/me/notification-settings/', { schema: { response: { 200: ZNotificationSettings } } }, (request) =>
    notificationSettingsOf(ctx, me(request)),
  );
  app.patch('/api/users/me/notification-settings/', { schema: { body: ZNotificationSettingsPatch, response: { 200: ZNotificationSettings } } }, (request) =>
    changeNotificationSettings(ctx, me(request), request.body),
  );

  app.post('/api/notifications/stream_ticket/', { schema: { response: { 201: ZStreamTicket } } }, async (request, reply) =>
    reply.code(201).send(await issueStreamTicket(ctx, me(request), authOf(request).sessionId)),
  );

  // Server-Sent Events. EventSource sends no Authorization header, so the ticket is the credential (checked
  // here, hence "guest" access); the response is taken over and stays open until the browser or the server ends it.
  const hub = createStreamHub(ctx, { keepAliveMs: ctx.config.sseKeepAliveMs, log: app.log });
  metrics.gauge('notification_streams_open', 'Live notification streams this process holds open', () => hub.size());
  app.addHook('preClose', async () => hub.close()); // before the server waits for open connections to end
  app.addHook('onClose', async () => hub.close());
  app.get('/api/notifications/stream/', { ...allow('guest'), schema: { querystring: ZStreamQuery } }, async (request, reply) => {
    const holder = request.query.ticket ? await openStream(ctx, request.query.ticket) : null;
    if (!holder) throw new AppError(401, STREAM_TICKET_INVALID);
    const header = Number(request.headers['last-event-id']);
    const lastEventId = Number.isSafeInteger(header) && header >= 0 ? header : request.query.last_event_id;
    reply.raw.setHeader('x-request-id', request.id); // a taken-over answer skips the onSend hook that sets it
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    await hub.open(reply.raw, holder, lastEventId);
  });
}
