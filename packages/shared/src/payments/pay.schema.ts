import { z } from 'zod';
import { zId } from '../common/input';
import { PAYMENT_TYPES } from './charge-amount';
import { ZPaymentMethod } from './methods.schema';
import { ZPayment } from './payments.schema';

export const SELECT_PAYMENT_METHOD = 'Please select a payment method';

/** How a charge is paid: a saved method, or a gateway (with a one-time card token for card gateways). */
const paymentSource = {
  payment_method: zId('Please select a payment method').optional(),
  gateway_code: z.string().trim().max(40).optional(),
  gateway_id: zId('Please select a payment gateway').optional(),
  /** A card collected in the browser: Stripe's pm_... or the test gateway's tok_test_... */
  payment_method_token: z.string().trim().max(2000).optional(),
  save_payment_method: z.boolean().optional(),
  notes: z.string().trim().max(500).optional(),
};
const needsSource = (v: { payment_method?: number; gateway_code?: string; gateway_id?: number }) =>
  v.payment_method !== undefined || !!v.gateway_code || v.gateway_id !== undefined;

export const ZPaySource = z.object(paymentSource).refine(needsSource, { message: SELECT_PAYMENT_METHOD, path: ['payment_method'] });
export type TPaySource = z.infer<typeof ZPaySource>;

export const ZPayInvoiceRequest = z
  .object({
    ...paymentSource,
    payment_type: z.enum(PAYMENT_TYPES, { error: 'Choose FULL, DEPOSIT or CUSTOM' }).default('FULL'),
    /** CUSTOM only, as a decimal string or number. */
    amount: z.union([z.string().trim().max(20), z.number()]).optional(),
  })
  .refine(needsSource, { message: SELECT_PAYMENT_METHOD, path: ['payment_method'] });
export type TPayInvoiceRequest = z.infer<typeof ZPayInvoiceRequest>;

export const ZPaymentIntentRequest = z.object({
  gateway_code: z.string().trim().min(1, 'Please select a payment gateway').max(40),
  payment_type: z.enum(PAYMENT_TYPES).default('FULL'),
  amount: z.union([z.string().trim().max(20), z.number()]).optional(),
  save_payment_method: z.boolean().optional(),
});
export const ZClientPaymentIntentRequest = ZPaymentIntentRequest.extend({ invoice_id: zId('Invoice not found.') });

export const ZPaymentIntent = z.object({
  payment_id: z.number().int(),
  payment_intent_id: z.string(),
  client_secret: z.string(),
  provider: z.string(),
  publishable_key: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
});

export const ZNextAction = z.discriminatedUnion('type', [
  /** Confirm in the browser: the test gateway's confirmation step or Stripe.js (3-D Secure). */
  z.object({ type: z.literal('confirm_card'), gateway_code: z.string(), client_secret: z.string(), publishable_key: z.string().nullable() }),
  /** Approve at the wallet (GCash, Maya), then come back. */
  z.object({ type: z.literal('redirect'), url: z.string() }),
  /** Pay outside the product (bank transfer, at the venue): the venue records it when the money arrives. */
  z.object({ type: z.literal('instructions'), text: z.string() }),
]);

export const ZPaymentResult = z.object({
  status: z.enum(['succeeded', 'requires_action', 'processing', 'pending']),
  message: z.string(),
  payment: ZPayment,
  invoice: z.object({ id: z.number().int(), paid_amount: z.string(), remaining_amount: z.string(), payment_status: z.string() }).nullable(),
  next_action: ZNextAction.nullable(),
  saved_payment_method: ZPaymentMethod.nullable(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

export const PAYMENT_SUCCESSFUL = 'Payment Successful!';
export const GATEWAY_DOWN = 'The payment gateway did not answer. Nothing was charged; please try again.';
/** The gateway went silent after it may have taken the charge, and could not be asked: the payment stays in progress. */
export const PAYMENT_UNCONFIRMED =
  'We could not confirm this payment with the payment service. We will check it and update your payment shortly; you will not be charged twice.';

/** Cancelling an unfinished payment (a 3-D Secure or wallet step left unanswered) so the invoice can be paid again. */
export const PAYMENT_ATTEMPT_CANCELLED = 'Payment cancelled before it was completed';
export const PAYMENT_NOT_CANCELLABLE = 'Only a payment still waiting to be completed can be cancelled.';
export const PAYMENT_STILL_MOVING = 'The payment gateway is still processing this payment, so it cannot be cancelled now. Please check again in a few minutes.';
export const PAYMENT_CANCELLED_TITLE = 'Payment Cancelled';
