import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import { CONTRACT_NOT_FOUND } from '@venue/shared/contracts/contract.schema';
import {
  CONTRACT_MESSAGES,
  ZCountersignContractRequest,
  ZCreateContractRequest,
  ZStaffContract,
  ZStaffContractsQuery,
  ZVoidContractRequest,
} from '@venue/shared/contracts/staff-contract.schema';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import { signedContractPdfFor } from './contracts.service';
import { countersign, generateContract, sendContract, staffContractDetail, staffContractList, voidContract } from './staff-contracts.service';

const ZParams = z.object({ id: zId(CONTRACT_NOT_FOUND) });
const ZEventParams = z.object({ id: zId(CONTRACT_MESSAGES.eventNotFound) });
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });
const write = allow('venue:write');

/** The venue's contract calls (staff console); the client reads and signs through /api/contracts/client/. */
export async function staffContractsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'venue:read');

  app.get('/api/staff/contracts/', { schema: { querystring: ZStaffContractsQuery, response: { 200: zPaged(ZStaffContract) } } }, async (request) =>
    pagedReply(request.url, request.query, await staffContractList(ctx, actorOfRequest(request), request.query)),
  );
  app.get('/api/staff/contracts/:id/', { schema: { params: ZParams, response: { 200: ZStaffContract } } }, (request) =>
    staffContractDetail(ctx, actorOfRequest(request), request.params.id),
  );
  app.post(
    '/api/staff/events/:id/contracts/',
    { ...write, schema: { params: ZEventParams, body: ZCreateContractRequest, response: { 201: ZStaffContract } } },
    async (request, reply) => reply.code(201).send(await generateContract(ctx, actorOfRequest(request), meta(request), request.params.id, request.body)),
  );
  app.post('/api/staff/contracts/:id/send/', { ...write, schema: { params: ZParams, response: { 200: ZStaffContract } } }, (request) =>
    sendContract(ctx, actorOfRequest(request), meta(request), request.params.id),
  );
  app.post(
    '/api/staff/contracts/:id/countersign/',
    { ...write, schema: { params: ZParams, body: ZCountersignContractRequest, response: { 200: ZStaffContract } } },
    (request) => countersign(ctx, actorOfRequest(request), meta(request), request.params.id, request.body),
  );
  app.post(
    '/api/staff/contracts/:id/void/',
    { ...write, schema: { params: ZParams, body: ZVoidContractRequest, response: { 200: ZStaffContract } } },
    (request) => voidContract(ctx, actorOfRequest(request), meta(request), request.params.id, request.body.reason),
  );
  app.get('/api/staff/contracts/:id/download_pdf/', { schema: { params: ZParams } }, async (request, reply) => {
    const { name, pdf } = await signedContractPdfFor(ctx, actorOfRequest(request), request.params.id, request.log);
    return reply.type('application/pdf').header('Content-Disposition', contentDisposition(name)).header('Cache-Control', 'private, no-store').send(pdf);
  });
}
