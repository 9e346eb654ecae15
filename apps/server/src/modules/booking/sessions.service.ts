import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  TBookingSession,
  TPricingResult,
  TStartSessionResponse,
  TStepValidation,
  TUpdateSessionResponse,
  ZCalculatePricingRequest,
  ZUpdateSessionRequest,
  ZValidateStepRequest,
} from '@venue/shared/booking/session.schema';
import { errorsByField } from '@venue/shared/booking/step-validation';
import { zBookingPassword } from '@venue/shared/booking/step-data.schema';
import { expiryAfterActivity, sessionMaxExpiry } from '@venue/shared/booking/session-expiry';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import { cancelAwaitingPayment } from './awaiting-payment';
import { AWAITING_PAYER, findSessionRow, insertSessionRow, updateSessionRow, type TSavedSession } from './booking-sessions.repo';
import { contactOf } from './booking-records.service';
import { checkDiscountCode, discountEligibility, DISCOUNT_ATTEMPTS, invalidDiscount, usableDiscount } from './discounts.service';
import { activeFlow } from './flows.service';
import { refuseWhileBookingClosed } from '../setup/setup.service';
import { dropHold, liveHoldOf, slotTaken } from './holds.repo';
import { placeHold } from './holds.service';
import { moveSchedule, packageFollow, scheduleDurationChosen } from './package-hours';
import { priceSession, ZERO_PRICING } from './pricing.service';
import { changeOpenSession, NEEDS_LOCK, readOpenSession, readSession, renewedExpiry, withOpenSession } from './session-access';
import { holdView, progressOf, stepRef, toSession } from './session-view';
import { scheduleOf } from './step-checks.service';
import { evaluateStep, findStep, isReachable, requireReachable, STORED_PASSWORD_STAND_IN } from './step-eval';

/** Starting sessions is limited per client address (each may hold a slot). */
export const SESSION_STARTS: TLimit = { name: 'booking-start-ip', max: 30, windowSeconds: 3600 };
/** Account passwords hashed for the contact step, per address (argon2 is the expensive part of a booking). */
const PASSWORD_HASHES: TLimit = { name: 'booking-hash-ip', max: 20, windowSeconds: 15 * 60 };
/** A step's data as JSON may be this long (answers, selections); more is not a booking. */
const MAX_STEP_DATA_CHARS = 32_000;

/** 256 random bits: the session id is the visitor's only key to it. */
const newSessionId = () => `bks_${randomBytes(32).toString('hex')}`;

export async function startSession(ctx: TContext, flowId: number, meta: { ip: string; userAgent: string; referrer: string }): Promise<TStartSessionResponse> {
  await refuseWhileBookingClosed(ctx);
  await reserveOrRefuse(ctx.db, SESSION_STARTS, meta.ip, T.tooManySessions);
  const loaded = await activeFlow(ctx, flowId);
  const first = loaded.flow.enabled_steps[0];
  const now = Date.now();
  const row = await ctx.transact((tx) =>
    insertSessionRow(tx, {
      sessionId: newSessionId(),
      flowId,
      // The session finishes on this version of its flow, whatever the admin saves meanwhile (migration 0035).
      flowVersion: loaded.version,
      currentStepId: first?.id ?? null,
      pricing: ZERO_PRICING,
      ipAddress: meta.ip,
      userAgent: meta.userAgent.slice(0, 500),
      referrerUrl: meta.referrer.slice(0, 2000),
      expiresAt: new Date(expiryAfterActivity(now, sessionMaxExpiry(now))),
      maxExpiresAt: new Date(sessionMaxExpiry(now)),
    }),
  );
  const session = toSession(row, loaded.flow, null);
  return { session_id: row.sessionId, current_step: session.current_step, progress_percentage: 0, expires_at: session.expires_at, session };
}

export async function getSession(ctx: TContext, sessionId: string): Promise<TBookingSession> {
  const { row, loaded } = await readSession(ctx, sessionId);
  return toSession(row, loaded.flow, await liveHoldOf(ctx.db, row.id));
}

type TUpdate = z.output<typeof ZUpdateSessionRequest>;

const codeIn = (data: Record<string, unknown>) => {
  const c = data.applied_discount_code;
  return typeof c === 'string' && c.trim() ? c.trim().toUpperCase() : null;
};

/**
 * Work that must not sit inside the session's transaction: a typed discount code counts against the address
 * (a refused save must still count), and the contact step's password is hashed before the row is locked.
 */
async function beforeUpdate(ctx: TContext, sessionId: string, body: { step_data: Record<string, unknown>; mark_completed?: boolean }, ip: string) {
  if (JSON.stringify(body.step_data).length > MAX_STEP_DATA_CHARS) throw badRequest('step_data', 'Step data is too large.');
  const code = codeIn(body.step_data);
  if (code && code !== (await findSessionRow(ctx.db, sessionId))?.discountCode) await reserveOrRefuse(ctx.db, DISCOUNT_ATTEMPTS, ip, T.tooManyDiscountAttempts);
  const password = body.step_data.password;
  if (body.mark_completed && body.step_data.create_account === true && typeof password === 'string' && zBookingPassword.safeParse(password).success) {
    await reserveOrRefuse(ctx.db, PASSWORD_HASHES, ip, T.tooManySessions);
    return { code, passwordHash: await hashPassword(password) };
  }
  return { code, passwordHash: null };
}

/** The contact data as stored (no password) and as checked (a stand-in once a password was kept). */
function splitContact(data: Record<string, unknown>, hashKept: boolean) {
  const { password, ...stored } = data;
  const checked = { ...stored, password: typeof password === 'string' && password ? password : hashKept ? STORED_PASSWORD_STAND_IN : undefined };
  return { stored, checked };
}

/**
 * Saves a step's data (a draft, or the step completed with mark_completed), then answers the running total the
 * server computed and this step's problems. A draft is kept with its problems; completing a step with problems
 * is a 400 with the spec's texts. The schedule step holds its slot for the session (or reports it taken).
 */
export async function updateSession(
  ctx: TContext,
  sessionId: string,
  body: TUpdate,
  ip: string,
  clientId: number | null = null,
): Promise<TUpdateSessionResponse> {
  const pre = await beforeUpdate(ctx, sessionId, body, ip);
  return changeOpenSession(ctx, sessionId, async (db, row, loaded, locked) => {
    const step = findStep(loaded, body.step_id);
    requireReachable(loaded, row, step);
    // The schedule step places a hold under the exclusion constraint: more than the session's row to write.
    if (step.step_type === 'date_time' && !locked) return NEEDS_LOCK;
    const key = String(step.id);
    const contact = step.step_type === 'contact_info';
    const wantsAccount = contact && body.step_data.create_account === true;
    const passwordHash = contact ? (wantsAccount ? (pre.passwordHash ?? row.accountPasswordHash) : null) : row.accountPasswordHash;
    const { stored, checked } = contact ? splitContact(body.step_data, Boolean(passwordHash)) : { stored: body.step_data, checked: body.step_data };

    const bookingData = { ...row.bookingData };
    const { errors, value } = await evaluateStep(ctx, db, loaded, row, step, checked, bookingData);
    let data: Record<string, unknown> = errors.length ? stored : value;
    if (contact) {
      const { password: _p, ...rest } = data;
      data = wantsAccount ? { ...rest, password_set: passwordHash !== null } : rest;
    }

    const expiresAt = renewedExpiry(row);
    // Other steps' data this save changed (the schedule following a package), answered beside this step's.
    let otherSteps: Record<string, Record<string, unknown>> | undefined;
    if (step.step_type === 'date_time') {
      const schedule = errors.length ? null : scheduleOf(step, value);
      if (schedule) {
        const held = await placeHold(db, { id: row.id, ip: row.ipAddress, hadHold: Boolean(await liveHoldOf(db, row.id)) }, schedule, expiresAt);
        if (held.ok) data = { ...value, end_date: schedule.end_date, end_time: schedule.end_time };
        else errors.push({ field: 'start_time', message: held.message });
      } else await dropHold(db, row.id);
      // Issue 39, point 3: a duration the visitor set stays theirs; one they left is the package's to move.
      data = { ...data, duration_chosen: scheduleDurationChosen(loaded, step, bookingData, body.step_data.duration) };
    }
    if (step.step_type === 'package_selection' && !errors.length) {
      const follow = packageFollow(loaded, row, bookingData, value);
      // Moving the schedule moves its hold: under the session's lock, like the schedule step's own save.
      if (follow.move && !locked) return NEEDS_LOCK;
      let refused: string | null = null;
      if (follow.move) {
        const moved = await moveSchedule(ctx, db, loaded, row, bookingData, follow.move, expiresAt);
        if (moved.ok) {
          bookingData[follow.move.key] = moved.data;
          otherSteps = { [follow.move.key]: moved.data };
        } else refused = moved.message;
      }
      data = { ...data, duration_note: follow.note(bookingData, refused) };
    }

    // Only Apply (calculate-pricing) and Next change the session's code. A draft is sent a second after the form last
    // changed and may carry the code the form had before an Apply answered: its code is checked, never kept, so a
    // late draft cannot take back (or swap) the code the visitor just applied.
    let discountCode = row.discountCode;
    if (step.step_type === 'pricing_summary') {
      const code = codeIn(body.step_data);
      if (!code) {
        if (body.mark_completed) discountCode = null;
      } else if (code !== row.discountCode) {
        const d = await usableDiscount(db, code, loaded.flow.event_type);
        const refused = d && (await discountEligibility(db, d, { clientId, email: contactOf(loaded, bookingData).email || null }, 'applied_discount_code'));
        if (!d) errors.push({ field: 'applied_discount_code', message: T.invalidDiscount });
        else if (refused) errors.push({ field: 'applied_discount_code', message: refused.message });
        else if (body.mark_completed) discountCode = code;
      }
    }

    if (body.mark_completed && errors.length) throw new AppError(400, errors[0]!.message, errorsByField(errors));

    bookingData[key] = data;
    const completed = new Set(row.completedStepIds);
    if (body.mark_completed) completed.add(step.id);
    else if (errors.length) completed.delete(step.id);
    const steps = loaded.flow.enabled_steps;
    const next = body.mark_completed ? (steps[steps.indexOf(step) + 1] ?? step) : null;
    const pricing = priceSession(loaded, bookingData, await usableDiscount(db, discountCode, loaded.flow.event_type));
    const write = {
      bookingData,
      completedStepIds: steps.filter((s) => completed.has(s.id)).map((s) => s.id),
      currentStepId: next ? next.id : row.currentStepId,
      validationErrors: { ...row.validationErrors, [key]: errors },
      discountCode,
      accountPasswordHash: passwordHash,
      pricing,
      totalPrice: pricing.total,
      expiresAt,
    };
    const answer = ({ row: updated, hold }: TSavedSession): TUpdateSessionResponse => ({
      session_id: updated.sessionId,
      total_price: updated.totalPrice,
      pricing,
      validation_errors: errors,
      updated_at: updated.updatedAt.toISOString(),
      expires_at: updated.expiresAt.toISOString(),
      current_step: stepRef(loaded.flow, updated.currentStepId),
      completed_step_ids: updated.completedStepIds,
      progress_percentage: progressOf(loaded.flow, updated.completedStepIds),
      hold: holdView(hold),
      step_data: data,
      ...(otherSteps ? { other_step_data: otherSteps } : {}),
    });
    return { write, answer };
  });
}

/** The spec's validate: the step's data judged as update would judge it, nothing saved. */
export async function validateStep(
  ctx: TContext,
  sessionId: string,
  body: z.output<typeof ZValidateStepRequest>,
  ip: string,
  clientId: number | null = null,
): Promise<TStepValidation> {
  const { row, loaded } = await readOpenSession(ctx, sessionId);
  const step = findStep(loaded, body.step_id);
  const contact = step.step_type === 'contact_info';
  const data = contact ? splitContact(body.step_data, Boolean(row.accountPasswordHash) && body.step_data.create_account === true).checked : body.step_data;
  const { errors, value } = await evaluateStep(ctx, ctx.db, loaded, row, step, data, row.bookingData);
  if (step.step_type === 'date_time' && !errors.length) {
    const schedule = scheduleOf(step, value);
    if (schedule && (await slotTaken(ctx.db, schedule, row.id))) errors.push({ field: 'start_time', message: T.slotTaken });
  }
  const code = step.step_type === 'pricing_summary' ? codeIn(body.step_data) : null;
  if (code && code !== row.discountCode) {
    try {
      const d = await checkDiscountCode(ctx.db, code, ip, 'applied_discount_code', loaded.flow.event_type);
      const refused = await discountEligibility(ctx.db, d, { clientId, email: contactOf(loaded, row.bookingData).email || null }, 'applied_discount_code');
      if (refused) throw refused;
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
      errors.push({ field: 'applied_discount_code', message: err.message });
    }
  }
  return { isValid: errors.length === 0, errors };
}

/** Back (or forward over skippable steps): any step whose earlier steps are completed or skippable. */
export async function goToStep(ctx: TContext, sessionId: string, stepId: number): Promise<TBookingSession> {
  return changeOpenSession(ctx, sessionId, async (_db, row, loaded) => {
    const step = findStep(loaded, stepId);
    if (!isReachable(loaded, row.completedStepIds, step)) throw new AppError(400, T.stepAhead, { step_id: [T.stepAhead] });
    return {
      write: { currentStepId: step.id, expiresAt: renewedExpiry(row) },
      answer: ({ row: updated, hold }) => toSession(updated, loaded.flow, hold),
    };
  });
}

/**
 * The visitor leaves: the hold is released at once. Abandoning twice answers the same. A charge waiting on the
 * payer is cancelled first (when the payer had finished, the booking is complete and stays: 409).
 */
export async function abandonSession(ctx: TContext, sessionId: string, reason: string | undefined) {
  const row = await findSessionRow(ctx.db, sessionId);
  if (row?.status === 'abandoned') return { session_id: row.sessionId, is_abandoned: true as const };
  if (row?.completionStatus === AWAITING_PAYER) await cancelAwaitingPayment(ctx, row);
  return withOpenSession(ctx, sessionId, async (tx, r) => {
    await dropHold(tx, r.id);
    await updateSessionRow(tx, r.id, { status: 'abandoned', abandonReason: reason ?? null, abandonedAt: new Date() });
    return { session_id: r.sessionId, is_abandoned: true as const };
  });
}

/** The payer cancels the charge their completion waits on (awaiting-payment.ts) and sees the session as it now is. */
export async function cancelPayment(ctx: TContext, sessionId: string): Promise<TBookingSession> {
  await cancelAwaitingPayment(ctx, await findSessionRow(ctx.db, sessionId));
  return getSession(ctx, sessionId);
}

/** The spec's calculate-pricing: with a code, the code is checked (and kept on the session) first. */
export async function calculatePricing(
  ctx: TContext,
  sessionId: string,
  body: z.output<typeof ZCalculatePricingRequest>,
  ip: string,
  clientId: number | null = null,
): Promise<TPricingResult> {
  const code = body.discount_code;
  if (code) await checkDiscountCode(ctx.db, code, ip, 'discount_code');
  return changeOpenSession(ctx, sessionId, async (db, row, loaded) => {
    const discountCode = code === undefined ? row.discountCode : code || null;
    const discount = await usableDiscount(db, discountCode, loaded.flow.event_type);
    if (discountCode && !discount) throw invalidDiscount('discount_code');
    // A newly given code must be one this visitor may use; a kept one is judged again at completion.
    if (discount && code) {
      const refused = await discountEligibility(db, discount, { clientId, email: contactOf(loaded, row.bookingData).email || null }, 'discount_code');
      if (refused) throw refused;
    }
    const pricing = priceSession(loaded, row.bookingData, discount);
    return { write: { discountCode, pricing, totalPrice: pricing.total, expiresAt: renewedExpiry(row) }, answer: () => pricing };
  });
}
