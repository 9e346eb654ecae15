import { zPaged } from '@venue/shared/common/paged.schema';
import { ZMessagesUnreadCount, ZThread, ZThreadDetail } from '@venue/shared/messages/thread.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError, isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const THREADS_PAGE_SIZE = 20;
/** New messages arrive as notifications over the stream, which refreshes these; the time is a fallback. */
const FRESH = 30_000;

/** The client's own conversations, or the venue's inbox (every client's). */
export type TMessagesSide = 'client' | 'venue';

export interface TThreadFilters {
  search: string;
  unread: boolean;
  page: number;
}

export const messageKeys = {
  all: QUERY_ROOTS.messages,
  lists: () => [...messageKeys.all, 'threads'] as const,
  list: (side: TMessagesSide, filters: TThreadFilters) => [...messageKeys.lists(), side, filters] as const,
  details: () => [...messageKeys.all, 'thread'] as const,
  detail: (id: number) => [...messageKeys.details(), id] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
};

export const threadsQuery = (side: TMessagesSide, filters: TThreadFilters) =>
  queryOptions({
    queryKey: messageKeys.list(side, filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), page_size: String(THREADS_PAGE_SIZE) });
      if (filters.search) params.set('search', filters.search);
      if (filters.unread) params.set('unread', 'true');
      const path = side === 'venue' ? '/staff/messages/threads/' : '/messages/threads/';
      return api.get(`${path}?${params}`, { signal, schema: zPaged(ZThread) });
    },
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });

/** Reading a thread marks the other side's messages read on the server, so the lists are refreshed after it. */
export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/messages/threads/${id}/`, { signal, schema: ZThreadDetail }),
    staleTime: FRESH,
    retry: (count, error) => !isAuthError(error) && !(isApiError(error) && error.status === 404) && count < 3,
  });

export const messagesUnreadQuery = () =>
  queryOptions({
    queryKey: messageKeys.unreadCount(),
    queryFn: ({ signal }) => api.get('/messages/unread_count/', { signal, schema: ZMessagesUnreadCount }),
    staleTime: FRESH,
  });
