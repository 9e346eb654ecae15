import { z } from 'zod';

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const ZRefund = z.object({
  id: z.number().int(),
  refund_number: z.string(),
  payment: z.number().int(),
  payment_number: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  status_display: z.string(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type TRefund = z.infer<typeof ZRefund>;
export const REFUND_NOT_FOUND = 'Refund not found.';
