import { z } from 'zod';
import { zDay, zId } from '../common/input';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from './installments';
import { ZInstallment } from './installment.schema';
import { ZPaySource } from './pay.schema';

export const ZPaymentPlan = z.object({
  id: z.number().int(),
  invoice: z.number().int(),
  invoice_number: z.string(),
  event_details: z.object({ id: z.number().int(), name: z.string() }),
  currency: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  remaining_amount: z.string(),
  status: z.enum(['ACTIVE', 'COMPLETED', 'CANCELLED']),
  created_at: z.string(),
  installments: z.array(ZInstallment),
  next_installment: ZInstallment.nullable(),
  /**
   * Every unpaid installment due within the next 30 days (spec document 2, section 9), not only the next, and the
   * overdue ones, first (isUpcomingInstallment, byDueDay).
   */
  upcoming_installments: z.array(ZInstallment),
});
export type TPaymentPlan = z.infer<typeof ZPaymentPlan>;

export const INSTALLMENT_COUNT_MESSAGE = `Choose between ${MIN_INSTALLMENTS} and ${MAX_INSTALLMENTS} installments`;
export const ZSetupPlanRequest = z.object({
  number_of_installments: z.coerce
    .number({ error: INSTALLMENT_COUNT_MESSAGE })
    .int(INSTALLMENT_COUNT_MESSAGE)
    .min(MIN_INSTALLMENTS, INSTALLMENT_COUNT_MESSAGE)
    .max(MAX_INSTALLMENTS, INSTALLMENT_COUNT_MESSAGE),
  first_due_date: zDay().optional(),
});

export const ZPayInstallmentRequest = ZPaySource.and(z.object({ installment_id: zId('Installment not found.').optional() }));

export const PLAN_NOT_FOUND = 'Payment plan not found.';
export const INSTALLMENT_NOT_FOUND = 'Installment not found.';
export const PLAN_EXISTS = 'This invoice already has a payment plan.';
export const INSTALLMENT_PAID = 'This installment has already been paid.';
export const PLAN_CREATED = 'Payment Plan Created';
