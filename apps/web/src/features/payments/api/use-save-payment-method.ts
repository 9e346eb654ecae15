import { ZPaymentMethod, type ZCreatePaymentMethod } from '@venue/shared/payments/methods.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentKeys } from '@/features/payments/api/payments.queries';
import { api } from '@/lib/api-client';

/** POST .../payment-methods/: the server reads the card's facts back from the gateway, never from the body. */
export function useSavePaymentMethod() {
  return useMutation({
    meta: { invalidates: [paymentKeys.methods()] },
    mutationFn: (body: z.input<typeof ZCreatePaymentMethod>) => api.post('/payments/client/payment-methods/', body, { schema: ZPaymentMethod }),
  });
}
