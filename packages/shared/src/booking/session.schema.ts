import { z } from 'zod';
import { zId } from '../common/input';
import { ZNextAction } from '../payments/pay.schema';
import { ZDiscountCode } from './catalogue.schema';
import { COMPLETION_STATUSES, COMPLETION_TYPES } from './steps';

export const ZStepError = z.object({ field: z.string(), message: z.string() });
export type TStepError = z.infer<typeof ZStepError>;
/** The spec's validate answer. */
export const ZStepValidation = z.object({ isValid: z.boolean(), errors: z.array(ZStepError) });
export type TStepValidation = z.infer<typeof ZStepValidation>;

export const ZStepRef = z.object({ id: z.number().int(), name: z.string(), step_type: z.string() });

/** The spec's Pricing result (every amount a string with 2 decimals, "0.00" when nothing is chosen). */
export const ZPricingLine = z.object({
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number(),
  base_unit_price: z.string(),
  excess_hours: z.string(),
  excess_hour_price: z.string(),
  excess_cost: z.string(),
  total_unit_price: z.string(),
  line_total: z.string(),
  tax: z.string(),
});
export const ZPricingResult = z.object({
  subtotal: z.string(),
  tax: z.string(),
  discount: z.string(),
  total: z.string(),
  line_items: z.array(ZPricingLine),
  discount_details: z.object({ code: z.string() }).nullable(),
  currency: z.string(),
  /** What a deposit would charge now (payment settings' percentage of the total). */
  deposit_amount: z.string(),
});
export type TPricingResult = z.infer<typeof ZPricingResult>;

/** The slot a session holds while it is open (no other visitor can take it). */
export const ZSessionHold = z.object({
  facility_id: z.number().int(),
  facility_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  expires_at: z.string(),
});

/**
 * What `complete` answers, kept on the session: a repeat answers it again. While the payer still has to confirm
 * the charge (3-D Secure, the test gateway's confirmation step) the answer is 202 with completion_status
 * "processing", completed_at null, the DRAFT event, the PROCESSING payment and `next_action` (the pay call's own
 * shape); once completed, next_action is null (absent in results stored before it existed).
 */
export const ZCompletionResult = z.object({
  session_id: z.string(),
  booking_reference: z.string(),
  completion_type: z.enum(COMPLETION_TYPES),
  completion_status: z.enum(COMPLETION_STATUSES),
  completed_at: z.string().nullable(),
  event_id: z.number().int(),
  event_status: z.string(),
  invoice_id: z.number().int().nullable(),
  quote_request_id: z.number().int().nullable(),
  /** The money taken now (deposit or full), null for a quote request. */
  payment: z
    .object({
      id: z.number().int(),
      payment_number: z.string(),
      amount: z.string(),
      currency: z.string(),
      status: z.string(),
      receipt_number: z.string().nullable(),
      payment_type: z.string(),
    })
    .nullable(),
  total_price: z.string(),
  account_created: z.boolean(),
  /** Until the venue answers the quote request (quotes only). */
  hold_expires_at: z.string().nullable(),
  calendar_url: z.string(),
  next_action: ZNextAction.nullable().optional(),
});
export type TCompletionResult = z.infer<typeof ZCompletionResult>;

/** The spec's Session, plus what the wizard shows from it (pricing, hold, completion). */
export const ZBookingSession = z.object({
  session_id: z.string(),
  booking_flow: z.number().int(),
  /** The version of its flow the session walks (GET flows/{id}/?version= serves its steps). */
  booking_flow_version: z.number().int(),
  event_type: z.number().int(),
  event_type_name: z.string(),
  current_step: ZStepRef.nullable(),
  completed_step_ids: z.array(z.number().int()),
  progress_percentage: z.number().int(),
  expires_at: z.string(),
  is_completed: z.boolean(),
  is_abandoned: z.boolean(),
  total_price: z.string(),
  pricing: ZPricingResult,
  hold: ZSessionHold.nullable(),
  /** Step data keyed by step id ("12"); a password is never stored or returned. */
  booking_data: z.record(z.string(), z.record(z.string(), z.unknown())),
  validation_errors: z.record(z.string(), z.array(ZStepError)),
  booking_reference: z.string(),
  completion_status: z.enum(COMPLETION_STATUSES),
  booking_completion_result: ZCompletionResult.nullable(),
  confirmation_email_sent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBookingSession = z.infer<typeof ZBookingSession>;

export const ZSessionParams = z.object({ sessionId: z.string().min(1).max(100) });

/** POST .../flows/{id}/start_session/ (ip_address and user_agent are the server's own reading). */
export const ZStartSessionRequest = z.object({
  booking_flow: zId('booking_flow must be a valid id').optional(),
  ip_address: z.string().max(100).optional(),
  user_agent: z.string().max(500).optional(),
  referrer_url: z.string().max(2000).optional(),
});
export const ZStartSessionResponse = z.object({
  session_id: z.string(),
  current_step: ZStepRef.nullable(),
  progress_percentage: z.number().int(),
  expires_at: z.string(),
  session: ZBookingSession,
});
export type TStartSessionResponse = z.infer<typeof ZStartSessionResponse>;

const zStepId = z.number({ error: 'step_id is required' }).int().positive().max(2_147_483_647);
const zStepData = z.record(z.string().max(100), z.unknown());

/** PATCH .../session/{sessionId}/update/ */
export const ZUpdateSessionRequest = z.object({
  step_id: zStepId,
  step_data: zStepData.default({}),
  mark_completed: z.boolean().default(false),
});
export type TUpdateSessionRequest = z.input<typeof ZUpdateSessionRequest>;
export const ZUpdateSessionResponse = z.object({
  session_id: z.string(),
  total_price: z.string(),
  pricing: ZPricingResult,
  /** This step's problems (a draft is kept even when it has some). */
  validation_errors: z.array(ZStepError),
  updated_at: z.string(),
  expires_at: z.string(),
  current_step: ZStepRef.nullable(),
  completed_step_ids: z.array(z.number().int()),
  progress_percentage: z.number().int(),
  hold: ZSessionHold.nullable(),
  step_data: z.record(z.string(), z.unknown()),
  /** Other steps' data the save changed, by step id: the schedule, when it followed the chosen package (issue 39). */
  other_step_data: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});
export type TUpdateSessionResponse = z.infer<typeof ZUpdateSessionResponse>;

/** POST .../session/{sessionId}/validate/ */
export const ZValidateStepRequest = z.object({ step_id: zStepId, step_data: zStepData.default({}) });

/** POST .../session/{sessionId}/complete/ */
export const ZCompleteRequest = z.object({ completion_type: z.enum(COMPLETION_TYPES).default('payment') });

/** POST .../session/{sessionId}/abandon/ */
export const ZAbandonRequest = z.object({ reason: z.string().trim().max(500).optional() }).default({});
export const ZAbandonResponse = z.object({ session_id: z.string(), is_abandoned: z.literal(true) });

/** PATCH .../session/{sessionId}/go-to-step/ */
export const ZGoToStepRequest = z.object({ step_id: zStepId });

/** POST .../session/{sessionId}/calculate-pricing/ */
export const ZCalculatePricingRequest = z.object({ discount_code: ZDiscountCode.or(z.literal('')).optional() }).default({});

/** POST .../session/{sessionId}/send-confirmation/ (once per session; a repeat sends nothing). */
export const ZSendConfirmationResponse = z.object({ sent: z.boolean(), already_sent: z.boolean(), email: z.string() });
