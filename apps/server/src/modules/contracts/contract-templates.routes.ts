import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import {
  TEMPLATE_NOT_FOUND,
  ZContractTemplate,
  ZContractTemplatesQuery,
  ZCreateContractTemplateRequest,
  ZTemplateVariable,
  ZUpdateContractTemplateRequest,
} from '@venue/shared/contracts/contract-template.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import { changeTemplate, createTemplate, templateDetail, templateList, templateVariables } from './contract-templates.service';

const ZParams = z.object({ id: zId(TEMPLATE_NOT_FOUND) });
const ROOT = '/api/staff/contract-templates';

export async function contractTemplatesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'venue:read');

  app.get(`${ROOT}/`, { schema: { querystring: ZContractTemplatesQuery, response: { 200: z.array(ZContractTemplate) } } }, (request) =>
    templateList(ctx, request.query),
  );
  app.get(`${ROOT}/variables/`, { schema: { response: { 200: z.array(ZTemplateVariable) } } }, () => templateVariables(ctx));
  app.get(`${ROOT}/:id/`, { schema: { params: ZParams, response: { 200: ZContractTemplate } } }, (request) => templateDetail(ctx, request.params.id));
  app.post(
    `${ROOT}/`,
    { ...allow('venue:write'), schema: { body: ZCreateContractTemplateRequest, response: { 201: ZContractTemplate } } },
    async (request, reply) => reply.code(201).send(await createTemplate(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.patch(
    `${ROOT}/:id/`,
    { ...allow('venue:write'), schema: { params: ZParams, body: ZUpdateContractTemplateRequest, response: { 200: ZContractTemplate } } },
    (request) => changeTemplate(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
}
