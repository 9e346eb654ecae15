import { zPaged } from '@venue/shared/common/paged.schema';
import { ZStaffContract } from '@venue/shared/contracts/staff-contract.schema';
import { ZEventTypesResponse } from '@venue/shared/events/availability.schema';
import { ZEventDocument } from '@venue/shared/events/document.schema';
import { ZTimelineEntry } from '@venue/shared/events/timeline.schema';
import { ZStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import { ZStaffClient, ZStaffClientDetail } from '@venue/shared/staff/clients.schema';
import { ZFacility } from '@venue/shared/staff/facility.schema';
import { ZStaffEvent, ZStaffEventAnswers, ZStaffEventDetail, type TStaffEventsQuery } from '@venue/shared/staff/staff-event.schema';
import { ZStaffFeedback } from '@venue/shared/staff/staff-feedback.schema';
import { ZStaffNote } from '@venue/shared/staff/staff-note.schema';
import { ZStaffTask } from '@venue/shared/staff/staff-task.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError, isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

const MINUTE = 60_000;
/** Other staff and the client change an event at any time: the console asks again after half a minute. */
const FRESH = 30_000;
export const EVENTS_PAGE_SIZE = 20;

export type TStaffEventFilters = Partial<Pick<TStaffEventsQuery, 'client' | 'status' | 'facility' | 'from' | 'to' | 'search' | 'coordinator'>> & {
  page: number;
};

/** General to specific: invalidating detail(id) refreshes the event and every one of its tabs. */
export const staffEventKeys = {
  all: QUERY_ROOTS.staffEvents,
  lists: () => [...staffEventKeys.all, 'list'] as const,
  list: (filters: TStaffEventFilters) => [...staffEventKeys.lists(), filters] as const,
  details: () => [...staffEventKeys.all, 'detail'] as const,
  detail: (id: number) => [...staffEventKeys.details(), id] as const,
  timeline: (id: number) => [...staffEventKeys.detail(id), 'timeline'] as const,
  answers: (id: number) => [...staffEventKeys.detail(id), 'answers'] as const,
  tasks: (id: number) => [...staffEventKeys.detail(id), 'tasks'] as const,
  notes: (id: number) => [...staffEventKeys.detail(id), 'notes'] as const,
  documents: (id: number) => [...staffEventKeys.detail(id), 'documents'] as const,
  feedback: (id: number) => [...staffEventKeys.detail(id), 'feedback'] as const,
  quotes: (id: number) => [...staffEventKeys.detail(id), 'quotes'] as const,
  contracts: (id: number) => [...staffEventKeys.detail(id), 'contracts'] as const,
  facilities: () => [...staffEventKeys.all, 'facilities'] as const,
  eventTypes: () => [...staffEventKeys.all, 'event-types'] as const,
  clientOptions: (search: string) => [...staffEventKeys.all, 'client-options', search] as const,
  client: (id: number) => [...staffEventKeys.all, 'client', id] as const,
};

const retryUnless404 = (count: number, error: unknown) => !isAuthError(error) && !(isApiError(error) && error.status === 404) && count < 3;

export const staffEventListQuery = (filters: TStaffEventFilters) =>
  queryOptions({
    queryKey: staffEventKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), page_size: String(EVENTS_PAGE_SIZE) });
      for (const key of ['client', 'status', 'facility', 'from', 'to', 'search', 'coordinator'] as const) {
        const value = filters[key];
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      return api.get(`/staff/events/?${params}`, { signal, schema: zPaged(ZStaffEvent) });
    },
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });

export const staffEventQuery = (id: number) =>
  queryOptions({
    queryKey: staffEventKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/staff/events/${id}/`, { signal, schema: ZStaffEventDetail }),
    staleTime: FRESH,
    retry: retryUnless404,
  });

const tab = <T>(key: readonly unknown[], path: string, schema: z.ZodType<T>) =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => api.get(path, { signal, schema }), staleTime: FRESH });

export const staffTimelineQuery = (id: number) => tab(staffEventKeys.timeline(id), `/staff/events/${id}/timeline/`, z.array(ZTimelineEntry));
export const staffAnswersQuery = (id: number) => tab(staffEventKeys.answers(id), `/staff/events/${id}/answers/`, ZStaffEventAnswers);
export const staffTasksQuery = (id: number) => tab(staffEventKeys.tasks(id), `/staff/events/${id}/tasks/`, z.array(ZStaffTask));
export const staffNotesQuery = (id: number) => tab(staffEventKeys.notes(id), `/staff/events/${id}/notes/`, z.array(ZStaffNote));
export const staffDocumentsQuery = (id: number) => tab(staffEventKeys.documents(id), `/staff/events/${id}/documents/`, z.array(ZEventDocument));

/** The client's feedback on the event; 404 means none yet, answered as null so it is data rather than an error. */
export const staffFeedbackQuery = (id: number) =>
  queryOptions({
    queryKey: staffEventKeys.feedback(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/staff/events/${id}/feedback/`, { signal, schema: ZStaffFeedback });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: FRESH,
    retry: retryUnless404,
  });

/** The event's quotes and contracts (they are made on their own pages, so always asked again on return). */
const ZQuotePage = zPaged(ZStaffQuote);
const ZContractPage = zPaged(ZStaffContract);
export const eventQuotesQuery = (id: number) =>
  queryOptions({
    queryKey: staffEventKeys.quotes(id),
    queryFn: async ({ signal }) => (await api.get(`/staff/quotes/?event=${id}&page_size=100`, { signal, schema: ZQuotePage })).results,
    staleTime: 0,
  });
export const eventContractsQuery = (id: number) =>
  queryOptions({
    queryKey: staffEventKeys.contracts(id),
    queryFn: async ({ signal }) => (await api.get(`/staff/contracts/?event=${id}&page_size=100`, { signal, schema: ZContractPage })).results,
    staleTime: 0,
  });

/** Reference data: the places and kinds of event rarely change. */
export const facilitiesQuery = () =>
  queryOptions({
    queryKey: staffEventKeys.facilities(),
    queryFn: ({ signal }) => api.get('/staff/facilities/', { signal, schema: z.array(ZFacility) }),
    staleTime: 30 * MINUTE,
  });
export const eventTypesQuery = () =>
  queryOptions({
    queryKey: staffEventKeys.eventTypes(),
    // Every type, also those no longer offered to visitors: an event keeps its type.
    queryFn: ({ signal }) => api.get('/events/event-types/?all=true', { signal, schema: ZEventTypesResponse }),
    staleTime: 30 * MINUTE,
  });

/** The client picker's options: the first page of the clients matching what was typed. */
/** The booking form's client search (the shared ClientPicker runs it under these keys). */
export const clientOptionsSearch = {
  key: (search: string) => staffEventKeys.clientOptions(search),
  fetch: async (search: string, signal: AbortSignal) => {
    const params = new URLSearchParams({ page_size: '20' });
    if (search) params.set('search', search);
    return (await api.get(`/staff/clients/?${params}`, { signal, schema: zPaged(ZStaffClient) })).results;
  },
};

/** A client named in the address (?client=): the picker starts with them chosen. */
export const preselectedClientQuery = (id: number) =>
  queryOptions({
    queryKey: staffEventKeys.client(id),
    queryFn: async ({ signal }) => (await api.get(`/staff/clients/${id}/`, { signal, schema: ZStaffClientDetail })).client,
    staleTime: FRESH,
    retry: retryUnless404,
  });
