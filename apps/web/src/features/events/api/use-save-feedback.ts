import { ZFeedback, type TFeedbackRequest } from '@venue/shared/events/feedback.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/events.queries';
import { api } from '@/lib/api-client';

/** POST the first feedback, PATCH it afterwards (allowed only while the team has not responded). */
export function useSaveFeedback(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feedbackId, ...body }: TFeedbackRequest & { feedbackId?: number }) =>
      feedbackId === undefined
        ? api.post(`/client/events/${eventId}/feedback/`, body, { schema: ZFeedback })
        : api.patch(`/client/events/${eventId}/feedback/${feedbackId}/`, body, { schema: ZFeedback }),
    onSuccess: (feedback) => queryClient.setQueryData(eventKeys.feedback(eventId), feedback),
  });
}
