import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { compiled } from '../db/compiled';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

/**
 * Exactly-once for calls that can charge (Stripe's idempotency keys): the first request with a key reserves it
 * atomically (INSERT ... ON CONFLICT), does the work and stores its answer; any repeat within 24 hours, even
 * in parallel or on another process, gets that same answer and does nothing. A repeat while the first is
 * still working waits for it. A key reused with another body is refused.
 *
 * The key is optional on the client's charging calls (the spec's calls carry none; our browser sends one per
 * attempt): without it a repeat is a new request. That stays safe for money because the amount is reserved on the
 * locked invoice (pay.service reserve()), so repeats can never charge past what is owed, only split it.
 */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
const WAIT_MS = 15_000;
const POLL_MS = 50;

export const KEY_REUSED = 'This Idempotency-Key was already used with a different request.';
export const KEY_BUSY = 'A request with this Idempotency-Key is still being processed. Please retry shortly.';

export interface TStoredAnswer {
  status: number;
  body: unknown;
}

const hashOf = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(scope)
    .update('\0')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export const KEY_INVALID = 'The Idempotency-Key header must be 1 to 255 visible characters.';

/** Reads and checks the header: absent is undefined; present, it must be 1 to 255 visible characters (a UUID in practice). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  // Sent but empty is a broken client, not "no key": refused rather than silently not deduplicated.
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new AppError(400, KEY_INVALID, { idempotency_key: ['Invalid key.'] });
  return key;
}

const p = sql.placeholder;

/** Reserves the key, or takes over one older than the window (its answer no longer binds anyone). Prepared: every charging call runs it. */
const reserveStatement = compiled('idempotency_reserve', (db, name) =>
  db
    .insert(idempotencyKeys)
    .values({ userId: p('userId'), key: p('key'), scope: p('scope'), requestHash: p('requestHash') })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        scope: sql`excluded.scope`,
        requestHash: sql`excluded.request_hash`,
        status: 'in_progress',
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`,
    })
    .returning({ key: idempotencyKeys.key })
    .prepare(name),
);

const finishStatement = compiled('idempotency_finish', (db, name) =>
  db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: sql`${p('responseStatus')}::int`, responseBody: sql`${p('responseBody')}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, p('userId')), eq(idempotencyKeys.key, p('key'))))
    .prepare(name),
);

export async function withIdempotency(
  db: TDb,
  userId: number,
  key: string | undefined,
  scope: string,
  body: unknown,
  work: () => Promise<TStoredAnswer>,
): Promise<TStoredAnswer> {
  // No key (the spec's charging calls send none): the work simply runs; its refusals go through the error handler
  // in the same {detail, code, errors} body a stored answer has.
  if (key === undefined) return work();
  const requestHash = hashOf(scope, body);
  const [reserved] = await reserveStatement(db, { userId, key, scope, requestHash });
  if (!reserved) return replay(db, userId, key, requestHash);

  let answer: TStoredAnswer;
  try {
    answer = await work();
  } catch (err) {
    // A refusal is an answer like any other: the same request must get it again, and nothing ran twice.
    // A 429 is not an answer to the request (the same request may pass later); a 502 is: the hold was released
    // and the browser starts a new attempt with a new key.
    if (err instanceof AppError && err.status !== 429 && (err.status < 500 || err.status === 502)) answer = { status: err.status, body: errorBody(err) };
    else {
      // An unexpected failure frees the key so the payer can try again.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      throw err;
    }
  }
  await finishStatement(db, { userId, key, responseStatus: answer.status, responseBody: answer.body == null ? null : JSON.stringify(answer.body) });
  return answer;
}

const errorBody = (err: AppError) => ({ detail: err.detail, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });

async function replay(db: TDb, userId: number, key: string, requestHash: string): Promise<TStoredAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) throw new AppError(409, KEY_BUSY);
    if (row.requestHash !== requestHash) throw new AppError(422, KEY_REUSED, { idempotency_key: [KEY_REUSED] });
    if (row.status === 'done') return { status: row.responseStatus ?? 200, body: row.responseBody };
    if (Date.now() > deadline) throw new AppError(409, KEY_BUSY);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Keys past the window are only dead weight. */
export const purgeIdempotencyKeys = (db: TDb) =>
  db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`);
