import { ZCalendarFeed } from '@venue/shared/accounts/calendar-feed.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const calendarFeedKeys = {
  all: QUERY_ROOTS.calendarFeed,
  mine: () => [...calendarFeedKeys.all, 'mine'] as const,
};

/** Whether the signed-in person has a feed, and since when; it changes only through this feature's own buttons. */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKeys.mine(),
    queryFn: ({ signal }) => api.get('/account/calendar-feed/', { signal, schema: ZCalendarFeed }),
    staleTime: 5 * 60_000,
  });
