import { zPaged } from '@venue/shared/common/paged.schema';
import { ZEventDocument } from '@venue/shared/events/document.schema';
import { ZClientEvent, ZClientEventDetail, type TClientEventsQuery } from '@venue/shared/events/event.schema';
import { ZFeedback } from '@venue/shared/events/feedback.schema';
import { ZQuestionnaire, ZQuestionResponse } from '@venue/shared/events/questionnaire.schema';
import { ZTask } from '@venue/shared/events/task.schema';
import { ZNote, ZTimelineEntry } from '@venue/shared/events/timeline.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError, isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

const MINUTE = 60_000;
/** Spec section 7, "Caching and refetch". Tasks and notes have no number of their own: they follow events. */
const FRESH = { events: 2 * MINUTE, timeline: MINUTE, documents: 5 * MINUTE, questionnaires: 5 * MINUTE, responses: 2 * MINUTE };
const MAX_RETRIES = 3;

export type TEventFilters = Pick<TClientEventsQuery, 'status' | 'search'> & { upcoming_only?: boolean };

/** General to specific, so one invalidation of detail(id) refreshes every tab of that event. */
export const eventKeys = {
  all: QUERY_ROOTS.events,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: TEventFilters) => [...eventKeys.lists(), filters] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: number) => [...eventKeys.details(), id] as const,
  timeline: (id: number) => [...eventKeys.detail(id), 'timeline'] as const,
  notes: (id: number) => [...eventKeys.detail(id), 'notes'] as const,
  tasks: (id: number) => [...eventKeys.detail(id), 'tasks'] as const,
  documents: (id: number) => [...eventKeys.detail(id), 'documents'] as const,
  feedback: (id: number) => [...eventKeys.detail(id), 'feedback'] as const,
  responses: (id: number) => [...eventKeys.detail(id), 'responses'] as const,
  questionnaires: (eventTypeId: number) => [...eventKeys.all, 'questionnaires', eventTypeId] as const,
};

/** The list is read from `results` or as a plain list (spec section 7). */
const ZEventPage = z
  .union([zPaged(ZClientEvent), z.array(ZClientEvent)])
  .transform((v) => (Array.isArray(v) ? { count: v.length, results: v } : { count: v.count, results: v.results }));
const ZQuestionnaires = z.union([z.array(ZQuestionnaire), z.object({ results: z.array(ZQuestionnaire) })]).transform((v) => (Array.isArray(v) ? v : v.results));

/** The server's maximum page: a client has a handful of events, so one page shows them all. */
const PAGE_SIZE = 100;

export const eventListQuery = (filters: TEventFilters) =>
  queryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page_size: String(PAGE_SIZE) });
      if (filters.status) params.set('status', filters.status);
      if (filters.upcoming_only) params.set('upcoming_only', 'true');
      if (filters.search) params.set('search', filters.search);
      return api.get(`/client/events/?${params}`, { signal, schema: ZEventPage });
    },
    staleTime: FRESH.events,
    // Typing in the search box keeps the previous cards on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** A missing or foreign event (404) will not appear by asking again. */
const retryUnless404 = (count: number, error: unknown) => !isAuthError(error) && !(isApiError(error) && error.status === 404) && count < MAX_RETRIES;

export const eventDetailQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/client/events/${id}/`, { signal, schema: ZClientEventDetail }),
    staleTime: FRESH.events,
    retry: retryUnless404,
  });

export const timelineQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.timeline(id),
    queryFn: ({ signal }) => api.get(`/client/events/${id}/timeline/`, { signal, schema: z.array(ZTimelineEntry) }),
    staleTime: FRESH.timeline,
  });

export const notesQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.notes(id),
    queryFn: ({ signal }) => api.get(`/client/events/${id}/notes/`, { signal, schema: z.array(ZNote) }),
    staleTime: FRESH.events,
  });

export const tasksQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.tasks(id),
    queryFn: ({ signal }) => api.get(`/client/events/${id}/tasks/`, { signal, schema: z.array(ZTask) }),
    staleTime: FRESH.events,
  });

export const documentsQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.documents(id),
    queryFn: ({ signal }) => api.get(`/client/events/${id}/documents/`, { signal, schema: z.array(ZEventDocument) }),
    staleTime: FRESH.documents,
  });

/** A 404 means "no feedback yet" (spec section 4): answered as null, so it is data rather than an error. */
export const feedbackQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.feedback(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/client/events/${id}/feedback/`, { signal, schema: ZFeedback });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: FRESH.events,
    retry: retryUnless404,
  });

export const questionnairesQuery = (eventTypeId: number) =>
  queryOptions({
    queryKey: eventKeys.questionnaires(eventTypeId),
    queryFn: ({ signal }) => api.get(`/questionnaires/questionnaires/active/?event_type=${eventTypeId}`, { signal, schema: ZQuestionnaires }),
    staleTime: FRESH.questionnaires,
  });

export const responsesQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.responses(id),
    queryFn: ({ signal }) => api.get(`/questionnaires/responses/?event=${id}`, { signal, schema: z.array(ZQuestionResponse) }),
    staleTime: FRESH.responses,
  });
