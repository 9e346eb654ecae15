import { ZCalendarFeedLink, type TCalendarFeed } from '@venue/shared/accounts/calendar-feed.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedKeys } from '@/features/calendar-feed/api/calendar-feed.queries';
import { api } from '@/lib/api-client';

/** Each answer says what the feed now is, so the card shows it at once instead of after a refetch. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/account/calendar-feed/', undefined, { schema: ZCalendarFeedLink }),
    onSuccess: (link) => queryClient.setQueryData<TCalendarFeed>(calendarFeedKeys.mine(), { active: true, created_at: link.created_at }),
  });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/account/calendar-feed/'),
    onSuccess: () => queryClient.setQueryData<TCalendarFeed>(calendarFeedKeys.mine(), { active: false, created_at: null }),
  });
}
