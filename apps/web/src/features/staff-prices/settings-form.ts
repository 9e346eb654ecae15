import { ZUpdatePaymentSettingsRequest, type TStaffPaymentSettings, type TUpdatePaymentSettingsRequest } from '@venue/shared/staff/prices.schema';
import { refundWindowText } from '@venue/shared/payments/refund-rule';
import { z } from 'zod';

/**
 * The Payments & Refunds form: numbers as typed, checked by the shared request schema (the server's words). The
 * currency and the minimum charge are shown, not edited (docs/decisions.md, 2026-11-28).
 */
const ZSettingsFields = z.object({
  deposit_percentage: z.string(),
  balance_due_days: z.string(),
  bank_transfer_instructions: z.string(),
  manual_payment_instructions: z.string(),
  allow_refunds: z.boolean(),
  refund_percentage: z.string(),
  refund_deadline_hours: z.string(),
  refund_policy_text: z.string(),
  gateways: z.array(z.object({ code: z.string(), is_active: z.boolean() })),
});
export type TSettingsForm = z.input<typeof ZSettingsFields>;

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const toSettingsRequest = (form: TSettingsForm): TUpdatePaymentSettingsRequest => ({
  ...form,
  balance_due_days: whole(form.balance_due_days),
  refund_deadline_hours: whole(form.refund_deadline_hours),
});

export const ZSettingsForm = ZSettingsFields.superRefine((form, ctx) => {
  const parsed = ZUpdatePaymentSettingsRequest.safeParse(toSettingsRequest(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'deposit_percentage')], message: issue.message });
}).transform((form): TUpdatePaymentSettingsRequest => ZUpdatePaymentSettingsRequest.parse(toSettingsRequest(form)));

/** "30.00" reads "30". */
const percentText = (p: string) => p.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

export const settingsFormOf = (s: TStaffPaymentSettings): TSettingsForm => ({
  deposit_percentage: percentText(s.deposit_percentage),
  balance_due_days: String(s.balance_due_days),
  bank_transfer_instructions: s.bank_transfer_instructions,
  manual_payment_instructions: s.manual_payment_instructions,
  allow_refunds: s.allow_refunds,
  refund_percentage: percentText(s.refund_percentage),
  refund_deadline_hours: String(s.refund_deadline_hours),
  refund_policy_text: s.refund_policy_text,
  gateways: s.gateways.map((g) => ({ code: g.code, is_active: g.is_active })),
});

/** 720 hours reads "within 30 days of booking"; 36 hours "within 36 hours of booking" (the spec's refund rule). */
export const deadlineText = (hours: number) => `within ${refundWindowText(hours)} of booking`;
