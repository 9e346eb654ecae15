import { z } from 'zod';

export const ZPaymentSettings = z.object({
  id: z.number().int(),
  default_currency: z.string(),
  available_currencies: z.array(z.string()),
  default_deposit_percentage: z.string(),
  balance_due_days: z.number().int(),
  allow_refunds: z.boolean(),
  refund_percentage: z.string(),
  refund_deadline_hours: z.number().int(),
  refund_policy_text: z.string(),
  /** The smallest charge per currency, as amounts ("29.00"). */
  minimum_charges: z.record(z.string(), z.string()),
  bank_transfer_instructions: z.string(),
  manual_payment_instructions: z.string(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;
