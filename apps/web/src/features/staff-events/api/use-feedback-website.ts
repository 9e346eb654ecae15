import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFeedbackWebsiteRequest } from '@venue/shared/site/pages.schema';
import { staffEventKeys } from '@/features/staff-events/api/staff-events.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Shows or hides the client's public feedback on the website's Reviews page. */
export function useFeedbackOnWebsite(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shown: boolean) => api.put(`/staff/events/${eventId}/feedback/website/`, { shown_on_website: shown }, { schema: ZFeedbackWebsiteRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffEventKeys.feedback(eventId) }),
    meta: { invalidates: [QUERY_ROOTS.sitePages] },
  });
}
