import { PLAN_CREATED, ZPaymentPlan, type ZSetupPlanRequest } from '@venue/shared/payments/plans.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { paymentKeys } from '@/features/payments/api/payments.queries';
import { api } from '@/lib/api-client';

/** POST .../invoices/{id}/setup_payment_plan/: the invoice then names its plan, so the invoices refresh. */
export function useSetupPaymentPlan() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [paymentKeys.invoices(), paymentKeys.plans()] },
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: z.input<typeof ZSetupPlanRequest> }) =>
      api.post(`/payments/client/invoices/${invoiceId}/setup_payment_plan/`, body, { schema: ZPaymentPlan }),
    onSuccess: (plan) => {
      queryClient.setQueryData(paymentKeys.plan(plan.id), plan);
      toast({ severity: 'success', title: PLAN_CREATED, message: `Your balance is split into ${plan.installments.length} installments.` });
    },
  });
}
