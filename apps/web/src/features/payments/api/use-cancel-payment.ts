import { ZPayment } from '@venue/shared/payments/payments.schema';
import { useMutation } from '@tanstack/react-query';
import { PAYMENT_TOUCHES } from '@/features/payments/api/payment-effects';
import { api } from '@/lib/api-client';

/** Gives up an unfinished card or wallet payment, so its invoice can be paid again at once. Safe to repeat (409 once done). */
export function useCancelPayment() {
  return useMutation({
    meta: { invalidates: PAYMENT_TOUCHES },
    mutationFn: (paymentId: number) => api.post(`/payments/client/payments/${paymentId}/cancel/`, {}, { schema: ZPayment }),
  });
}
