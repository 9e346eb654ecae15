import { ZPaymentIntent, type ZPaymentIntentRequest } from '@venue/shared/payments/pay.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAYMENT_TOUCHES } from '@/features/payments/api/payment-effects';
import { api } from '@/lib/api-client';

/** The Stripe Elements path: the server opens a PaymentIntent, the browser confirms it with the card. */
export function useCreatePaymentIntent() {
  return useMutation({
    meta: { invalidates: PAYMENT_TOUCHES },
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: z.input<typeof ZPaymentIntentRequest> }) =>
      api.post(`/payments/client/invoices/${invoiceId}/create_payment_intent/`, body, { schema: ZPaymentIntent }),
  });
}
