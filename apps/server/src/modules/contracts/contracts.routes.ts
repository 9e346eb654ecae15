import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zPaged } from '@venue/shared/common/paged.schema';
import {
  ZContract,
  ZContractEvent,
  ZContractSignature,
  ZContractsQuery,
  ZContractStatusResponse,
  ZPendingSignatures,
  ZSignaturesQuery,
  ZSignContractRequest,
  ZVerifyResponse,
} from '@venue/shared/contracts/contract.schema';
import { zId } from '@venue/shared/common/input';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import {
  contractDetail,
  contractHistory,
  contractSignaturesOf,
  listContracts,
  mySignatures,
  pendingSignatures,
  signContract,
  signedContractPdfFor,
  verifyHash,
} from './contracts.service';

const ZParams = z.object({ id: zId('Not found.') });
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });
const ROOT = '/api/contracts/client';

export async function contractsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Public: anyone holding a certificate can check it; the answer carries no personal data.
  app.get(
    '/api/contracts/verify/:hash/',
    {
      ...allow('guest'),
      schema: { params: z.object({ hash: z.string().regex(/^[a-f0-9]{64}$/, 'Not a SHA-256 fingerprint') }), response: { 200: ZVerifyResponse } },
    },
    (request) => verifyHash(ctx, request.params.hash),
  );

  await app.register(async (signed) => {
    const r = signed.withTypeProvider<ZodTypeProvider>();
    declareAccess(signed, 'portal:use');

    r.get(`${ROOT}/contracts/`, { schema: { querystring: ZContractsQuery, response: { 200: zPaged(ZContract) } } }, async (request) => {
      return pagedReply(request.url, request.query, await listContracts(ctx, actorOfRequest(request), request.query));
    });

    r.get(`${ROOT}/contracts/pending_signatures/`, { schema: { response: { 200: ZPendingSignatures } } }, (request) =>
      pendingSignatures(ctx, actorOfRequest(request)),
    );

    r.get(`${ROOT}/contracts/:id/`, { schema: { params: ZParams, response: { 200: ZContract } } }, (request) =>
      contractDetail(ctx, actorOfRequest(request), request.params.id, meta(request)),
    );

    r.get(`${ROOT}/contracts/:id/status/`, { schema: { params: ZParams, response: { 200: ZContractStatusResponse } } }, (request) =>
      contractDetail(ctx, actorOfRequest(request), request.params.id),
    );

    r.get(`${ROOT}/contracts/:id/history/`, { schema: { params: ZParams, response: { 200: z.array(ZContractEvent) } } }, (request) =>
      contractHistory(ctx, actorOfRequest(request), request.params.id),
    );

    r.post(`${ROOT}/contracts/:id/sign/`, { schema: { params: ZParams, body: ZSignContractRequest, response: { 200: ZContract } } }, (request) =>
      signContract(ctx, actorOfRequest(request), request.params.id, request.body, meta(request)),
    );

    r.get(`${ROOT}/contracts/:id/download_pdf/`, { schema: { params: ZParams } }, async (request, reply) => {
      const { name, pdf } = await signedContractPdfFor(ctx, actorOfRequest(request), request.params.id, request.log);
      return reply.type('application/pdf').header('Content-Disposition', contentDisposition(name)).header('Cache-Control', 'private, no-store').send(pdf);
    });

    r.get(`${ROOT}/signatures/`, { schema: { querystring: ZSignaturesQuery, response: { 200: z.array(ZContractSignature) } } }, (request) =>
      contractSignaturesOf(ctx, actorOfRequest(request), request.query.contract),
    );
    r.get(`${ROOT}/signatures/my_signatures/`, { schema: { response: { 200: z.array(ZContractSignature) } } }, (request) =>
      mySignatures(ctx, actorOfRequest(request)),
    );
  });
}
