import { queryOptions } from '@tanstack/react-query';
import { ZEventTypesResponse } from '@venue/shared/events/availability.schema';
import { ZBookingFlow, ZBookingFlowList, ZCalendarResponse, ZFlowGatewaysResponse } from '@venue/shared/booking/flow.schema';
import { ZReadBookingQuestionnaire } from '@venue/shared/booking/questionnaire-config';
import { ZBookingSession } from '@venue/shared/booking/session.schema';
import { ZPaymentMethod } from '@venue/shared/payments/methods.schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const FLOWS = '/bookingflow/public/flows';
export const sessionPath = (id: string) => `${FLOWS}/session/${encodeURIComponent(id)}`;

export const bookingKeys = {
  all: QUERY_ROOTS.booking,
  eventTypes: () => [...bookingKeys.all, 'event-types'] as const,
  flows: (eventType: number) => [...bookingKeys.all, 'flows', eventType] as const,
  flow: (id: number, version?: number) => [...bookingKeys.all, 'flow', id, version ?? 'current'] as const,
  session: (id: string) => [...bookingKeys.all, 'session', id] as const,
  calendar: (flowId: number, month: string, sessionId: string) => [...bookingKeys.all, 'calendar', flowId, month, sessionId] as const,
  gateways: (flowId: number, version?: number) => [...bookingKeys.all, 'gateways', flowId, version ?? 'current'] as const,
  methods: (userId: number) => [...bookingKeys.all, 'methods', userId] as const,
  questionnaire: (id: number) => [...bookingKeys.all, 'questionnaire', id] as const,
};

export const eventTypesQuery = () =>
  queryOptions({
    queryKey: bookingKeys.eventTypes(),
    queryFn: ({ signal }) => api.get('/events/event-types/', { signal, schema: ZEventTypesResponse }),
    staleTime: 5 * 60_000,
  });

/** With `version` (the session's booking_flow_version), the steps the session walks, even after the venue changed the flow. */
const atVersion = (version?: number) => (version === undefined ? '' : `?version=${version}`);

/** A flow is reference data: at a given version it does not change while a visitor books. */
export const flowQuery = (id: number, version?: number) =>
  queryOptions({
    queryKey: bookingKeys.flow(id, version),
    queryFn: ({ signal }) => api.get(`${FLOWS}/${id}/${atVersion(version)}`, { signal, schema: ZBookingFlow }),
    staleTime: Infinity,
  });

export const fetchFlows = (eventType: number) => api.get(`${FLOWS}/?event_type=${eventType}`, { schema: ZBookingFlowList });

/** The session is written only by this tab's own calls, whose answers are merged in; never refetched on focus. */
export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.session(id),
    queryFn: ({ signal }) => api.get(`${sessionPath(id)}/`, { signal, schema: ZBookingSession }),
    staleTime: Infinity,
    retry: false,
  });

/** Taken times change as other visitors hold slots, so a month is read again after a minute. */
export const calendarQuery = (flowId: number, month: string, sessionId: string) =>
  queryOptions({
    queryKey: bookingKeys.calendar(flowId, month, sessionId),
    queryFn: ({ signal }) =>
      api.get(`${FLOWS}/${flowId}/calendar/?month=${month}&session_id=${encodeURIComponent(sessionId)}`, { signal, schema: ZCalendarResponse }),
    staleTime: 60_000,
  });

export const gatewaysQuery = (flowId: number, version?: number) =>
  queryOptions({
    queryKey: bookingKeys.gateways(flowId, version),
    queryFn: ({ signal }) => api.get(`${FLOWS}/${flowId}/payment_gateways/${atVersion(version)}`, { signal, schema: ZFlowGatewaysResponse }),
    staleTime: 5 * 60_000,
  });

/** A signed-in client's saved cards (the same call the payments page makes; keyed by user so guests never share). */
export const savedMethodsQuery = (userId: number) =>
  queryOptions({
    queryKey: bookingKeys.methods(userId),
    queryFn: ({ signal }) => api.get('/payments/client/payment-methods/', { signal, schema: z.array(ZPaymentMethod) }),
    staleTime: 60_000,
  });

/**
 * One questionnaire the questionnaire step lists (spec: GET /bookingflow/public/flows/questionnaires/{id}/ on a
 * /booking page). A questionnaire the venue no longer offers answers 404, which asking again cannot change.
 */
export const bookingQuestionnaireQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.questionnaire(id),
    queryFn: ({ signal }) => api.get(`${FLOWS}/questionnaires/${id}/`, { signal, schema: ZReadBookingQuestionnaire }),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

/** A questionnaire the venue no longer offers (deactivated or removed): retrying will not bring it back. */
export const isGoneQuestionnaire = (error: unknown) => isApiError(error) && error.status === 404;
