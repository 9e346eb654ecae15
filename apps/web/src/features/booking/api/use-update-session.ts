import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUpdateSessionResponse, type TBookingSession, type TUpdateSessionRequest, type TUpdateSessionResponse } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { bookingKeys, sessionPath } from '@/features/booking/api/booking.queries';

/** Folds an update's answer into the cached session, so the header, total and step follow without a refetch. */
export function mergeUpdate(session: TBookingSession, answer: TUpdateSessionResponse, stepId: number): TBookingSession {
  return {
    ...session,
    total_price: answer.total_price,
    pricing: answer.pricing,
    expires_at: answer.expires_at,
    updated_at: answer.updated_at,
    current_step: answer.current_step,
    completed_step_ids: answer.completed_step_ids,
    progress_percentage: answer.progress_percentage,
    hold: answer.hold,
    // A package step's save may move the schedule too (issue 39): its new data comes beside the step's own.
    booking_data: { ...session.booking_data, ...answer.other_step_data, [String(stepId)]: answer.step_data },
    validation_errors: { ...session.validation_errors, [String(stepId)]: answer.validation_errors },
  };
}

/** Drafts (mark_completed false) and Next (true) are the same call. */
export function useUpdateSession(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSessionRequest) => api.patch(`${sessionPath(sessionId)}/update/`, body, { schema: ZUpdateSessionResponse }),
    onSuccess: (answer, body) => {
      client.setQueryData<TBookingSession>(bookingKeys.session(sessionId), (old) => (old ? mergeUpdate(old, answer, body.step_id) : old));
      // The schedule moved with its hold: the month's taken times ("Held for you") are read again.
      if (answer.other_step_data) void client.invalidateQueries({ queryKey: [...bookingKeys.all, 'calendar'] });
    },
  });
}
