import { zPaged } from '@venue/shared/common/paged.schema';
import { ZClientEvent } from '@venue/shared/events/event.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/** Only what a result row shows, so new fields on the event list never break the search. */
const ZEventHit = ZClientEvent.pick({ id: true, name: true, event_type_name: true, status: true, start_date: true });
export type TEventHit = z.infer<typeof ZEventHit>;
const ZEventHits = z.union([zPaged(ZEventHit), z.array(ZEventHit)]).transform((v) => (Array.isArray(v) ? { count: v.length, results: v } : v));

export const RESULT_LIMIT = 8;

export const searchKeys = {
  all: ['search'] as const,
  events: (term: string) => [...searchKeys.all, 'events', term] as const,
};

/** A missing endpoint (404) or method is final: the UI says search is not available instead of retrying. */
export const isUnavailable = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501);

export const eventSearchQuery = (term: string) =>
  queryOptions({
    queryKey: searchKeys.events(term),
    queryFn: ({ signal }) =>
      api.get(`/client/events/?${new URLSearchParams({ search: term, page_size: String(RESULT_LIMIT) })}`, { signal, schema: ZEventHits }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: (count, error) => !isUnavailable(error) && !(isApiError(error) && error.status === 400) && count < 2,
  });
