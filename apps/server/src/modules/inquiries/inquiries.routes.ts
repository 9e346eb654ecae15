import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import {
  ZInquiriesQuery,
  ZInquiry,
  ZInquiryConvertRequest,
  ZInquiryConverted,
  ZInquiryCreateRequest,
  ZInquiryFigures,
  ZInquiryList,
  ZInquiryOwner,
  ZInquiryUpdateRequest,
  ZSiteVisitRequest,
} from '@venue/shared/staff/inquiry.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { bookSiteVisit, changeInquiry, convertInquiry, createInquiry, inquiryDetail, inquiryFigures, inquiryOwners, listInquiries } from './inquiries.service';

const ZInquiryParams = z.object({ id: zId() });

/** The inquiry pipeline (issue 40): staff and admins only. */
export async function inquiriesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = allow('venue:read');
  const write = allow('venue:write');
  app.get('/api/staff/inquiries/', { ...read, schema: { querystring: ZInquiriesQuery, response: { 200: ZInquiryList } } }, (request) =>
    listInquiries(ctx, actorOfRequest(request), request.query),
  );
  app.post('/api/staff/inquiries/', { ...write, schema: { body: ZInquiryCreateRequest, response: { 201: ZInquiry } } }, async (request, reply) =>
    reply.code(201).send(await createInquiry(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.get('/api/staff/inquiries/figures/', { ...read, schema: { response: { 200: ZInquiryFigures } } }, () => inquiryFigures(ctx));
  app.get('/api/staff/inquiries/owners/', { ...read, schema: { response: { 200: z.array(ZInquiryOwner) } } }, () => inquiryOwners(ctx));
  app.get('/api/staff/inquiries/:id/', { ...read, schema: { params: ZInquiryParams, response: { 200: ZInquiry } } }, (request) =>
    inquiryDetail(ctx, request.params.id),
  );
  app.patch(
    '/api/staff/inquiries/:id/',
    { ...write, schema: { params: ZInquiryParams, body: ZInquiryUpdateRequest, response: { 200: ZInquiry } } },
    (request) => changeInquiry(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.post(
    '/api/staff/inquiries/:id/convert/',
    { ...write, schema: { params: ZInquiryParams, body: ZInquiryConvertRequest, response: { 201: ZInquiryConverted } } },
    async (request, reply) => reply.code(201).send(await convertInquiry(ctx, actorOfRequest(request), request.ip, request.params.id, request.body)),
  );
  app.post(
    '/api/staff/inquiries/:id/site-visit/',
    { ...write, schema: { params: ZInquiryParams, body: ZSiteVisitRequest, response: { 201: ZInquiry } } },
    async (request, reply) => reply.code(201).send(await bookSiteVisit(ctx, actorOfRequest(request), request.ip, request.params.id, request.body)),
  );
}
