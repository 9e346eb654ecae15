import { ZPaymentResult, type ZPayInvoiceRequest } from '@venue/shared/payments/pay.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { idempotencyHeader, PAYMENT_TOUCHES } from '@/features/payments/api/payment-effects';
import { api } from '@/lib/api-client';

export interface TPayInvoiceVariables {
  invoiceId: number;
  body: z.input<typeof ZPayInvoiceRequest>;
  idempotencyKey: string;
}

/** POST .../invoices/{id}/pay/: the server decides the charge; the answer may still need the payer (next_action). */
export function usePayInvoice() {
  return useMutation({
    meta: { invalidates: PAYMENT_TOUCHES },
    mutationFn: ({ invoiceId, body, idempotencyKey }: TPayInvoiceVariables) =>
      api.post(`/payments/client/invoices/${invoiceId}/pay/`, body, { schema: ZPaymentResult, headers: idempotencyHeader(idempotencyKey) }),
  });
}
