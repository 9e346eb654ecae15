import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionPath } from '@/features/booking/api/booking.queries';

/** The exit icon: the hold is released at once instead of waiting for the session to expire. */
export function useAbandonSession() {
  return useMutation({
    mutationFn: (sessionId: string) => api.post(`${sessionPath(sessionId)}/abandon/`, { reason: 'Visitor left the wizard' }),
  });
}
