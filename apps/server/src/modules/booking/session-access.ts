import { expiryAfterActivity } from '@venue/shared/booking/session-expiry';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEffects } from '../../lib/transaction';
import {
  lockSessionAtVersion,
  readSessionAtVersion,
  saveSessionRenewingHold,
  type TSavedSession,
  type TSessionRow,
  type TSessionWrite,
} from './booking-sessions.repo';
import { flowAt, type TLoadedFlow } from './flows.service';
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
export const renewedExpiry = (row: Pick<TSessionRow, 'maxExpiresAt'>) => new Date(expiryAfterActivity(Date.now(), row.maxExpiresAt.getTime()));

const EXPIRED = Symbol('expired');

/** Drops an expired session's hold (committed), then refuses. */
async function refuseExpired(ctx: TContext, row: TSessionRow): Promise<never> {
  await ctx.transact((tx) => dropHold(tx, row.id));
  throw sessionExpired();
}

/** A session as read by GET: completed ones stay readable (the confirmation page); expired open ones do not. */
export async function readSession(ctx: TContext, sessionId: string): Promise<{ row: TSessionRow; rowVersion: string; loaded: TLoadedFlow }> {
  const found = await readSessionAtVersion(ctx.db, sessionId);
  if (!found) throw sessionNotFound();
  const { row } = found;
  if (row.status === 'abandoned') throw sessionAbandoned();
  if (row.status === 'active' && isExpired(row)) await refuseExpired(ctx, row);
  const loaded = await flowAt(ctx, ctx.db, row.flowId, found.catalogueVersion);
  if (!loaded) throw sessionNotFound();
  return { row, rowVersion: found.rowVersion, loaded };
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
  const out = await ctx.transact(async (tx, effects) => {
    // The flow comes from this process's cache at the version read with the row (flow-cache.ts): no query.
    const found = await lockSessionAtVersion(tx, sessionId);
    if (!found) throw sessionNotFound();
    const { row } = found;
    if (row.status === 'abandoned') throw sessionAbandoned();
    if (row.status === 'completed' && !opts.allowCompleted) throw sessionCompleted();
    if (row.status === 'active' && isExpired(row)) {
      await dropHold(tx, row.id);
      return EXPIRED;
    }
    const flow = await flowAt(ctx, tx, row.flowId, found.catalogueVersion);
    if (!flow) throw sessionNotFound();
    return { value: await work(tx, row, flow, effects) };
  });
  if (out === EXPIRED) throw sessionExpired();
  return out.value;
}

/** A change worked out from a session as read: what to write (the hold is renewed to the new expiry) and the answer. */
export interface TSessionChange<T> {
  write: TSessionWrite & { expiresAt: Date };
  answer: (saved: TSavedSession) => T;
}
/** What a change's work answers when it must write more than the session row (a hold), under the row lock. */
export const NEEDS_LOCK = Symbol('needs lock');
const OPTIMISTIC_TRIES = 3;

/**
 * A change to an open session in two round trips and no transaction: the row is read with its version, the
 * change is worked out (reads only), and written only if the row is still as read, the hold renewed in the same
 * statement. Visitors save one session from one tab, so a race is rare; after a few lost races, and for work
 * that answers NEEDS_LOCK when not `locked` (placing a hold), the same work runs under withOpenSession's lock.
 */
export async function changeOpenSession<T>(
  ctx: TContext,
  sessionId: string,
  work: (db: TTx, row: TSessionRow, loaded: TLoadedFlow, locked: boolean) => Promise<TSessionChange<T> | typeof NEEDS_LOCK>,
): Promise<T> {
  for (let i = 0; i < OPTIMISTIC_TRIES; i++) {
    const { row, rowVersion, loaded } = await readOpenSession(ctx, sessionId);
    const change = await work(ctx.db, row, loaded, false);
    if (change === NEEDS_LOCK) break;
    const saved = await saveSessionRenewingHold(ctx.db, row.id, change.write, rowVersion);
    if (saved) return change.answer(saved);
  }
  return withOpenSession(ctx, sessionId, async (tx, row, loaded) => {
    const change = await work(tx, row, loaded, true);
    if (change === NEEDS_LOCK) throw new Error('changeOpenSession: work asked for the lock it holds');
    return change.answer((await saveSessionRenewingHold(tx, row.id, change.write, undefined, { inTransaction: true }))!);
  });
}
