import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCompletionResult, type TBookingSession } from '@venue/shared/booking/session.schema';
import type { TCompletionType } from '@venue/shared/booking/steps';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';
import { bookingKeys, sessionPath } from '@/features/booking/api/booking.queries';

export function useCompleteSession(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (completionType: TCompletionType) =>
      api.post(`${sessionPath(sessionId)}/complete/`, { completion_type: completionType }, { schema: ZCompletionResult }),
    // A 202 (the payer must confirm the charge first) is "processing": the session is not completed yet.
    onSuccess: (result) =>
      client.setQueryData<TBookingSession>(bookingKeys.session(sessionId), (old) =>
        !old
          ? old
          : result.completion_status === 'completed'
            ? { ...old, is_completed: true, completion_status: 'completed', booking_completion_result: result }
            : { ...old, completion_status: result.completion_status },
      ),
    // A signed-in client's events, dashboard and invoices gain the booking.
    meta: { invalidates: [QUERY_ROOTS.events, QUERY_ROOTS.dashboard, QUERY_ROOTS.payments] },
  });
}
