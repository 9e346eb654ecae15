import { ZPaymentResult } from '@venue/shared/payments/pay.schema';
import { useMutation } from '@tanstack/react-query';
import { PAYMENT_TOUCHES } from '@/features/payments/api/payment-effects';
import { api } from '@/lib/api-client';

/**
 * After the payer acted (3-D Secure, the wallet), the server reads the charge back from the gateway and settles
 * it. Asking twice is harmless, so it needs no idempotency key.
 */
export function useConfirmPayment() {
  return useMutation({
    meta: { invalidates: PAYMENT_TOUCHES },
    mutationFn: (paymentId: number) => api.post(`/payments/client/confirm-payment-intent/${paymentId}/`, {}, { schema: ZPaymentResult }),
  });
}
