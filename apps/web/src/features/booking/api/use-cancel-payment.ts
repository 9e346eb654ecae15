import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBookingSession } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';
import { bookingKeys, sessionPath } from '@/features/booking/api/booking.queries';

/**
 * The payer gives up the charge their booking waits on (the bank's confirmation left unanswered) to change the
 * booking or pay again. The server answers the session as it now is: `failed` (the draft undone, the hold back),
 * or `completed` when the bank had approved first.
 */
export function useCancelPayment(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${sessionPath(sessionId)}/cancel-payment/`, {}, { schema: ZBookingSession }),
    onSuccess: (session) => client.setQueryData(bookingKeys.session(sessionId), session),
    // Refused (settled meanwhile, or not cancellable now): the session as the server has it replaces the cached one.
    onError: () => client.invalidateQueries({ queryKey: bookingKeys.session(sessionId) }),
    // A booking completed by the bank's approval reaches a signed-in client's events, dashboard and invoices.
    meta: { invalidates: [QUERY_ROOTS.events, QUERY_ROOTS.dashboard, QUERY_ROOTS.payments] },
  });
}
