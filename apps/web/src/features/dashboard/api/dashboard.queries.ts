import { ZDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const dashboardKeys = {
  all: QUERY_ROOTS.dashboard,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

/** One call for every event section of the dashboard; fresh as long as events are (spec section 7: 2 min). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => api.get('/client/dashboard/', { signal, schema: ZDashboard }),
    staleTime: 2 * 60_000,
  });
