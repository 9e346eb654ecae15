import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import { QUOTE_NOT_FOUND } from '@venue/shared/quotes/quote.schema';
import { QUOTE_MESSAGES, ZCreateQuoteRequest, ZStaffQuote, ZStaffQuotesQuery, ZUpdateQuoteRequest } from '@venue/shared/quotes/staff-quote.schema';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { pagedReply } from '../../lib/paging';
import { quotePdf } from '../../lib/pdf/quote-pdf';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import { letterheadOf } from '../venue/venue.service';
import {
  changeQuote,
  createQuote,
  deleteDraftQuote,
  newQuoteVersion,
  quoteClientContact,
  sendQuote,
  staffQuoteDetail,
  staffQuoteList,
} from './staff-quotes.service';

const ZParams = z.object({ id: zId(QUOTE_NOT_FOUND) });
const ZEventParams = z.object({ id: zId(QUOTE_MESSAGES.eventNotFound) });
const write = allow('venue:write');

/** The venue's quote calls (staff console); the client answers through /api/sales/client/quotes/. */
export async function staffQuotesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'venue:read');

  app.get('/api/staff/quotes/', { schema: { querystring: ZStaffQuotesQuery, response: { 200: zPaged(ZStaffQuote) } } }, async (request) =>
    pagedReply(request.url, request.query, await staffQuoteList(ctx, actorOfRequest(request), request.query)),
  );
  app.get('/api/staff/quotes/:id/', { schema: { params: ZParams, response: { 200: ZStaffQuote } } }, (request) =>
    staffQuoteDetail(ctx, actorOfRequest(request), request.params.id),
  );
  app.post(
    '/api/staff/events/:id/quotes/',
    { ...write, schema: { params: ZEventParams, body: ZCreateQuoteRequest, response: { 201: ZStaffQuote } } },
    async (request, reply) => reply.code(201).send(await createQuote(ctx, actorOfRequest(request), request.ip, request.params.id, request.body)),
  );
  app.patch('/api/staff/quotes/:id/', { ...write, schema: { params: ZParams, body: ZUpdateQuoteRequest, response: { 200: ZStaffQuote } } }, (request) =>
    changeQuote(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.delete('/api/staff/quotes/:id/', { ...write, schema: { params: ZParams } }, async (request, reply) => {
    await deleteDraftQuote(ctx, actorOfRequest(request), request.ip, request.params.id);
    return reply.code(204).send();
  });
  app.post('/api/staff/quotes/:id/send/', { ...write, schema: { params: ZParams, response: { 200: ZStaffQuote } } }, (request) =>
    sendQuote(ctx, actorOfRequest(request), request.ip, request.params.id),
  );
  app.post('/api/staff/quotes/:id/new-version/', { ...write, schema: { params: ZParams, response: { 201: ZStaffQuote } } }, async (request, reply) =>
    reply.code(201).send(await newQuoteVersion(ctx, actorOfRequest(request), request.ip, request.params.id)),
  );
  app.get('/api/staff/quotes/:id/download_pdf/', { schema: { params: ZParams } }, async (request, reply) => {
    const quote = await staffQuoteDetail(ctx, actorOfRequest(request), request.params.id);
    const pdf = await quotePdf(await letterheadOf(ctx), quote, await quoteClientContact(ctx, quote.id));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition(`quote-${quote.id}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
