import { z } from 'zod';
import { moneyText } from './charge-amount';

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
  /** The credit note a refund against an invoice issued (issue 41), with its PDF; null for one still pending or failed. */
  credit_note: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type TRefund = z.infer<typeof ZRefund>;
export const REFUND_NOT_FOUND = 'Refund not found.';

/** The refund call's amount rule: more than nothing, at most what the payment still holds. */
export const refundRangeText = (leftMinor: bigint, currency: string) =>
  `The refund must be between ${moneyText(1n, currency)} and ${moneyText(leftMinor, currency)}.`;

/** The refund's amount, checked against what the payment still holds (minor units): the text to show, or null. */
export const refundAmountProblem = (amountMinor: bigint, leftMinor: bigint, currency: string) =>
  amountMinor <= 0n || amountMinor > leftMinor ? refundRangeText(leftMinor, currency) : null;

/**
 * What the venue's refund terms give back on one payment if it is refunded now (refund-rule.ts): the staff refund
 * dialog starts from `suggested_amount` and says `terms_text` and whether the booking is still within the window.
 */
export const ZRefundTermsOfPayment = z.object({
  terms_text: z.string(),
  booked_at: z.string(),
  deadline_at: z.string(),
  within_deadline: z.boolean(),
  percentage: z.string(),
  /** What the terms give back, at most what the payment still holds. */
  suggested_amount: z.string(),
  refundable_amount: z.string(),
});
export type TRefundTermsOfPayment = z.infer<typeof ZRefundTermsOfPayment>;
