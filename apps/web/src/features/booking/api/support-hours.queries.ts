import { useQuery } from '@tanstack/react-query';
import { ZVenueDetails } from '@venue/shared/site/venue-details.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * When the venue's team answers (Venue Details' support hours), or null until the server has answered: the
 * wizard and /booking/complete promise no hours but the venue's own. A key of its own under the venue's root, so
 * a Venue Details save refreshes it and the public layout's query (demo values until answered) is not shared.
 */
export function useSupportHours(): string | null {
  const { data } = useQuery({
    queryKey: [...QUERY_ROOTS.venue, 'support-hours'] as const,
    queryFn: async ({ signal }) => (await api.get('/site/venue/', { signal, schema: ZVenueDetails })).support_hours,
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}
