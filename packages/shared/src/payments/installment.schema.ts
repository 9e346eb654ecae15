import { z } from 'zod';

/** One installment of a payment plan (its own file: the event's money answer uses it without the plan's calls). */
export const ZInstallment = z.object({
  id: z.number().int(),
  plan: z.number().int(),
  sequence: z.number().int(),
  amount: z.string(),
  due_date: z.string(),
  status: z.enum(['PENDING', 'PAID', 'OVERDUE']),
  is_overdue: z.boolean(),
  paid_at: z.string().nullable(),
  /** The payment that settled it, or one in progress. */
  payment: z.number().int().nullable(),
});
export type TInstallment = z.infer<typeof ZInstallment>;

/** An upcoming installment on the venue's side (an event's Money tab): which invoice, and of how many. */
export const ZEventInstallment = ZInstallment.extend({ invoice_number: z.string(), installment_count: z.number().int(), currency: z.string() });
export type TEventInstallment = z.infer<typeof ZEventInstallment>;
