import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStartSessionResponse } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { bookingKeys, FLOWS } from '@/features/booking/api/booking.queries';

export function useStartSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flowId: number) =>
      api.post(
        `${FLOWS}/${flowId}/start_session/`,
        { booking_flow: flowId, referrer_url: document.referrer.slice(0, 2000) },
        { schema: ZStartSessionResponse },
      ),
    onSuccess: (answer) => client.setQueryData(bookingKeys.session(answer.session_id), answer.session),
  });
}
