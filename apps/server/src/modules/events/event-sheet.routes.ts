import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { ZClientEventSheet, ZEventSheet, ZEventSheetConfirmRequest, ZEventSheetUpdateRequest, ZSheetPdfQuery } from '@venue/shared/staff/event-sheet.schema';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { eventSheetPdf } from '../../lib/pdf/event-sheet-pdf';
import { actorOfRequest, allow } from '../../plugins/auth';
import { letterheadOf } from '../venue/venue.service';
import { clientEventSheet, confirmEventSheet, eventSheet, printEventSheet, saveEventSheet } from './event-sheet.service';

const ZEventParams = z.object({ id: zId('Event not found.') });
const read = allow('venue:read');
const write = allow('venue:write');
const portal = allow('portal:use');

/** The event sheet (issue 41): the venue's whole sheet and its PDF, and the client's version they confirm. */
export async function eventSheetRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/events/:id/sheet/', { ...read, schema: { params: ZEventParams, response: { 200: ZEventSheet } } }, (request) =>
    eventSheet(ctx, request.params.id),
  );

  app.put(
    '/api/staff/events/:id/sheet/',
    { ...write, schema: { params: ZEventParams, body: ZEventSheetUpdateRequest, response: { 200: ZEventSheet } } },
    (request) => saveEventSheet(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );

  // The browser's print button: the version on paper is the one later changes are compared with.
  app.post('/api/staff/events/:id/sheet/printed/', { ...write, schema: { params: ZEventParams, response: { 200: ZEventSheet } } }, (request) =>
    printEventSheet(ctx, request.params.id),
  );

  // A download is a print too: it marks the version printed (venue:read may print what it may read).
  app.get('/api/staff/events/:id/sheet.pdf', { ...read, schema: { params: ZEventParams, querystring: ZSheetPdfQuery } }, async (request, reply) => {
    const sheet = await printEventSheet(ctx, request.params.id);
    const pdf = await eventSheetPdf(await letterheadOf(ctx), sheet, request.query.paper);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition(`event-sheet-${sheet.event_id}-v${sheet.version}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/client/events/:id/sheet/', { ...portal, schema: { params: ZEventParams, response: { 200: ZClientEventSheet } } }, (request) =>
    clientEventSheet(ctx, actorOfRequest(request), request.params.id),
  );

  app.post(
    '/api/client/events/:id/sheet/confirm/',
    { ...portal, schema: { params: ZEventParams, body: ZEventSheetConfirmRequest, response: { 200: ZClientEventSheet } } },
    (request) => confirmEventSheet(ctx, actorOfRequest(request), request.params.id, request.body),
  );
}
