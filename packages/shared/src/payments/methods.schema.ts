import { z } from 'zod';

export const METHOD_TYPES = ['CREDIT_CARD', 'BANK_TRANSFER', 'DIGITAL_WALLET', 'CHECK', 'CASH'] as const;
export type TMethodType = (typeof METHOD_TYPES)[number];
export const METHOD_TYPE_LABELS: Record<TMethodType, string> = {
  CREDIT_CARD: 'Credit Card',
  BANK_TRANSFER: 'Bank Transfer',
  DIGITAL_WALLET: 'Digital Wallet',
  CHECK: 'Check',
  CASH: 'Cash',
};

export const ZPaymentMethod = z.object({
  id: z.number().int(),
  type: z.enum(METHOD_TYPES),
  type_display: z.string(),
  nickname: z.string(),
  instructions: z.string(),
  is_default: z.boolean(),
  last_four: z.string().nullable(),
  card_brand: z.string().nullable(),
  /** MM/YY, cards only. */
  expiry_date: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  is_active: z.boolean(),
  is_test: z.boolean(),
  gateway: z.string().nullable(),
  gateway_details: z.object({ code: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const NICKNAME_REQUIRED = 'Nickname is required';
export const NICKNAME_TOO_LONG = 'Nickname must be 50 characters or less';
export const GATEWAY_REQUIRED = 'Please select a payment gateway';
export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found.';

/** The spec's card creation payload; card facts are read back from the gateway, never taken from the body. */
export const ZCreatePaymentMethod = z
  .object({
    type: z.enum(METHOD_TYPES, { error: 'Choose a valid payment method type' }),
    nickname: z.string({ error: NICKNAME_REQUIRED }).trim().min(1, NICKNAME_REQUIRED).max(50, NICKNAME_TOO_LONG),
    gateway_code: z.string().trim().max(40).optional(),
    /** A card collected in the browser: Stripe's pm_... or the test gateway's tok_test_... */
    stripe_payment_method_id: z.string().trim().max(255).optional(),
    payment_method_token: z.string().trim().max(2000).optional(),
    // Shown by the browser; the server ignores them and asks the gateway.
    last_four: z.string().max(4).optional(),
    card_brand: z.string().max(40).optional(),
    exp_month: z.coerce.number().int().min(1).max(12).optional(),
    exp_year: z.coerce.number().int().min(2000).max(2200).optional(),
    is_default: z.boolean().optional(),
    instructions: z.string().trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.type === 'CREDIT_CARD' || v.type === 'DIGITAL_WALLET') && !v.gateway_code)
      ctx.addIssue({ code: 'custom', path: ['gateway_code'], message: GATEWAY_REQUIRED });
    if (v.type === 'CREDIT_CARD' && !v.stripe_payment_method_id && !v.payment_method_token)
      ctx.addIssue({ code: 'custom', path: ['payment_method_token'], message: 'Card information not found. Please refresh and try again.' });
  });
export type TCreatePaymentMethod = z.infer<typeof ZCreatePaymentMethod>;

/** Only the nickname and the default flag can change (spec section 4). */
export const ZUpdatePaymentMethod = z.object({
  nickname: z.string().trim().max(50, NICKNAME_TOO_LONG).optional(),
  is_default: z.boolean().optional(),
});

export const ZSetupIntentRequest = z.object({ gateway_code: z.string().trim().min(1, GATEWAY_REQUIRED).max(40) });
export const ZSetupIntentResponse = z.object({ client_secret: z.string(), gateway_code: z.string(), publishable_key: z.string().nullable() });

/** The test gateway's stand-in for Stripe.js: card details in, a one-time token out (no real card data is kept). */
export const ZTestCardTokenRequest = z.object({
  number: z.string().trim().max(40),
  exp_month: z.coerce
    .number({ error: "Your card's expiration month is invalid." })
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  exp_year: z.coerce
    .number({ error: "Your card's expiration year is invalid." })
    .int()
    .min(2000, "Your card's expiration year is invalid.")
    .max(2200, "Your card's expiration year is invalid."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export const ZTestCardToken = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last_four: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export const ZTestAuthenticateRequest = z.object({ outcome: z.enum(['approve', 'fail']) });
