import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import {
  ZAdminPrivacyRequest,
  ZDeclinePrivacyRequest,
  ZDeletionRequestCreate,
  ZMyDeletionRequest,
  ZPrivacyRequest,
  ZPrivacyRequestsQuery,
} from '@venue/shared/privacy/privacy-request.schema';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, authOf } from '../../plugins/auth';
import { exportOwnData } from './export.service';
import { confirmDeletion, declineDeletion, listPrivacyRequests, myDeletionRequest, requestDeletion } from './privacy.service';

const ZParams = z.object({ id: zId('Privacy request not found.') });

/** Data Privacy Act requests: the client's export and deletion request; the admins' decisions on deletion. */
export async function privacyRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const client = allow('portal:use');
  const admin = allow('admin:manage');

  app.get('/api/client/privacy/export/', client, async (request, reply) => {
    const { filename, stream } = await exportOwnData(ctx, authOf(request).user, actorOfRequest(request));
    return reply.type('application/zip').header('Content-Disposition', contentDisposition(filename)).header('Cache-Control', 'private, no-store').send(stream);
  });

  app.get('/api/client/privacy/deletion-request/', { ...client, schema: { response: { 200: ZMyDeletionRequest } } }, (request) =>
    myDeletionRequest(ctx, actorOfRequest(request)),
  );

  app.post(
    '/api/client/privacy/deletion-request/',
    { ...client, schema: { body: ZDeletionRequestCreate, response: { 201: ZPrivacyRequest } } },
    async (request, reply) => reply.code(201).send(await requestDeletion(ctx, authOf(request).user, actorOfRequest(request), request.ip, request.body.reason)),
  );

  app.get(
    '/api/admin/privacy-requests/',
    { ...admin, schema: { querystring: ZPrivacyRequestsQuery, response: { 200: zPaged(ZAdminPrivacyRequest) } } },
    async (request) => pagedReply(request.url, request.query, await listPrivacyRequests(ctx, request.query)),
  );

  app.post('/api/admin/privacy-requests/:id/confirm/', { ...admin, schema: { params: ZParams, response: { 200: ZPrivacyRequest } } }, (request) =>
    confirmDeletion(ctx, actorOfRequest(request), request.ip, request.params.id),
  );

  app.post(
    '/api/admin/privacy-requests/:id/decline/',
    { ...admin, schema: { params: ZParams, body: ZDeclinePrivacyRequest, response: { 200: ZPrivacyRequest } } },
    (request) => declineDeletion(ctx, actorOfRequest(request), request.ip, request.params.id, request.body.reason),
  );
}
