import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { ZFeedbackWebsiteRequest, ZPublicReviews } from '@venue/shared/site/pages.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { showFeedbackOnWebsite, websiteReviews } from './reviews.service';

/** /reviews reads the feedback the venue shows; staff choose which (issue 27, point 2). */
export async function reviewsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/site/reviews/', { ...allow('guest'), schema: { response: { 200: ZPublicReviews } } }, () => websiteReviews(ctx));
  app.put(
    '/api/staff/events/:id/feedback/website/',
    {
      ...allow('venue:write'),
      schema: { params: z.object({ id: zId('Event not found.') }), body: ZFeedbackWebsiteRequest, response: { 200: ZFeedbackWebsiteRequest } },
    },
    (request) => showFeedbackOnWebsite(ctx, actorOfRequest(request), request.ip, request.params.id, request.body.shown_on_website),
  );
}
