import { renewedExpiryMs } from '@venue/shared/booking/session-expiry';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEffects } from '../../lib/transaction';
import {
  AWAITING_PAYER,
  lockSessionAtVersion,
  readSessionAtVersion,
  saveSessionRenewingHold,
  type TSavedSession,
  type TSessionRow,
  type TSessionWrite,
} from './booking-sessions.repo';
import { flowAt, type TLoadedFlow } from './flows.service';
import { dropHold } from './holds.repo';
import { forgetSession, keepSession, keptSession, type TKeptSession } from './session-cache';

/**
 * Who may touch a session: whoever holds its unguessable session_id. An expired session answers the spec's
 * "Session has expired. Please start a new booking." (410, code expired) and loses its hold on the way.
 */
export const sessionNotFound = () => new AppError(404, T.sessionNotFound);
/** A change asked of a session id that names no session (spec: "No active session" when updating without one). */
export const noActiveSession = () => new AppError(404, T.noActiveSession);
/** The session is there but its flow is not: nothing can be shown or changed from it. */
export const sessionInfoMissing = () => new AppError(404, T.sessionInfoMissing);
export const sessionExpired = () => new AppError(410, T.sessionExpired, undefined, { code: 'expired' });
export const sessionAbandoned = () => new AppError(410, T.sessionAbandoned, undefined, { code: 'expired' });
export const sessionCompleted = () => new AppError(409, T.sessionCompleted);
export const paymentPending = () => new AppError(409, T.paymentPending);

/**
 * A completion whose charge is under way (the gateway being asked, or the payer confirming at their bank): what
 * the session says is what is being paid for, so it stays as it is until the charge settles or the payer cancels
 * it (cancel-payment).
 */
export const isPaying = (row: Pick<TSessionRow, 'completionStatus'>) => row.completionStatus === 'processing' || row.completionStatus === AWAITING_PAYER;

export const isExpired = (row: TSessionRow, now = Date.now()) => row.expiresAt.getTime() <= now;

/** Activity renews a session to the idle time ahead, never past its maximum age, at most once a minute (renewedExpiryMs). */
export const renewedExpiry = (row: Pick<TSessionRow, 'expiresAt' | 'maxExpiresAt'>) =>
  new Date(renewedExpiryMs(row.expiresAt.getTime(), Date.now(), row.maxExpiresAt.getTime()));

const EXPIRED = Symbol('expired');

/** Drops an expired session's hold (committed), then refuses. */
async function refuseExpired(ctx: TContext, row: TSessionRow): Promise<never> {
  await ctx.transact((tx) => dropHold(tx, row.id));
  throw sessionExpired();
}

/** CACHES_OFF=sessions: every change reads its row first, the benchmark's baseline for the kept copies. */
const keepsCopies = (ctx: TContext) => !ctx.config.cachesOff.includes('sessions');

/** A session as read by GET: completed ones stay readable (the confirmation page); expired open ones do not. */
export async function readSession(
  ctx: TContext,
  sessionId: string,
  missing: () => AppError = sessionNotFound,
): Promise<TKeptSession & { loaded: TLoadedFlow }> {
  const found = await readSessionAtVersion(ctx.db, sessionId);
  if (!found) throw missing();
  const { row } = found;
  if (row.status === 'abandoned') throw sessionAbandoned();
  if (row.status === 'active' && isExpired(row)) await refuseExpired(ctx, row);
  const loaded = await flowAt(ctx, ctx.db, row.flowId, found.catalogueVersion, row.flowVersion);
  if (!loaded) throw sessionInfoMissing();
  // The wizard reads a session when it opens (or recovers) it and saves it next: that save is one statement.
  if (row.status === 'active' && keepsCopies(ctx)) keepSession(ctx.db, sessionId, found);
  return { ...found, loaded };
}

/** A session open for changes, read without a lock (validate): the same refusals as openSession. */
export async function readOpenSession(ctx: TContext, sessionId: string) {
  const found = await readSession(ctx, sessionId, noActiveSession);
  if (found.row.status === 'completed') throw sessionCompleted();
  if (isPaying(found.row)) throw paymentPending();
  return found;
}

/**
 * Runs work on an open session under its row lock. The expiry check happens under the lock too; an expired
 * session's hold is dropped in that transaction, which then commits before the refusal is sent. A session whose
 * charge is under way is refused (isPaying) unless the work is the completion itself (`whilePaying`).
 */
export async function withOpenSession<T>(
  ctx: TContext,
  sessionId: string,
  work: (tx: TTx, row: TSessionRow, loaded: TLoadedFlow, effects: TEffects) => Promise<T>,
  opts: { allowCompleted?: boolean; whilePaying?: boolean } = {},
): Promise<T> {
  // Written under the lock, the row moves on: a copy kept from an earlier save would only cost a wasted statement.
  forgetSession(ctx.db, sessionId);
  const out = await ctx.transact(async (tx, effects) => {
    // The flow comes from this process's cache at the version read with the row (flow-cache.ts): no query.
    const found = await lockSessionAtVersion(tx, sessionId);
    if (!found) throw noActiveSession();
    const { row } = found;
    if (row.status === 'abandoned') throw sessionAbandoned();
    if (row.status === 'completed' && !opts.allowCompleted) throw sessionCompleted();
    if (row.status === 'active' && isExpired(row)) {
      await dropHold(tx, row.id);
      return EXPIRED;
    }
    if (isPaying(row) && !opts.whilePaying) throw paymentPending();
    const flow = await flowAt(ctx, tx, row.flowId, found.catalogueVersion, row.flowVersion);
    if (!flow) throw sessionInfoMissing();
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
 * The work of changeOpenSession: reads only, unless `locked` (it may run on a stale copy, or twice). It must not
 * change the row it is given, which may be a copy shared with other calls (session-cache.ts). A refusal it throws
 * from a kept copy is not sent: the work runs again on the row read afresh, which judges it.
 */
type TSessionWork<T> = (db: TTx, row: TSessionRow, loaded: TLoadedFlow, locked: boolean) => Promise<TSessionChange<T> | typeof NEEDS_LOCK>;

/**
 * A change to an open session with no transaction: the change is worked out from the row as this process last
 * saved it (session-cache.ts) and written only if the row and the catalogue are still at the versions it was saved
 * at, the hold renewed in the same statement: one round trip. Without a kept row, or when it turned out stale, the
 * row is read with its versions first (two round trips). Visitors save one session from one tab, so a race is
 * rare; after a few lost races, and for work that answers NEEDS_LOCK when not `locked` (placing a hold), the same
 * work runs under withOpenSession's lock.
 */
export async function changeOpenSession<T>(ctx: TContext, sessionId: string, work: TSessionWork<T>): Promise<T> {
  // A kept copy that has run out (or is no longer open) is read afresh: the read refuses it and drops its hold.
  const kept = keepsCopies(ctx) ? keptSession(ctx.db, sessionId) : undefined;
  let outcome = kept && kept.row.status === 'active' && !isPaying(kept.row) && !isExpired(kept.row) ? await tryChange(ctx, sessionId, kept, work, true) : null;
  for (let i = 0; outcome === null && i < OPTIMISTIC_TRIES; i++) outcome = await tryChange(ctx, sessionId, await readOpenSession(ctx, sessionId), work, false);
  if (outcome && outcome !== NEEDS_LOCK) return outcome.value;
  return withOpenSession(ctx, sessionId, async (tx, row, loaded) => {
    const change = await work(tx, row, loaded, true);
    if (change === NEEDS_LOCK) throw new Error('changeOpenSession: work asked for the lock it holds');
    return change.answer((await saveSessionRenewingHold(tx, row, change.write, undefined, { inTransaction: true }))!);
  });
}

/**
 * One optimistic attempt from a row at known versions: the answer, or null when the row or the catalogue moved on
 * meanwhile. A kept row (`kept`) is only a guess: when the work refuses it, the attempt gives up quietly and the
 * caller reads the row, so every refusal is judged on the database's row.
 */
async function tryChange<T>(
  ctx: TContext,
  sessionId: string,
  at: TKeptSession,
  work: TSessionWork<T>,
  kept: boolean,
): Promise<{ value: T } | typeof NEEDS_LOCK | null> {
  const { row } = at;
  let change: TSessionChange<T> | typeof NEEDS_LOCK;
  try {
    // No query: the flow at this version is in this process's cache (loaded by the read that gave the row).
    const loaded = await flowAt(ctx, ctx.db, row.flowId, at.catalogueVersion, row.flowVersion);
    if (!loaded) throw sessionInfoMissing();
    change = await work(ctx.db, row, loaded, false);
  } catch (err) {
    forgetSession(ctx.db, sessionId);
    if (kept) return null;
    throw err;
  }
  if (change === NEEDS_LOCK) {
    forgetSession(ctx.db, sessionId);
    return NEEDS_LOCK;
  }
  const saved = await saveSessionRenewingHold(ctx.db, row, change.write, at);
  if (!saved) {
    forgetSession(ctx.db, sessionId);
    return null;
  }
  if (keepsCopies(ctx)) keepSession(ctx.db, sessionId, saved);
  return { value: change.answer(saved) };
}
