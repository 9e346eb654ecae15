import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

/** A limit: at most `max` reservations per `windowSeconds`, counted per subject (an address, an account...). */
export interface TLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

export interface TReservation {
  allowed: boolean;
  /** Reservations in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

export const keyOf = (limit: TLimit, subject: string) => `${limit.name}:${subject}`;
/** Whether a counter's window has ended (it then starts again from zero). */
export const windowEnded = (limit: TLimit) => sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
/** Whole seconds until a counter's window ends, at least one: the Retry-After of a refusal. */
export const secondsLeft = (limit: TLimit) =>
  sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`;

/**
 * Takes one slot of the limit, atomically, BEFORE the work it guards: the upsert locks the counter's row, so
 * of any number of parallel requests exactly `max` are allowed per window, on one process or many.
 * A refused request still counts, so a client that keeps hammering stays refused.
 */
export async function reserve(db: TDb | TTx, limit: TLimit, subject: string): Promise<TReservation> {
  const expired = windowEnded(limit);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: secondsLeft(limit) });
  // Now and then, drop counters whose window ended long ago (no timer needed, any process may do it).
  if (Math.random() < 0.005) sweepRateLimits(db).catch(() => undefined);
  return { allowed: row!.count <= limit.max, count: row!.count, retryAfter: row!.retryAfter };
}

/** Reserves a slot or throws 429 with Retry-After and the given text. */
export async function reserveOrRefuse(db: TDb | TTx, limit: TLimit, subject: string, detail: string): Promise<TReservation> {
  const r = await reserve(db, limit, subject);
  if (!r.allowed) throw tooMany(detail, r.retryAfter);
  return r;
}

export const tooMany = (detail: string, retryAfter: number) => new AppError(429, detail, undefined, { headers: { 'Retry-After': String(retryAfter) } });

/** Gives a slot back (the guarded work turned out legitimate, e.g. a correct password). */
export async function release(db: TDb | TTx, limit: TLimit, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(limit, subject)));
}

/** Forgets the subject's counter altogether. */
export async function clearLimit(db: TDb | TTx, limit: TLimit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}

/** Counters whose window ended a day ago are noise. */
export async function sweepRateLimits(db: TDb | TTx): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
