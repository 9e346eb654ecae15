import { z } from 'zod';
import { zDay, zId } from '../common/input';
import { toMinor } from '../money';
import { moneyText } from './charge-amount';

/**
 * Payments the client announced and the venue confirms by hand (a bank transfer, cash or a check at the office):
 * the staff console's "Payments to confirm" list, and what recording or rejecting one takes.
 */
export const OFFLINE_METHOD_TYPES = ['BANK_TRANSFER', 'CASH'] as const;
export const OFFLINE_METHOD_LABELS: Record<(typeof OFFLINE_METHOD_TYPES)[number], string> = {
  BANK_TRANSFER: 'Bank transfer',
  CASH: 'Pay at the venue',
};

export const ZPaymentToConfirm = z.object({
  id: z.number().int(),
  payment_number: z.string(),
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  method_type: z.enum(OFFLINE_METHOD_TYPES),
  /** When the client chose to pay this way (the payment was made PENDING). */
  announced_at: z.string(),
  invoice_number: z.string().nullable(),
  event_id: z.number().int(),
  event_name: z.string(),
  event_start_date: z.string().nullable(),
  client: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type TPaymentToConfirm = z.infer<typeof ZPaymentToConfirm>;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
export const RECEIVED_AMOUNT_FORMAT = 'The amount received must be an amount with at most 2 decimals';
export const RECEIVED_IN_FUTURE = 'The date received cannot be in the future.';
export const REASON_REQUIRED = 'A reason is required';

/** What "Record as received" sends (JSON, or the fields of a multipart body with the optional proof as `file`). */
export const ZRecordPayment = z.object({
  amount: z.string().trim().regex(AMOUNT, RECEIVED_AMOUNT_FORMAT).optional(),
  received_on: zDay('The date received must be a date').optional(),
  reference: z.string().trim().max(100, 'The reference must be at most 100 characters').optional(),
  note: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
});
export type TRecordPayment = z.infer<typeof ZRecordPayment>;

export const ZRejectPayment = z.object({
  reason: z.string().trim().min(1, REASON_REQUIRED).max(500, 'The reason must be at most 500 characters'),
});

export const ZPaymentIdParams = z.object({ id: zId('Payment not found.') });

/**
 * The amount the venue received for an announced payment: more than nothing and at most what was announced (a
 * shortfall stays on the invoice's balance; money beyond it is a payment of its own). Null when acceptable.
 */
export function receivedAmountProblem(receivedMinor: bigint, announcedMinor: bigint, currency: string): string | null {
  if (receivedMinor <= 0n || receivedMinor > announcedMinor)
    return `The amount received must be more than ${moneyText(0n, currency)} and at most the ${moneyText(announcedMinor, currency)} announced.`;
  return null;
}

/** The day the money arrived: not after today (the venue's day). Null when acceptable. */
export const receivedOnProblem = (day: string, today: string): string | null => (day > today ? RECEIVED_IN_FUTURE : null);

/** ZRecordPayment with the rules that need the payment and the day: one check for the dialog and the server. */
export const recordPaymentRules = (announced: string, currency: string, today: string) =>
  ZRecordPayment.superRefine((d, ctx) => {
    const short = d.amount === undefined ? null : receivedAmountProblem(toMinor(d.amount), toMinor(announced), currency);
    if (short) ctx.addIssue({ code: 'custom', path: ['amount'], message: short });
    const late = d.received_on === undefined ? null : receivedOnProblem(d.received_on, today);
    if (late) ctx.addIssue({ code: 'custom', path: ['received_on'], message: late });
  });
