import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingFlow,
  ZBookingFlowList,
  ZCalendarQuery,
  ZCalendarResponse,
  ZFlowGatewaysResponse,
  ZFlowParams,
  ZFlowVersionQuery,
  ZFlowsQuery,
} from '@venue/shared/booking/flow.schema';
import {
  ZAbandonRequest,
  ZAbandonResponse,
  ZBookingSession,
  ZCalculatePricingRequest,
  ZCompleteRequest,
  ZCompletionResult,
  ZGoToStepRequest,
  ZPricingResult,
  ZSendConfirmationResponse,
  ZSessionParams,
  ZStartSessionRequest,
  ZStartSessionResponse,
  ZStepValidation,
  ZUpdateSessionRequest,
  ZUpdateSessionResponse,
  ZValidateStepRequest,
} from '@venue/shared/booking/session.schema';
import { ZBookingQuestionnaire, ZQuestionnaireUploadResponse } from '@venue/shared/booking/questionnaire.schema';
import { ZAvailabilityQuery, ZDayLoadsResponse } from '@venue/shared/events/availability.schema';
import type { TContext } from '../../context';
import { declareAccess } from '../../plugins/auth';
import { bookingQuestionnaire } from '../questionnaires/questionnaires.service';
import { flowCalendar } from './calendar.service';
import { dayLoads } from './day-loads.service';
import { completeSession } from './completion.service';
import { sendConfirmation, sessionCalendar } from './confirmation.service';
import { activeFlows, flowDetail, flowGateways } from './flows.service';
import { bookingOpen } from '../setup/setup.service';
import { abandonSession, calculatePricing, cancelPayment, getSession, goToStep, startSession, updateSession, validateStep } from './sessions.service';
import { uploadBookingFile } from './uploads.service';

const FLOWS = '/api/bookingflow/public/flows';
const SESSION = `${FLOWS}/session/:sessionId`;
const ZCalendarParams = z.object({ sessionId: ZSessionParams.shape.sessionId });

/**
 * The booking wizard's calls (spec "Booking flow"), all public: a session is reached by its unguessable
 * session_id alone; a bearer token, when sent, links the booking to that client at completion.
 */
export async function bookingRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'guest');
  const ip = (request: FastifyRequest) => request.ip;
  // A signed-in client's own history decides whether a discount code is theirs to use (discounts.service.ts).
  const clientOf = (request: FastifyRequest) => (request.auth?.user.role === 'client' ? request.auth.user.id : null);

  // No flow is offered until the venue is set up (first run, modules/setup).
  app.get(`${FLOWS}/`, { schema: { querystring: ZFlowsQuery, response: { 200: ZBookingFlowList } } }, async (request) =>
    (await bookingOpen(ctx)) ? activeFlows(ctx, request.query.event_type) : [],
  );
  app.get(`${FLOWS}/questionnaires/:id/`, { schema: { params: ZFlowParams, response: { 200: ZBookingQuestionnaire } } }, (request) =>
    bookingQuestionnaire(ctx, request.params.id),
  );
  app.get('/api/bookingflow/public/day-loads/', { schema: { querystring: ZAvailabilityQuery, response: { 200: ZDayLoadsResponse } } }, (request) =>
    dayLoads(ctx, request.query),
  );
  app.get(`${FLOWS}/:id/`, { schema: { params: ZFlowParams, querystring: ZFlowVersionQuery, response: { 200: ZBookingFlow } } }, (request) =>
    flowDetail(ctx, request.params.id, request.query.version),
  );
  app.get(
    `${FLOWS}/:id/payment_gateways/`,
    { schema: { params: ZFlowParams, querystring: ZFlowVersionQuery, response: { 200: ZFlowGatewaysResponse } } },
    (request) => flowGateways(ctx, request.params.id, request.query.version),
  );
  app.get(`${FLOWS}/:id/calendar/`, { schema: { params: ZFlowParams, querystring: ZCalendarQuery, response: { 200: ZCalendarResponse } } }, (request) =>
    flowCalendar(ctx, request.params.id, request.query.month, request.query.session_id),
  );
  app.post(
    `${FLOWS}/:id/start_session/`,
    { schema: { params: ZFlowParams, body: ZStartSessionRequest.optional(), response: { 201: ZStartSessionResponse } } },
    async (request, reply) =>
      reply.code(201).send(
        await startSession(ctx, request.params.id, {
          ip: ip(request),
          // The address and browser are the server's own reading; the body's copies are not trusted.
          userAgent: request.headers['user-agent'] ?? '',
          referrer: request.body?.referrer_url ?? '',
        }),
      ),
  );

  app.get(`${SESSION}/`, { schema: { params: ZSessionParams, response: { 200: ZBookingSession } } }, (request) => getSession(ctx, request.params.sessionId));
  app.patch(`${SESSION}/update/`, { schema: { params: ZSessionParams, body: ZUpdateSessionRequest, response: { 200: ZUpdateSessionResponse } } }, (request) =>
    updateSession(ctx, request.params.sessionId, request.body, ip(request), clientOf(request)),
  );
  app.post(`${SESSION}/validate/`, { schema: { params: ZSessionParams, body: ZValidateStepRequest, response: { 200: ZStepValidation } } }, (request) =>
    validateStep(ctx, request.params.sessionId, request.body, ip(request), clientOf(request)),
  );
  // 202 while the payer confirms the charge (next_action); 200 once completed (docs/decisions.md).
  app.post(
    `${SESSION}/complete/`,
    { schema: { params: ZSessionParams, body: ZCompleteRequest.optional(), response: { 200: ZCompletionResult, 202: ZCompletionResult } } },
    async (request, reply) => {
      const answer = await completeSession(ctx, request.params.sessionId, request.body?.completion_type ?? 'payment', request.auth?.user ?? null, ip(request));
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.post(`${SESSION}/abandon/`, { schema: { params: ZSessionParams, body: ZAbandonRequest.optional(), response: { 200: ZAbandonResponse } } }, (request) =>
    abandonSession(ctx, request.params.sessionId, request.body?.reason),
  );
  // Ours (the spec has no call for it): the payer cancels the charge a completion waits on, to change the booking.
  app.post(`${SESSION}/cancel-payment/`, { schema: { params: ZSessionParams, response: { 200: ZBookingSession } } }, (request) =>
    cancelPayment(ctx, request.params.sessionId),
  );
  app.patch(`${SESSION}/go-to-step/`, { schema: { params: ZSessionParams, body: ZGoToStepRequest, response: { 200: ZBookingSession } } }, (request) =>
    goToStep(ctx, request.params.sessionId, request.body.step_id),
  );
  app.post(
    `${SESSION}/calculate-pricing/`,
    { schema: { params: ZSessionParams, body: ZCalculatePricingRequest.optional(), response: { 200: ZPricingResult } } },
    (request) => calculatePricing(ctx, request.params.sessionId, request.body ?? {}, ip(request), clientOf(request)),
  );
  app.post(`${SESSION}/send-confirmation/`, { schema: { params: ZSessionParams, response: { 200: ZSendConfirmationResponse } } }, (request) =>
    sendConfirmation(ctx, request.params.sessionId),
  );
  app.get('/api/bookingflow/public/session/:sessionId/calendar.ics', { schema: { params: ZCalendarParams } }, async (request, reply) => {
    const { body, filename } = await sessionCalendar(ctx, request.params.sessionId);
    return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(body);
  });

  app.post('/api/questionnaires/upload/', { schema: { response: { 201: ZQuestionnaireUploadResponse } } }, async (request, reply) =>
    reply.code(201).send(await uploadBookingFile(ctx, request, ip(request))),
  );
}
