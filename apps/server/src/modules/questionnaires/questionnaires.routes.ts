import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANSWER_FILE_TEXT,
  ZAnswerFileUploadResponse,
  ZQuestionnaire,
  ZQuestionnairesQuery,
  ZQuestionResponse,
  ZResponsesQuery,
  ZSaveResponsesRequest,
} from '@venue/shared/events/questionnaire.schema';
import {
  ZBookingQuestionnaire,
  ZBookingQuestionnaireFields,
  ZBookingQuestionnaireList,
  ZQuestionnaireListQuery,
} from '@venue/shared/booking/questionnaire.schema';
import { zId } from '@venue/shared/common/input';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import { openAnswerFile } from './answer-file-download.service';
import { uploadAnswerFile } from './answer-files.service';
import { activeQuestionnaires, bookingQuestionnaire, bookingQuestionnaires, eventResponses, saveEventResponses } from './questionnaires.service';

const ZParams = z.object({ id: zId('Not found.') });
const ZFileParams = z.object({ fileId: z.string().min(1).max(100, ANSWER_FILE_TEXT.notFound) });

export async function questionnairesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');

  app.get(
    '/api/questionnaires/questionnaires/active/',
    { schema: { querystring: ZQuestionnairesQuery, response: { 200: z.array(ZQuestionnaire) } } },
    (request) => activeQuestionnaires(ctx, request.query.event_type),
  );

  // The spec's questionnaire calls (the wizard's guests read the same data through /api/bookingflow/public/...).
  app.get(
    '/api/questionnaires/questionnaires/',
    { schema: { querystring: ZQuestionnaireListQuery, response: { 200: ZBookingQuestionnaireList } } },
    (request) =>
      bookingQuestionnaires(ctx.db, {
        isActive: request.query.is_active === undefined ? undefined : request.query.is_active === 'true',
        eventTypeId: request.query.event_type,
      }),
  );
  app.get('/api/questionnaires/questionnaires/:id/', { schema: { params: ZParams, response: { 200: ZBookingQuestionnaire } } }, (request) =>
    bookingQuestionnaire(ctx, request.params.id),
  );
  app.get(
    '/api/questionnaires/questionnaires/:id/fields/',
    { schema: { params: ZParams, response: { 200: ZBookingQuestionnaireFields } } },
    async (request) => (await bookingQuestionnaire(ctx, request.params.id)).fields,
  );

  app.get('/api/questionnaires/responses/', { schema: { querystring: ZResponsesQuery, response: { 200: z.array(ZQuestionResponse) } } }, (request) =>
    eventResponses(ctx, actorOfRequest(request), request.query.event),
  );

  app.post(
    '/api/questionnaires/responses/save_event_responses/',
    { schema: { body: ZSaveResponsesRequest, response: { 200: z.array(ZQuestionResponse) } } },
    (request) => saveEventResponses(ctx, actorOfRequest(request), request.body),
  );

  // A file question answered from the event's questionnaire tab: the upload, then the saved answer's file.
  app.post('/api/questionnaires/responses/upload/', { schema: { response: { 201: ZAnswerFileUploadResponse } } }, async (request, reply) =>
    reply.code(201).send(await uploadAnswerFile(ctx, actorOfRequest(request), request)),
  );
  app.get('/api/questionnaires/responses/files/:fileId/', { schema: { params: ZFileParams } }, async (request, reply) => {
    const file = await openAnswerFile(ctx, actorOfRequest(request), request.params.fileId);
    return reply
      .type(file.contentType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.name))
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });
}
