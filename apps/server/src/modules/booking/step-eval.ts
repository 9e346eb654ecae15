import type { TBookingStep } from '@venue/shared/booking/flow.schema';
import type { TStepError } from '@venue/shared/booking/session.schema';
import { nothingDue } from '@venue/shared/booking/pricing';
import { validateStepData } from '@venue/shared/booking/step-validation';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uploadsOfSession, type TSessionRow } from './booking-sessions.repo';
import { usableDiscount } from './discounts.service';
import { bookingGateways, type TLoadedFlow } from './flows.service';
import { priceSession } from './pricing.service';
import { serverStepErrors, todayInVenue } from './step-checks.service';

/** A step's data judged as a whole: the shared schema's texts first, then the server's own checks. */
export interface TStepEvaluation {
  errors: TStepError[];
  /** The schema's output when the shape is valid (unknown keys dropped), else the data as sent. */
  value: Record<string, unknown>;
}

export function findStep(loaded: TLoadedFlow, stepId: number): TBookingStep {
  const step = loaded.flow.enabled_steps.find((s) => s.id === stepId);
  if (!step) throw new AppError(400, T.stepNotFound, { step_id: [T.stepNotFound] });
  return step;
}

/** A step is reachable when every step before it is completed or may be skipped. */
export function isReachable(loaded: TLoadedFlow, completed: readonly number[], step: TBookingStep): boolean {
  const steps = loaded.flow.enabled_steps;
  return steps.slice(0, steps.indexOf(step)).every((s) => s.is_skippable || completed.includes(s.id));
}

export function requireReachable(loaded: TLoadedFlow, row: TSessionRow, step: TBookingStep) {
  if (!isReachable(loaded, row.completedStepIds, step)) throw new AppError(400, T.stepAhead, { step_id: [T.stepAhead] });
}

/**
 * The contact step's password is hashed when the step is completed and never stored; later checks of the step
 * stand in a value that meets the rule so "Password is required for account creation" is not reported again.
 */
export const STORED_PASSWORD_STAND_IN = 'stored-password-1';

export async function evaluateStep(
  ctx: TContext,
  tx: TTx,
  loaded: TLoadedFlow,
  row: TSessionRow,
  step: TBookingStep,
  data: Record<string, unknown>,
  bookingData: Record<string, Record<string, unknown>>,
): Promise<TStepEvaluation> {
  const free = step.step_type === 'payment_info' && (await isNothingDue(tx, loaded, row, bookingData));
  const checked = validateStepData(step, data, { nothingDue: free });
  if (!checked.isValid) return { errors: checked.errors, value: data };
  const value = checked.data as Record<string, unknown>;
  const errors = serverStepErrors(loaded, step, value, bookingData, {
    today: todayInVenue(),
    window: ctx.config.booking,
    uploads: step.step_type === 'questionnaire' ? (await uploadsOfSession(tx, row.id)).map((u) => u.fileId) : [],
    gateways: step.step_type === 'payment_info' ? (await bookingGateways(ctx, tx, loaded)).map((g) => ({ id: g.row.id, code: g.row.code })) : [],
    nothingDue: free,
  });
  return { errors, value };
}

/** Something chosen, and the session's price (its discount code included) comes to ₱0: there is no way to pay to ask for. */
async function isNothingDue(tx: TTx, loaded: TLoadedFlow, row: TSessionRow, bookingData: Record<string, Record<string, unknown>>) {
  const pricing = priceSession(loaded, bookingData, await usableDiscount(tx, row.discountCode, loaded.flow.event_type));
  return pricing.line_items.length > 0 && nothingDue(pricing);
}
