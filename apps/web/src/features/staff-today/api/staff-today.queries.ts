import { ZStaffToday } from '@venue/shared/staff/today.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const staffTodayKeys = {
  all: QUERY_ROOTS.staffToday,
  summary: () => [...staffTodayKeys.all, 'summary'] as const,
};

/** What needs the venue's attention now; clients answer quotes and sign at any time, so it goes stale quickly. */
export const staffTodayQuery = () =>
  queryOptions({
    queryKey: staffTodayKeys.summary(),
    queryFn: ({ signal }) => api.get('/staff/today/', { signal, schema: ZStaffToday }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
