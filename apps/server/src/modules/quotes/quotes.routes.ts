import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZAcceptQuoteRequest, ZQuote, ZQuotesQuery, ZRejectQuoteRequest } from '@venue/shared/quotes/quote.schema';
import { zId } from '@venue/shared/common/input';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { quotePdf } from '../../lib/pdf/quote-pdf';
import { actorOfRequest, authOf, declareAccess } from '../../plugins/auth';
import { contentDisposition } from '../../lib/content-disposition';
import { letterheadOf } from '../venue/venue.service';
import { listQuotes, quoteDetail } from './quote-read';
import { acceptQuote, rejectQuote } from './quotes.service';

const ZQuoteParams = z.object({ id: zId('Not found.') });

export async function quotesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');

  app.get('/api/sales/client/quotes/', { schema: { querystring: ZQuotesQuery, response: { 200: zPaged(ZQuote) } } }, async (request) => {
    return pagedReply(request.url, request.query, await listQuotes(ctx, actorOfRequest(request), request.query));
  });

  app.get('/api/sales/client/quotes/:id/', { schema: { params: ZQuoteParams, response: { 200: ZQuote } } }, (request) =>
    quoteDetail(ctx, actorOfRequest(request), request.params.id),
  );

  app.post('/api/sales/client/quotes/:id/accept/', { schema: { params: ZQuoteParams, body: ZAcceptQuoteRequest, response: { 200: ZQuote } } }, (request) =>
    acceptQuote(ctx, actorOfRequest(request), request.params.id, request.body.client_message),
  );

  app.post('/api/sales/client/quotes/:id/reject/', { schema: { params: ZQuoteParams, body: ZRejectQuoteRequest, response: { 200: ZQuote } } }, (request) =>
    rejectQuote(ctx, actorOfRequest(request), request.params.id, request.body.reason),
  );

  app.get('/api/sales/client/quotes/:id/download_pdf/', { schema: { params: ZQuoteParams } }, async (request, reply) => {
    const user = authOf(request).user;
    const quote = await quoteDetail(ctx, actorOfRequest(request), request.params.id);
    const pdf = await quotePdf(await letterheadOf(ctx), quote, {
      name: `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      phone: user.profile.phone,
      company: user.profile.company,
    });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition(`quote-${quote.id}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
