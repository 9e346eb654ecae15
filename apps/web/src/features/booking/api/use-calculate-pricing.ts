import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renewedExpiryMs, sessionMaxExpiry } from '@venue/shared/booking/session-expiry';
import { ZPricingResult, type TBookingSession, type TPricingResult } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { serverNow } from '@/lib/server-clock';
import { bookingKeys, sessionPath } from '@/features/booking/api/booking.queries';

/**
 * Folds a pricing answer into the cached session. The call renewed the session on the server but its answer (the
 * spec's pricing) carries no expiry: the header's countdown moves on by the server's own rule.
 */
export function mergePricing(session: TBookingSession, pricing: TPricingResult, nowMs: number): TBookingSession {
  const expires = renewedExpiryMs(Date.parse(session.expires_at), nowMs, sessionMaxExpiry(Date.parse(session.created_at)));
  return { ...session, pricing, total_price: pricing.total, expires_at: new Date(expires).toISOString() };
}

/**
 * The server's pricing of what the session holds. A code is checked and kept on the session; undefined keeps the
 * session's code, '' removes it.
 */
export function useCalculatePricing(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    // The server renews from when it receives the call: counted from before it was sent, the countdown may show
    // a moment less than the session has, never more.
    mutationFn: async (discountCode?: string) => {
      const sentAt = serverNow();
      const pricing = await api.post(`${sessionPath(sessionId)}/calculate-pricing/`, discountCode === undefined ? {} : { discount_code: discountCode }, {
        schema: ZPricingResult,
      });
      return { pricing, sentAt };
    },
    onSuccess: ({ pricing, sentAt }) =>
      client.setQueryData<TBookingSession>(bookingKeys.session(sessionId), (old) => (old ? mergePricing(old, pricing, sentAt) : old)),
  });
}
