import type { TBookingStep } from '@venue/shared/booking/flow.schema';
import {
  DURATION_NOT_FREE,
  durationChosen,
  durationNote,
  packageToFollow,
  startingHours,
  withinLimits,
  type TDurationNote,
} from '@venue/shared/booking/package-duration';
import { ZDateTimeConfig } from '@venue/shared/booking/step-config.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TSessionRow } from './booking-sessions.repo';
import { stepOfType, type TLoadedFlow } from './flows.service';
import { liveHoldOf } from './holds.repo';
import { placeHold } from './holds.service';
import { scheduleOf } from './step-checks.service';
import { evaluateStep } from './step-eval';

/**
 * The schedule follows the chosen package (issue 39, point 3; rules in shared booking/package-duration.ts): when
 * the package step is saved and the visitor did not set the duration themselves, the schedule and its hold move to
 * the package's hours (inside the step's limits), if the space is free then; else the schedule stays and the
 * package step's data carries a note saying so, with the way back.
 */
type TBookingData = Record<string, Record<string, unknown>>;

/** The flow's products a package step's data chooses (quantity above 0). */
function chosenPackages(loaded: TLoadedFlow, data: Record<string, unknown> | undefined) {
  const lines = Array.isArray(data?.selected_packages) ? (data.selected_packages as { product_id?: unknown; quantity?: unknown }[]) : [];
  return lines.flatMap((l) => (typeof l.product_id === 'number' && Number(l.quantity) > 0 ? (loaded.products.get(l.product_id) ?? []) : []));
}

/** Whether a schedule step's save sets the duration by the visitor's hand (kept on its data as duration_chosen). */
export function scheduleDurationChosen(loaded: TLoadedFlow, step: TBookingStep, bookingData: TBookingData, duration: unknown): boolean {
  const packageStep = stepOfType(loaded.flow, 'package_selection');
  const chosen = packageStep ? chosenPackages(loaded, bookingData[String(packageStep.id)]) : [];
  return durationChosen(bookingData[String(step.id)], startingHours(ZDateTimeConfig.parse(step.configuration), chosen), duration);
}

export interface TPackageFollow {
  /** The schedule step's data as it should become, when it should move (null: nothing to move). */
  move: { step: TBookingStep; key: string; data: Record<string, unknown> } | null;
  note: (bookingData: TBookingData, refused: string | null) => TDurationNote | null;
}

/** What saving these packages asks of the schedule (a read: nothing is written). */
export function packageFollow(
  loaded: TLoadedFlow,
  row: Pick<TSessionRow, 'completedStepIds'>,
  bookingData: TBookingData,
  packages: Record<string, unknown>,
): TPackageFollow {
  const step = stepOfType(loaded.flow, 'date_time');
  const follow = packageToFollow(chosenPackages(loaded, packages));
  if (!step || !follow) return { move: null, note: () => null };
  const key = String(step.id);
  const config = ZDateTimeConfig.parse(step.configuration);
  const saved = bookingData[key];
  const chosen = saved?.duration_chosen === true;
  const target = withinLimits(config, follow.hours);
  const movable = saved && row.completedStepIds.includes(step.id) && !chosen && typeof saved.duration === 'number' && saved.duration !== target;
  return {
    move: movable ? { step, key, data: { ...saved, duration: target } } : null,
    note: (now, refused) => {
      const booked = now[key]?.duration;
      if (typeof booked !== 'number') return null;
      return durationNote({
        booked,
        packageName: follow.product.name,
        included: follow.hours,
        starting: config.default_duration_hours,
        longest: config.max_duration_hours,
        chosen,
        refused,
      });
    },
  };
}

/**
 * Moves the schedule to the package's hours, under the session's lock: the step's own checks first (the booking
 * window, the space's rules), then the hold, under the exclusion constraint in a savepoint (placeHold), so a
 * refusal leaves the old hold as it was. Answers the schedule's new data, or why it stays.
 */
export async function moveSchedule(
  ctx: TContext,
  tx: TTx,
  loaded: TLoadedFlow,
  row: TSessionRow,
  bookingData: TBookingData,
  move: NonNullable<TPackageFollow['move']>,
  expiresAt: Date,
): Promise<{ ok: true; data: Record<string, unknown> } | { ok: false; message: string }> {
  const { errors, value } = await evaluateStep(ctx, tx, loaded, row, move.step, move.data, bookingData);
  const schedule = errors.length ? null : scheduleOf(move.step, value);
  if (!schedule) return { ok: false, message: errors[0]?.message ?? DURATION_NOT_FREE };
  const held = await placeHold(tx, { id: row.id, ip: row.ipAddress, hadHold: Boolean(await liveHoldOf(tx, row.id)) }, schedule, expiresAt);
  if (!held.ok) return { ok: false, message: DURATION_NOT_FREE };
  return { ok: true, data: { ...value, end_date: schedule.end_date, end_time: schedule.end_time, duration_chosen: false } };
}
