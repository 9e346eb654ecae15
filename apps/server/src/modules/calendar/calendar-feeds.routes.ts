import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeed, ZCalendarFeedLink } from '@venue/shared/accounts/calendar-feed.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { calendarFeedOf, clientFeed, FEED_CACHE_CONTROL, FEED_CONTENT_TYPE, makeCalendarFeed, turnOffCalendarFeed, venueFeed } from './calendar-feeds.service';

const ACCOUNT_FEED = '/api/account/calendar-feed/';
const ZFeedParams = z.object({ token: z.string() });

/**
 * Private calendar feeds (issue 40): each person's own iCalendar address, made, reset and turned off from their
 * profile. The feed addresses themselves are public routes: their token is the only key (a calendar app sends no
 * sign-in), checked by the service, and logs never show it (lib/log-redact.ts).
 */
export async function calendarFeedsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const own = allow('signed-in');
  const byToken = allow('guest');

  app.get(ACCOUNT_FEED, { ...own, schema: { response: { 200: ZCalendarFeed } } }, (request) => calendarFeedOf(ctx, actorOfRequest(request)));
  app.post(ACCOUNT_FEED, { ...own, schema: { response: { 201: ZCalendarFeedLink } } }, async (request, reply) =>
    reply.code(201).send(await makeCalendarFeed(ctx, actorOfRequest(request), request.ip)),
  );
  app.delete(ACCOUNT_FEED, own, async (request, reply) => {
    await turnOffCalendarFeed(ctx, actorOfRequest(request), request.ip);
    return reply.code(204).send();
  });

  app.get('/api/staff/calendar/feed/:token.ics', { ...byToken, schema: { params: ZFeedParams } }, async (request, reply) =>
    reply
      .type(FEED_CONTENT_TYPE)
      .header('Cache-Control', FEED_CACHE_CONTROL)
      .send(await venueFeed(ctx, request.params.token)),
  );
  app.get('/api/calendar/feed/:token.ics', { ...byToken, schema: { params: ZFeedParams } }, async (request, reply) =>
    reply
      .type(FEED_CONTENT_TYPE)
      .header('Cache-Control', FEED_CACHE_CONTROL)
      .send(await clientFeed(ctx, request.params.token)),
  );
}
