import { ZPaymentResult, type TPaySource } from '@venue/shared/payments/pay.schema';
import { useMutation } from '@tanstack/react-query';
import { idempotencyHeader, PAYMENT_TOUCHES } from '@/features/payments/api/payment-effects';
import { api } from '@/lib/api-client';

export interface TPayInstallmentVariables {
  planId: number;
  body: TPaySource & { installment_id?: number };
  idempotencyKey: string;
}

/** POST .../payment-plans/{id}/pay_installment/: charges the installment named (else the next unpaid one). */
export function usePayInstallment() {
  return useMutation({
    meta: { invalidates: PAYMENT_TOUCHES },
    mutationFn: ({ planId, body, idempotencyKey }: TPayInstallmentVariables) =>
      api.post(`/payments/client/payment-plans/${planId}/pay_installment/`, body, { schema: ZPaymentResult, headers: idempotencyHeader(idempotencyKey) }),
  });
}
