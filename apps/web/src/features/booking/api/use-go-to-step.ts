import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBookingSession } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { bookingKeys, sessionPath } from '@/features/booking/api/booking.queries';

/** Back and Skip: the server decides whether the step may be reached and answers the whole session. */
export function useGoToStep(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stepId: number) => api.patch(`${sessionPath(sessionId)}/go-to-step/`, { step_id: stepId }, { schema: ZBookingSession }),
    onSuccess: (session) => client.setQueryData(bookingKeys.session(sessionId), session),
  });
}
