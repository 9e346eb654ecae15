import type { TStepError } from '@venue/shared/booking/session.schema';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TSessionRow } from './booking-sessions.repo';
import type { TLoadedFlow } from './flows.service';
import { evaluateStep, STORED_PASSWORD_STAND_IN } from './step-eval';

/**
 * Before anything is written, every step is judged again on the data kept (prices, availability and codes may
 * have changed since the visitor saw them): each step that is not skippable must be completed and still valid.
 * The refusal is a 400 whose fields are named "<step_type>.<field>".
 */
export async function requireCompleteSteps(ctx: TContext, tx: TTx, loaded: TLoadedFlow, row: TSessionRow): Promise<void> {
  const errors: Record<string, string[]> = {};
  const add = (step: string, e: TStepError) => (errors[`${step}.${e.field}`] ??= []).push(e.message);
  for (const step of loaded.flow.enabled_steps) {
    if (step.step_type === 'confirmation') continue;
    const data = row.bookingData[String(step.id)];
    const done = row.completedStepIds.includes(step.id);
    if (!done && step.is_skippable && !data) continue;
    if (!done) {
      add(step.step_type, { field: 'non_field_errors', message: T.notReadyToComplete });
      continue;
    }
    const checked = step.step_type === 'contact_info' && row.accountPasswordHash ? { ...data, password: STORED_PASSWORD_STAND_IN } : (data ?? {});
    const { errors: found } = await evaluateStep(ctx, tx, loaded, row, step, checked, row.bookingData);
    for (const e of found) add(step.step_type, e);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(400, first, errors);
}
