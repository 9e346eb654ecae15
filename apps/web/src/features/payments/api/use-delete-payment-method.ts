import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/components/feedback/toast-context';
import { paymentKeys } from '@/features/payments/api/payments.queries';
import { paymentsErrorMessage } from '@/features/payments/payments-errors';
import { api } from '@/lib/api-client';

export function useDeletePaymentMethod() {
  const toast = useToast();
  return useMutation({
    meta: { invalidates: [paymentKeys.methods()] },
    mutationFn: (id: number) => api.delete(`/payments/client/payment-methods/${id}/`),
    onSuccess: () => toast({ severity: 'success', message: 'Payment method deleted successfully' }),
    onError: (error) => toast({ severity: 'error', title: 'Delete Failed', message: paymentsErrorMessage(error) }),
  });
}
