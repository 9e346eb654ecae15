import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import {
  FLOW_EDITOR_TEXT as T,
  ZCreateFlowRequest,
  ZFlowPreview,
  ZPreviewFlowRequest,
  ZSaveFlowRequest,
  ZStaffFlow,
  ZStaffFlowsResponse,
} from '@venue/shared/staff/booking-flows.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { createFlow, previewFlow, saveFlow, staffFlow, staffFlows } from './booking-flows-admin.service';

const ZParams = z.object({ id: zId(T.flowNotFound) });

/** Booking flows: staff read them and preview changes, only an admin creates or saves one. */
export async function bookingFlowsAdminRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = allow('venue:read');
  const write = allow('admin:manage');

  app.get('/api/staff/booking-flows/', { ...read, schema: { response: { 200: ZStaffFlowsResponse } } }, () => staffFlows(ctx));
  app.get('/api/staff/booking-flows/:id/', { ...read, schema: { params: ZParams, response: { 200: ZStaffFlow } } }, (request) =>
    staffFlow(ctx, request.params.id),
  );
  app.post('/api/staff/booking-flows/preview/', { ...read, schema: { body: ZPreviewFlowRequest, response: { 200: ZFlowPreview } } }, (request) =>
    previewFlow(ctx, request.body),
  );
  app.post('/api/admin/booking-flows/', { ...write, schema: { body: ZCreateFlowRequest, response: { 201: ZStaffFlow } } }, async (request, reply) =>
    reply.code(201).send(await createFlow(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.put('/api/admin/booking-flows/:id/', { ...write, schema: { params: ZParams, body: ZSaveFlowRequest, response: { 200: ZStaffFlow } } }, (request) =>
    saveFlow(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
}
