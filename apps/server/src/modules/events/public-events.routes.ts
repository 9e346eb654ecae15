import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailabilityQuery, ZAvailabilityResponse, ZEventTypesResponse } from '@venue/shared/events/availability.schema';
import type { TContext } from '../../context';
import { allow } from '../../plugins/auth';
import { heldCalendarEntries } from '../booking/holds.service';
import { publicBlockEntries } from '../calendar/calendar.service';
import { eventTypesFor } from './public-event-types.service';
import { listPublicEvents } from './public-events.repo';

export async function publicEventsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events/public/availability/',
    { ...allow('guest'), schema: { querystring: ZAvailabilityQuery, response: { 200: ZAvailabilityResponse } } },
    async (request) => [
      ...(await listPublicEvents(ctx.db, request.query)),
      ...(await heldCalendarEntries(ctx, request.query)),
      ...(await publicBlockEntries(ctx, request.query)),
    ],
  );

  // Visitors are offered the active types they can book; the staff console's event forms ask for every type.
  app.get(
    '/api/events/event-types/',
    { ...allow('guest'), schema: { querystring: z.object({ all: z.enum(['true', 'false']).optional() }), response: { 200: ZEventTypesResponse } } },
    (request) => eventTypesFor(ctx, request.query.all === 'true'),
  );
}
