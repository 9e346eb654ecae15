import {
  BOOKING_CLOSED_DETAIL,
  SETUP_ITEM_KEYS,
  SETUP_ITEMS,
  type TBookingStatus,
  type TSetupItemKey,
  type TSetupState,
} from '@venue/shared/staff/setup.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { setupGaps } from './setup-gaps.service';
import { markSetupComplete, readSetupCompletedAt, readSetupFacts } from './setup.repo';

/**
 * First run (issue 27, point 8). Nothing is kept in a process: every answer is read from the database at the
 * request (one statement), so every process agrees. The first read that finds every item done stores the moment;
 * from then on booking stays open, even if an item is later undone (a space switched off, a flow deactivated).
 */
export async function setupState(ctx: TContext): Promise<TSetupState> {
  const facts = await readSetupFacts(ctx.db);
  const gaps = await setupGaps(ctx);
  const done: Record<TSetupItemKey, boolean> = {
    venue_details: facts.venueDetails,
    space: facts.space,
    // A saved flow counts only while a visitor can finish it (issue 39, point 2).
    event_type_flow: facts.eventTypeFlow && gaps.bookable,
    payment_settings: facts.paymentSettings,
    terms_privacy: facts.termsPrivacy,
  };
  const complete = SETUP_ITEM_KEYS.every((key) => done[key]);
  const completedAt = facts.completedAt ?? (complete ? await markSetupComplete(ctx.db) : null);
  return {
    items: SETUP_ITEM_KEYS.map((key) => ({ key, ...SETUP_ITEMS[key], done: done[key] })),
    complete,
    booking_open: completedAt !== null,
    completed_at: completedAt?.toISOString() ?? null,
    warnings: gaps.warnings,
  };
}

/** Whether the public booking is open: one row read once the venue is set up; the checklist while it is not. */
export async function bookingOpen(ctx: TContext): Promise<boolean> {
  if ((await readSetupCompletedAt(ctx.db)) !== null) return true;
  return (await setupState(ctx)).booking_open;
}

export const bookingStatus = async (ctx: TContext): Promise<TBookingStatus> => ({ booking_open: await bookingOpen(ctx) });

/** A booking may not start while the venue is not set up (503, the error catalogue's "unavailable"). */
export async function refuseWhileBookingClosed(ctx: TContext): Promise<void> {
  if (!(await bookingOpen(ctx))) throw new AppError(503, BOOKING_CLOSED_DETAIL);
}
