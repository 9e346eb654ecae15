import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPricingResult, type TBookingSession } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { bookingKeys, sessionPath } from '@/features/booking/api/booking.queries';

/**
 * The server's pricing of what the session holds. A code is checked and kept on the session; undefined keeps the
 * session's code, '' removes it.
 */
export function useCalculatePricing(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (discountCode?: string) =>
      api.post(`${sessionPath(sessionId)}/calculate-pricing/`, discountCode === undefined ? {} : { discount_code: discountCode }, { schema: ZPricingResult }),
    onSuccess: (pricing) =>
      client.setQueryData<TBookingSession>(bookingKeys.session(sessionId), (old) => (old ? { ...old, pricing, total_price: pricing.total } : old)),
  });
}
