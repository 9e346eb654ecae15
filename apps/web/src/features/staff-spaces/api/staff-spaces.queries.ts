import { queryOptions } from '@tanstack/react-query';
import { ZStaffSpaces } from '@venue/shared/staff/spaces.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** One read serves both screens: the facilities with their photos, and the event types that use them. */
export const staffSpacesKeys = {
  all: QUERY_ROOTS.staffSpaces,
  list: () => [...staffSpacesKeys.all, 'list'] as const,
};

/** Upcoming booking counts move with every booking: asked again when a screen is shown. */
export const staffSpacesQuery = () =>
  queryOptions({
    queryKey: staffSpacesKeys.list(),
    queryFn: ({ signal }) => api.get('/staff/spaces/', { signal, schema: ZStaffSpaces }),
    staleTime: 0,
  });
