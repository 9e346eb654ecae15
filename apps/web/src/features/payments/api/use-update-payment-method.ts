import { ZPaymentMethod, type ZUpdatePaymentMethod } from '@venue/shared/payments/methods.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { paymentKeys } from '@/features/payments/api/payments.queries';
import { paymentsErrorMessage } from '@/features/payments/payments-errors';
import { api } from '@/lib/api-client';

/** Only the nickname and the default flag change (spec section 4); a new default un-defaults the others. */
export function useUpdatePaymentMethod() {
  const toast = useToast();
  return useMutation({
    meta: { invalidates: [paymentKeys.methods()] },
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof ZUpdatePaymentMethod> }) =>
      api.patch(`/payments/client/payment-methods/${id}/`, body, { schema: ZPaymentMethod }),
    onSuccess: () => toast({ severity: 'success', message: 'Payment method updated successfully' }),
    onError: (error) => toast({ severity: 'error', title: 'Update Failed', message: paymentsErrorMessage(error) }),
  });
}
