import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { ZBlock, ZBlocksQuery, ZCalendarQuery, ZCalendarResponse, ZCreateBlockRequest } from '@venue/shared/staff/calendar.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { createBlock, listBlocks, removeBlock, venueCalendar } from './calendar.service';

const ZBlockParams = z.object({ id: zId() });

/** The venue's calendar by space (events, holds, blocks) and the blocks staff put on it (issue 40). */
export async function calendarRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = allow('venue:read');
  const write = allow('venue:write');
  app.get('/api/staff/calendar/', { ...read, schema: { querystring: ZCalendarQuery, response: { 200: ZCalendarResponse } } }, (request) =>
    venueCalendar(ctx, request.query),
  );
  app.get('/api/staff/calendar/blocks/', { ...read, schema: { querystring: ZBlocksQuery, response: { 200: z.array(ZBlock) } } }, (request) =>
    listBlocks(ctx, request.query),
  );
  app.post('/api/staff/calendar/blocks/', { ...write, schema: { body: ZCreateBlockRequest, response: { 201: ZBlock } } }, async (request, reply) =>
    reply.code(201).send(await createBlock(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.delete('/api/staff/calendar/blocks/:id/', { ...write, schema: { params: ZBlockParams } }, async (request, reply) => {
    await removeBlock(ctx, actorOfRequest(request), request.ip, request.params.id);
    return reply.code(204).send();
  });
}
