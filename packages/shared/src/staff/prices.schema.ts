import { z } from 'zod';
import { INT4_MAX, zDay, zId, zSingleLine } from '../common/input';
import { zMoneyAmount } from '../common/decimal-fields';
import { DISCOUNT_KINDS, discountRuleErrors } from '../booking/discount-rules';

/**
 * Prices and policies in the staff console (issue 27, point 6): discount codes, payment settings, the refund
 * policy. Admins change them; staff read them. Amounts are decimal strings ("5000.00"), never floats.
 */
export const ZStaffDiscount = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_KINDS),
  /** "10.00" for 10 %, or "5000.00" off. */
  value: z.string(),
  /** "10% off", "₱5,000 off" */
  value_text: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_client_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  event_type_ids: z.array(z.number().int()),
  first_booking_only: z.boolean(),
  is_public: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TStaffDiscount = z.infer<typeof ZStaffDiscount>;

export const DISCOUNT_CODE_MESSAGE = 'The code is 3 to 30 letters, digits and dashes, such as SUMMER-2027';
const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(INT4_MAX, `${label} is too large`)
    .nullable();

/** Every field of a code as an admin edits it, none defaulted (an update sends only what changes). */
const discountFields = {
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,29}$/, DISCOUNT_CODE_MESSAGE)
    .transform((s) => s.toUpperCase()),
  name: zSingleLine(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(150, 'Name must be at most 150 characters')),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
  discount_type: z.enum(DISCOUNT_KINDS, { error: 'Choose a percentage or a fixed amount' }),
  value: zMoneyAmount('The discount'),
  valid_from: zDay('The first day must be a date').nullable(),
  valid_until: zDay('The last day must be a date').nullable(),
  usage_limit: limit('Total uses'),
  per_client_limit: limit('Uses per client'),
  event_type_ids: z.array(zId('Choose a valid event type'), { error: 'Choose the event types' }).max(50),
  first_booking_only: z.boolean({ error: 'first_booking_only must be true or false' }),
  is_public: z.boolean({ error: 'is_public must be true or false' }),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

const withRules = <T extends Parameters<typeof discountRuleErrors>[0]>(value: T, ctx: z.RefinementCtx) => {
  for (const [field, messages] of Object.entries(discountRuleErrors(value)))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
};

export const ZCreateDiscountRequest = z
  .object({
    ...discountFields,
    description: discountFields.description.default(''),
    valid_from: discountFields.valid_from.default(null),
    valid_until: discountFields.valid_until.default(null),
    usage_limit: discountFields.usage_limit.default(null),
    per_client_limit: discountFields.per_client_limit.default(null),
    event_type_ids: discountFields.event_type_ids.default([]),
    first_booking_only: discountFields.first_booking_only.default(false),
    is_public: discountFields.is_public.default(false),
    is_active: discountFields.is_active.default(true),
  })
  .superRefine(withRules);
export type TCreateDiscountRequest = z.input<typeof ZCreateDiscountRequest>;

/** Only the fields sent change; the rules are then checked on the whole code (server side). */
export const ZUpdateDiscountRequest = z.object(discountFields).partial();
export type TUpdateDiscountRequest = z.input<typeof ZUpdateDiscountRequest>;

/** One booking that used a code: who, which booking, when, how much it took off. */
export const ZDiscountUse = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  client_email: z.string(),
  event_id: z.number().int(),
  event_name: z.string(),
  used_at: z.string(),
  amount: z.string(),
});
export type TDiscountUse = z.infer<typeof ZDiscountUse>;

/** An event type a code can be kept to (the form's choices). */
export const ZDiscountEventType = z.object({ id: z.number().int(), name: z.string() });

export const ZStaffDiscountList = z.object({ discounts: z.array(ZStaffDiscount), event_types: z.array(ZDiscountEventType) });
export type TStaffDiscountList = z.infer<typeof ZStaffDiscountList>;

/** A gateway in the console: on or off, and whether this server has its keys (never the keys themselves). */
export const ZStaffGateway = z.object({
  code: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  configured: z.boolean(),
});
export type TStaffGateway = z.infer<typeof ZStaffGateway>;

export const ZStaffPaymentSettings = z.object({
  /** PHP only: the product charges and invoices in pesos (docs/decisions.md, 2026-11-28). */
  currency: z.literal('PHP'),
  deposit_percentage: z.string(),
  /** The gateways' smallest charge ("20.00"), read-only. */
  minimum_charge: z.string(),
  balance_due_days: z.number().int(),
  bank_transfer_instructions: z.string(),
  manual_payment_instructions: z.string(),
  allow_refunds: z.boolean(),
  refund_percentage: z.string(),
  refund_deadline_hours: z.number().int(),
  refund_policy_text: z.string(),
  gateways: z.array(ZStaffGateway),
  updated_at: z.string(),
});
export type TStaffPaymentSettings = z.infer<typeof ZStaffPaymentSettings>;

export const PERCENTAGE_MESSAGE = 'Enter a percentage from 0 to 100 with at most 2 decimals';
const zPercentage = () =>
  z
    .string({ error: PERCENTAGE_MESSAGE })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, PERCENTAGE_MESSAGE)
    .refine((p) => Number(p) <= 100, PERCENTAGE_MESSAGE);
const instructions = (label: string) =>
  z
    .string({ error: `${label} are required` })
    .trim()
    .min(1, `${label} are required`)
    .max(2000, `${label} must be at most 2000 characters`);

export const GATEWAY_NOT_CONFIGURED = 'This payment method cannot be switched on: its keys are not set on the server.';
export const GATEWAY_UNKNOWN = 'Unknown payment method.';

export const ZUpdatePaymentSettingsRequest = z
  .object({
    deposit_percentage: zPercentage(),
    balance_due_days: z
      .number({ error: 'Balance due days must be a whole number of days' })
      .int('Balance due days must be a whole number of days')
      .min(0, 'Balance due days cannot be negative')
      .max(365, 'Balance due days can be at most 365'),
    // Empty until the venue writes its own account: bank transfer is not offered meanwhile (issue 39).
    bank_transfer_instructions: z.string().trim().max(2000, 'Bank transfer instructions must be at most 2000 characters'),
    manual_payment_instructions: instructions('Pay-at-venue instructions'),
    allow_refunds: z.boolean({ error: 'allow_refunds must be true or false' }),
    refund_percentage: zPercentage(),
    refund_deadline_hours: z
      .number({ error: 'The refund deadline must be a whole number of hours' })
      .int('The refund deadline must be a whole number of hours')
      .min(0, 'The refund deadline cannot be negative')
      .max(8760, 'The refund deadline can be at most 8760 hours (a year)'),
    refund_policy_text: z
      .string({ error: 'The refund policy text is required' })
      .trim()
      .min(1, 'The refund policy text is required')
      .max(2000, 'The refund policy text must be at most 2000 characters'),
    gateways: z.array(z.object({ code: z.string().max(40), is_active: z.boolean({ error: 'is_active must be true or false' }) })).max(20),
  })
  .partial();
export type TUpdatePaymentSettingsRequest = z.input<typeof ZUpdatePaymentSettingsRequest>;
