import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZQuestionnaire, ZQuestionnairesQuery, ZQuestionResponse, ZResponsesQuery, ZSaveResponsesRequest } from '@venue/shared/events/questionnaire.schema';
import type { TContext } from '../../context';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import { activeQuestionnaires, eventResponses, saveEventResponses } from './questionnaires.service';

export async function questionnairesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');

  app.get(
    '/api/questionnaires/questionnaires/active/',
    { schema: { querystring: ZQuestionnairesQuery, response: { 200: z.array(ZQuestionnaire) } } },
    (request) => activeQuestionnaires(ctx, request.query.event_type),
  );

  app.get('/api/questionnaires/responses/', { schema: { querystring: ZResponsesQuery, response: { 200: z.array(ZQuestionResponse) } } }, (request) =>
    eventResponses(ctx, actorOfRequest(request), request.query.event),
  );

  app.post(
    '/api/questionnaires/responses/save_event_responses/',
    { schema: { body: ZSaveResponsesRequest, response: { 200: z.array(ZQuestionResponse) } } },
    (request) => saveEventResponses(ctx, actorOfRequest(request), request.body),
  );
}
