import { queryOptions } from '@tanstack/react-query';
import { ZPublicFacilities } from '@venue/shared/staff/spaces.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** The active facilities as the admins keep them (GET /api/site/facilities/), with their photos. */
export const publicFacilitiesQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.facilities, 'public'] as const,
    queryFn: ({ signal }) => api.get('/site/facilities/', { signal, schema: ZPublicFacilities }),
    staleTime: 60_000,
  });
