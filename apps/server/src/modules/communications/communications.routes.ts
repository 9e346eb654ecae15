import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import {
  ZAnalyticsQuery,
  ZCommunicationRecord,
  ZCommunicationRecordDetail,
  ZRecordAnalytics,
  ZRecordsQuery,
  ZSendManualRequest,
} from '@venue/shared/communications/communication.schema';
import {
  ZCommunicationTemplate,
  ZTemplatePreview,
  ZTemplatePreviewRequest,
  ZTemplatesQuery,
  ZUpdateTemplateRequest,
  ZVariableSchemas,
} from '@venue/shared/communications/template.schema';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import { sendManual } from './manual.service';
import { communicationAnalytics, communicationRecord, listCommunicationRecords, markCommunicationRecord } from './records.service';
import { communicationTemplate, listCommunicationTemplates, previewTemplate, resetTemplate, updateTemplate, variableSchemas } from './templates.service';

const ZParams = z.object({ id: zId('Not found.') });

/**
 * Spec document 2's Communications calls. Any signed-in account: a client reads the records addressed to them,
 * the venue reads every record (the actor's scope); sending is the venue's (venue:write).
 */
export async function communicationsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'signed-in');
  const me = actorOfRequest;

  app.get('/api/communications/templates/', { schema: { querystring: ZTemplatesQuery, response: { 200: zPaged(ZCommunicationTemplate) } } }, async (request) =>
    pagedReply(request.url, request.query, await listCommunicationTemplates(ctx, request.query)),
  );
  app.get('/api/communications/templates/variable_schemas/', { schema: { response: { 200: ZVariableSchemas } } }, () => variableSchemas(ctx));
  app.get('/api/communications/templates/:id/', { schema: { params: ZParams, response: { 200: ZCommunicationTemplate } } }, (request) =>
    communicationTemplate(ctx, request.params.id),
  );
  app.post(
    '/api/communications/templates/:id/preview/',
    { schema: { params: ZParams, body: ZTemplatePreviewRequest, response: { 200: ZTemplatePreview } } },
    (request) => previewTemplate(ctx, request.params.id, request.body.context_data),
  );
  // An admin's own wording for a template, and back to the built-in one (what the system sends follows it).
  app.put(
    '/api/admin/communications/templates/:id/',
    { ...allow('admin:manage'), schema: { params: ZParams, body: ZUpdateTemplateRequest, response: { 200: ZCommunicationTemplate } } },
    (request) => updateTemplate(ctx, me(request), request.ip, request.params.id, request.body),
  );
  app.post(
    '/api/admin/communications/templates/:id/reset/',
    { ...allow('admin:manage'), schema: { params: ZParams, response: { 200: ZCommunicationTemplate } } },
    (request) => resetTemplate(ctx, me(request), request.ip, request.params.id),
  );

  app.get('/api/communications/records/', { schema: { querystring: ZRecordsQuery, response: { 200: zPaged(ZCommunicationRecord) } } }, async (request) =>
    pagedReply(request.url, request.query, await listCommunicationRecords(ctx, me(request), request.query)),
  );
  app.get('/api/communications/records/analytics/', { schema: { querystring: ZAnalyticsQuery, response: { 200: ZRecordAnalytics } } }, (request) =>
    communicationAnalytics(ctx, me(request), request.query),
  );
  app.post(
    '/api/communications/records/send_manual/',
    { ...allow('venue:write'), schema: { body: ZSendManualRequest, response: { 201: ZCommunicationRecordDetail } } },
    async (request, reply) => reply.code(201).send(await sendManual(ctx, me(request), request.ip, request.body)),
  );
  app.get('/api/communications/records/:id/', { schema: { params: ZParams, response: { 200: ZCommunicationRecordDetail } } }, (request) =>
    communicationRecord(ctx, me(request), request.params.id),
  );
  app.post('/api/communications/records/:id/mark_as_read/', { schema: { params: ZParams, response: { 200: ZCommunicationRecordDetail } } }, (request) =>
    markCommunicationRecord(ctx, me(request), request.params.id, true),
  );
  app.post('/api/communications/records/:id/mark_as_unread/', { schema: { params: ZParams, response: { 200: ZCommunicationRecordDetail } } }, (request) =>
    markCommunicationRecord(ctx, me(request), request.params.id, false),
  );
}
