import type { TSaveResponsesRequest } from '@venue/shared/events/questionnaire.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/events.queries';
import { api } from '@/lib/api-client';

export function useSaveResponses(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responses: TSaveResponsesRequest['responses']) =>
      api.post('/questionnaires/responses/save_event_responses/', { event_id: eventId, responses }),
    // The save answers only the saved rows; reading the full set back keeps view mode exact.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) }),
  });
}
