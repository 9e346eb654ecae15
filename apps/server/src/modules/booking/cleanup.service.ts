import type { TContext } from '../../context';
import { deleteEndedSessions } from './booking-sessions.repo';
import { deleteExpiredHolds } from './holds.repo';

/** How often app.ts runs the clean-up (holds expire to the minute; an expired one never blocks meanwhile). */
export const BOOKING_CLEANUP_MS = 60_000;

/**
 * Deletes holds past their expiry and sessions that ended a week ago. Rows are claimed with SKIP LOCKED in
 * batches, so several server processes share the work and never wait on a session someone is using. Expired
 * holds are also deleted by whoever meets them (the hold insert, the events trigger): this job only tidies.
 */
export async function cleanUpBookings(ctx: TContext, batch = 200): Promise<{ holds: number; sessions: number }> {
  let holds = 0;
  let sessions = 0;
  for (let n = batch; n === batch; holds += n) n = await ctx.transact((tx) => deleteExpiredHolds(tx, batch));
  for (let n = batch; n === batch; sessions += n) n = await ctx.transact((tx) => deleteEndedSessions(tx, batch));
  return { holds, sessions };
}
