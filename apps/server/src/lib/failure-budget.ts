import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { keyOf, secondsLeft, windowEnded, type TLimit } from './rate-limit';

/**
 * A budget of failures (wrong passwords) that successes never spend, held in the database so that several
 * processes agree. Per subject, two counters in rate_limits:
 * - `<limit>:<subject>`: the failures of the window (the limit's own window, from the first failure);
 * - `<limit>~flight:<subject>`: attempts in flight, whose outcome is not known yet.
 * An attempt starts only while failures + in flight < max (checked and taken under the failures row's lock), so
 * of any burst in parallel no more than the budget is ever checked. A success gives its flight slot back; a
 * failure turns it into a failure. When the budget is taken only by attempts in flight, a newcomer waits for
 * them to finish instead of being refused: they may all be correct (an office signing in behind one address).
 */

const flightKey = (limit: TLimit, subject: string) => `${limit.name}~flight:${subject}`;
/** The failures counter is the limit's own counter (rate-limit's key): clearLimit forgets it. */
const failKey = keyOf;
/** An attempt lasts a password check and the flood delay (seconds); a flight count untouched this long is a crashed process's. */
const FLIGHT_STALE_SECONDS = 60;
/** How long a newcomer waits for attempts in flight before it is refused after all. */
export const FLIGHT_WAIT_MS = 15_000;

export type TBudgetStart = { started: true } | { started: false; full: true; retryAfter: number } | { started: false; full: false };

/** The failures counter, its window renewed if it ended (the row stays locked until the transaction ends). */
async function lockFailures(tx: TTx, limit: TLimit, subject: string) {
  const expired = windowEnded(limit);
  const [row] = await tx
    .insert(rateLimits)
    .values({ key: failKey(limit, subject), count: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 0 else ${rateLimits.count} end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: secondsLeft(limit) });
  return row!;
}

async function inFlight(tx: TTx, limit: TLimit, subject: string): Promise<number> {
  const [row] = await tx
    .select({
      count: sql<number>`case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${FLIGHT_STALE_SECONDS}) then 0 else ${rateLimits.count} end`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, flightKey(limit, subject)));
  return row?.count ?? 0;
}

/** Moves the flight counter by `by` (its window_start is when it last moved: see FLIGHT_STALE_SECONDS). */
async function addFlight(tx: TTx, limit: TLimit, subject: string, by: 1 | -1) {
  const stale = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${FLIGHT_STALE_SECONDS})`;
  await tx
    .insert(rateLimits)
    .values({ key: flightKey(limit, subject), count: Math.max(by, 0) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`greatest(case when ${stale} then 0 else ${rateLimits.count} end + ${by}, 0)`, windowStart: sql`now()` },
    });
}

/**
 * One try at starting an attempt against every budget at once (all or none), in a short transaction that locks
 * the failures rows in the order given (callers keep one order, so two tries cannot deadlock).
 */
export async function tryStart(db: TDb, budgets: { limit: TLimit; subject: string }[]): Promise<TBudgetStart> {
  return db.transaction(async (tx) => {
    let waiting = false;
    for (const { limit, subject } of budgets) {
      const failures = await lockFailures(tx, limit, subject);
      if (failures.count >= limit.max) return { started: false, full: true, retryAfter: failures.retryAfter };
      if (failures.count + (await inFlight(tx, limit, subject)) >= limit.max) waiting = true;
    }
    if (waiting) return { started: false, full: false };
    for (const { limit, subject } of budgets) await addFlight(tx, limit, subject, 1);
    return { started: true };
  });
}

/**
 * Whether a waiter should try again now: one plain read, no lock, so that waiters cost little while they wait
 * (the locked try decides; this only says when it is worth making).
 */
async function worthTrying(db: TDb, budgets: { limit: TLimit; subject: string }[]): Promise<boolean> {
  const keys = budgets.flatMap(({ limit, subject }) => [failKey(limit, subject), flightKey(limit, subject)]);
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, age: sql<number>`extract(epoch from now() - ${rateLimits.windowStart})::float8` })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  const count = (key: string, lifeSeconds: number) => {
    const row = rows.find((r) => r.key === key);
    return row && row.age < lifeSeconds ? row.count : 0;
  };
  return budgets.every(({ limit, subject }) => {
    const failures = count(failKey(limit, subject), limit.windowSeconds);
    // A full budget is worth the locked try too: it answers the refusal with its Retry-After.
    return failures >= limit.max || failures + count(flightKey(limit, subject), FLIGHT_STALE_SECONDS) < limit.max;
  });
}

/** Starts an attempt, waiting while the budget is held only by attempts in flight; else the refusal's Retry-After. */
export async function startAttempt(db: TDb, budgets: { limit: TLimit; subject: string }[]): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const deadline = Date.now() + FLIGHT_WAIT_MS;
  for (let round = 0; ; round++) {
    if (round === 0 || (await worthTrying(db, budgets))) {
      const r = await tryStart(db, budgets);
      if (r.started) return { ok: true };
      if (r.full) return { ok: false, retryAfter: r.retryAfter };
    }
    // Full windows are minutes long; after the wait, a refusal of one minute lets the client try again soon.
    if (Date.now() > deadline) return { ok: false, retryAfter: 60 };
    // A password check takes a fraction of a second: look again soon, then less often.
    await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** round, 800) * (0.5 + Math.random())));
  }
}

/** The attempt succeeded (or broke before it knew): its flight slots come back and no failure is counted. */
export async function attemptSucceeded(db: TDb, budgets: { limit: TLimit; subject: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { limit, subject } of budgets) await addFlight(tx, limit, subject, -1);
  });
}

/** The attempt failed: under the failures rows' locks, its flight slots become failures. */
export async function attemptFailed(db: TDb, budgets: { limit: TLimit; subject: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { limit, subject } of budgets) {
      await lockFailures(tx, limit, subject);
      await tx
        .update(rateLimits)
        // The window runs from the first failure, not from the first attempt of the address.
        .set({ count: sql`${rateLimits.count} + 1`, windowStart: sql`case when ${rateLimits.count} = 0 then now() else ${rateLimits.windowStart} end` })
        .where(eq(rateLimits.key, failKey(limit, subject)));
      await addFlight(tx, limit, subject, -1);
    }
  });
}
