import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import {
  QUESTIONNAIRE_TEXT as Q,
  ZCreateQuestionnaireRequest,
  ZCreateQuestionRequest,
  ZMoveQuestionRequest,
  ZStaffQuestionnaire,
  ZStaffQuestionnaireList,
  ZUpdateQuestionnaireRequest,
  ZUpdateQuestionRequest,
} from '@venue/shared/staff/questionnaires.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import {
  addQuestion,
  changeQuestion,
  changeQuestionnaire,
  createQuestionnaire,
  moveQuestion,
  questionnaireDetail,
  questionnaireList,
  removeQuestion,
} from './questionnaire-builder.service';

const ZParams = z.object({ id: zId(Q.notFound) });
const ZQuestionParams = z.object({ id: zId(Q.notFound), questionId: zId(Q.questionNotFound) });

/** The questionnaire builder in the staff console: staff read the questionnaires, admins change them. */
export async function questionnaireBuilderRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'venue:read');
  const write = allow('admin:manage');
  const QUESTION = '/api/admin/questionnaires/:id/questions/:questionId/';

  app.get('/api/staff/questionnaires/', { schema: { response: { 200: ZStaffQuestionnaireList } } }, () => questionnaireList(ctx));
  app.get('/api/staff/questionnaires/:id/', { schema: { params: ZParams, response: { 200: ZStaffQuestionnaire } } }, (request) =>
    questionnaireDetail(ctx, request.params.id),
  );
  app.post(
    '/api/admin/questionnaires/',
    { ...write, schema: { body: ZCreateQuestionnaireRequest, response: { 201: ZStaffQuestionnaire } } },
    async (request, reply) => reply.code(201).send(await createQuestionnaire(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.patch(
    '/api/admin/questionnaires/:id/',
    { ...write, schema: { params: ZParams, body: ZUpdateQuestionnaireRequest, response: { 200: ZStaffQuestionnaire } } },
    (request) => changeQuestionnaire(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.post(
    '/api/admin/questionnaires/:id/questions/',
    { ...write, schema: { params: ZParams, body: ZCreateQuestionRequest, response: { 201: ZStaffQuestionnaire } } },
    async (request, reply) => reply.code(201).send(await addQuestion(ctx, actorOfRequest(request), request.ip, request.params.id, request.body)),
  );
  app.patch(QUESTION, { ...write, schema: { params: ZQuestionParams, body: ZUpdateQuestionRequest, response: { 200: ZStaffQuestionnaire } } }, (request) =>
    changeQuestion(ctx, actorOfRequest(request), request.ip, request.params.id, request.params.questionId, request.body),
  );
  app.delete(QUESTION, { ...write, schema: { params: ZQuestionParams, response: { 200: ZStaffQuestionnaire } } }, (request) =>
    removeQuestion(ctx, actorOfRequest(request), request.ip, request.params.id, request.params.questionId),
  );
  app.post(
    `${QUESTION}move/`,
    { ...write, schema: { params: ZQuestionParams, body: ZMoveQuestionRequest, response: { 200: ZStaffQuestionnaire } } },
    (request) => moveQuestion(ctx, actorOfRequest(request), request.ip, request.params.id, request.params.questionId, request.body.direction),
  );
}
