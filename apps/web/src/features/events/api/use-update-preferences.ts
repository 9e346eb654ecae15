import { ZClientEventDetail, type TEventPreferences } from '@venue/shared/events/event.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/events.queries';
import { api } from '@/lib/api-client';

/** The server answers the whole detail, so the cache takes it as is instead of asking again. */
export function useUpdatePreferences(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TEventPreferences) => api.patch(`/client/events/${eventId}/update_preferences/`, { preferences }, { schema: ZClientEventDetail }),
    onSuccess: (detail) => {
      queryClient.setQueryData(eventKeys.detail(eventId), detail);
      // The tabs under detail(id) are untouched, but the timeline may log the change.
      void queryClient.invalidateQueries({ queryKey: eventKeys.timeline(eventId) });
    },
  });
}
