import { BOOKING_TEXT as T, SESSION_IDLE_MINUTES } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEffects } from '../../lib/transaction';
import { findSessionRow, type TSessionRow } from './booking-sessions.repo';
import { loadFlow, type TLoadedFlow } from './flows.service';
import { dropHold } from './holds.repo';

/**
 * Who may touch a session: whoever holds its unguessable session_id. An expired session answers the spec's
 * "Session has expired. Please start a new booking." (410, code expired) and loses its hold on the way.
 */
export const sessionNotFound = () => new AppError(404, T.sessionNotFound);
export const sessionExpired = () => new AppError(410, T.sessionExpired, undefined, { code: 'expired' });
export const sessionAbandoned = () => new AppError(410, T.sessionAbandoned, undefined, { code: 'expired' });
export const sessionCompleted = () => new AppError(409, T.sessionCompleted);

export const isExpired = (row: TSessionRow, now = Date.now()) => row.expiresAt.getTime() <= now;

/** Activity renews a session by the idle time, never past its maximum age. */
export const renewedExpiry = (row: Pick<TSessionRow, 'maxExpiresAt'>) =>
  new Date(Math.min(Date.now() + SESSION_IDLE_MINUTES * 60_000, row.maxExpiresAt.getTime()));

const EXPIRED = Symbol('expired');

/** Drops an expired session's hold (committed), then refuses. */
async function refuseExpired(ctx: TContext, row: TSessionRow): Promise<never> {
  await ctx.transact((tx) => dropHold(tx, row.id));
  throw sessionExpired();
}

/** A session as read by GET: completed ones stay readable (the confirmation page); expired open ones do not. */
export async function readSession(ctx: TContext, sessionId: string): Promise<{ row: TSessionRow; loaded: TLoadedFlow }> {
  const row = await findSessionRow(ctx.db, sessionId);
  if (!row) throw sessionNotFound();
  if (row.status === 'abandoned') throw sessionAbandoned();
  if (row.status === 'active' && isExpired(row)) await refuseExpired(ctx, row);
  const loaded = await loadFlow(ctx.db, row.flowId);
  if (!loaded) throw sessionNotFound();
  return { row, loaded };
}

/** A session open for changes, read without a lock (validate): the same refusals as openSession. */
export async function readOpenSession(ctx: TContext, sessionId: string) {
  const found = await readSession(ctx, sessionId);
  if (found.row.status === 'completed') throw sessionCompleted();
  return found;
}

/**
 * Runs work on an open session under its row lock. The expiry check happens under the lock too; an expired
 * session's hold is dropped in that transaction, which then commits before the refusal is sent.
 */
export async function withOpenSession<T>(
  ctx: TContext,
  sessionId: string,
  work: (tx: TTx, row: TSessionRow, loaded: TLoadedFlow, effects: TEffects) => Promise<T>,
  opts: { allowCompleted?: boolean } = {},
): Promise<T> {
  // A session's flow never changes: it is read before the row is locked (its queries run side by side on the
  // pool), so the lock is held only for the session's own work.
  const seen = await findSessionRow(ctx.db, sessionId);
  if (!seen) throw sessionNotFound();
  const flow = await loadFlow(ctx.db, seen.flowId);
  const out = await ctx.transact(async (tx, effects) => {
    const row = await findSessionRow(tx, sessionId, { forUpdate: true });
    if (!row) throw sessionNotFound();
    if (row.status === 'abandoned') throw sessionAbandoned();
    if (row.status === 'completed' && !opts.allowCompleted) throw sessionCompleted();
    if (row.status === 'active' && isExpired(row)) {
      await dropHold(tx, row.id);
      return EXPIRED;
    }
    if (!flow) throw sessionNotFound();
    return { value: await work(tx, row, flow, effects) };
  });
  if (out === EXPIRED) throw sessionExpired();
  return out.value;
}
