import { z } from 'zod';
import { zId } from '../common/input';
import { STEP_TYPES } from './steps';

/** A step of a flow: its type and, per type, the configuration of step-config.schema.ts (served expanded). */
export const ZBookingStep = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** One of STEP_TYPES, or a type this version does not know (the wizard warns "Unknown step type"). */
  step_type: z.string(),
  order: z.number().int(),
  is_skippable: z.boolean(),
  configuration: z.record(z.string(), z.unknown()),
});
export type TBookingStep = z.infer<typeof ZBookingStep>;

/** The spec's Flow: id, event_type, event_type_name, enabled_steps[]. */
export const ZBookingFlow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  event_type: z.number().int(),
  event_type_name: z.string(),
  enabled_steps: z.array(ZBookingStep),
});
export type TBookingFlow = z.infer<typeof ZBookingFlow>;
/** The list is a plain array: a handful of flows per venue (docs/api.md, small fixed lists). */
export const ZBookingFlowList = z.array(ZBookingFlow);

export const ZFlowsQuery = z.object({ event_type: zId('Event type must be a positive number').optional() });
export const ZFlowParams = z.object({ id: zId('Not found.') });
/** An open session's flow version: its steps stay served after the admin saves a newer one. */
export const ZFlowVersionQuery = z.object({ version: zId('Not found.').optional() });
export const ZFlowIdParams = z.object({ flowId: zId('Not found.') });

export const KNOWN_STEP_TYPES: readonly string[] = STEP_TYPES;

/** GET /api/bookingflow/public/flows/{flowId}/payment_gateways/ */
export const ZFlowGateway = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  method_type: z.string(),
  flow: z.enum(['test_card', 'stripe_card', 'redirect', 'offline']),
  is_test: z.boolean(),
  public_config: z.record(z.string(), z.unknown()),
  /** What the payer of an offline gateway (bank transfer, pay at the venue) is told to do; null for the others. */
  instructions: z.string().nullable(),
});
export const ZFlowGatewaysResponse = z.object({
  available_gateways: z.array(ZFlowGateway),
  /** The id of the gateway the wizard preselects (one of available_gateways), null when none is usable. */
  default_gateway: z.number().int().nullable(),
  require_immediate_payment: z.boolean(),
  accept_deposit: z.boolean(),
  deposit_percentage: z.string(),
  currency: z.string(),
  /** Shown before paying: when the balance falls due (days before the event) and the refund terms. */
  balance_due_days: z.number().int(),
  refunds: z.object({ allowed: z.boolean(), percentage: z.string(), deadline_hours: z.number().int(), policy_text: z.string() }),
});
export type TFlowGatewaysResponse = z.infer<typeof ZFlowGatewaysResponse>;

/** GET /api/bookingflow/public/flows/{id}/calendar/?month=YYYY-MM[&session_id=] — times taken, never by whom. */
export const MONTH_MESSAGE = 'month must be YYYY-MM';
export const ZCalendarQuery = z.object({
  month: z
    .string({ error: MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
    .refine((m) => m >= '2000-01' && m <= '2100-12', MONTH_MESSAGE),
  /** The caller's own session: its hold is marked "yours". */
  session_id: z.string().max(100).optional(),
});
export const ZCalendarEntry = z.object({
  facility_id: z.number().int(),
  facility_name: z.string(),
  /** The buffered time the facility is taken, ISO 8601; for the caller's own hold ("yours"), the event's own hours. */
  starts_at: z.string(),
  ends_at: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  kind: z.enum(['booked', 'held', 'yours']),
});
export type TCalendarEntry = z.infer<typeof ZCalendarEntry>;
export const ZCalendarResponse = z.object({ month: z.string(), entries: z.array(ZCalendarEntry) });
export type TCalendarResponse = z.infer<typeof ZCalendarResponse>;
