import type { TBookingSession } from '@venue/shared/booking/session.schema';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { sessionPath } from '@/features/booking/api/booking.queries';
import { useCompleteSession } from '@/features/booking/api/use-complete-session';
import { removeCopy } from '@/features/booking/session-copies';

/**
 * Back on /booking/complete from GCash or Maya, the session still waits on its payment (or was already undone by
 * the wallet's decline, which the page then says). One repeat of `complete`
 * asks the wallet where the payment stands: the server then finishes the booking with the money (the page shows
 * it), or undoes it when the wallet declined (the page says so and leads back to the booking), or it is still
 * being processed (PayMongo's webhook finishes it; the e-mail follows).
 */
export function useFinishOnReturn(sessionId: string | null, session: TBookingSession | undefined) {
  const complete = useCompleteSession(sessionId ?? '');
  const asked = useRef(false);
  const returned = !!sessionId && session?.completion_status === 'processing' && !session.booking_completion_result;
  // The wallet's decline reached the server before the payer came back: the attempt is undone already.
  const declinedMeanwhile = !!sessionId && session?.completion_status === 'failed' && !session.booking_completion_result;
  const { mutate } = complete;
  useEffect(() => {
    if (!returned || !sessionId || asked.current) return;
    asked.current = true;
    mutate('payment', {
      onSuccess: (result) => {
        if (result.completion_status !== 'completed') return;
        removeCopy(sessionId);
        // The server sends the e-mail once per session; asking again is harmless and its failure ignored (spec).
        void api.post(`${sessionPath(sessionId)}/send-confirmation/`).catch(() => undefined);
      },
    });
  }, [returned, sessionId, mutate]);
  return {
    /** Came back from the wallet and this page is asking where the payment stands. */
    checking: returned && !complete.isError && !(complete.isSuccess && complete.data.completion_status !== 'completed'),
    /** The wallet has not settled yet. */
    stillProcessing: complete.isSuccess && complete.data.completion_status !== 'completed',
    /** The wallet declined (or the booking could not be finished): why ('' when the server said it before we asked). */
    failure: complete.isError ? complete.error.message : declinedMeanwhile && !complete.isPending ? '' : null,
  };
}
