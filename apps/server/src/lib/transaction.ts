import type { FastifyBaseLogger } from 'fastify';
import type { SQLWrapper } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import type { TChangeBus } from './change-bus';
import { endInserts } from './end-inserts';
import { isTransactionConflict, sqlState } from './db-errors';

/** Work that must happen only once the data it announces is committed: mail kicks, cache drops, notifications. */
export type TEffect = () => void | Promise<void>;

export interface TEffects {
  /** Runs after the transaction commits, in registration order; never after a rollback. */
  after(effect: TEffect): void;
  /** Publishes on the change bus after the commit, so every process hears of it (see lib/change-bus.ts). */
  publish(topic: string, payload: string): void;
  /**
   * Not an effect after the commit but a write just before it: an insert nothing later in this transaction reads
   * back, written with the others given so in one statement at the end of the work (lib/end-inserts.ts). `sent`
   * gets its RETURNING rows then.
   */
  insertAtEnd(insert: SQLWrapper, sent?: (rows: Record<string, unknown>[]) => void): void;
  /**
   * Writes the inserts held so far now, in one statement: for a transaction about to take a lock others queue on
   * (the receipt series'), so the lock is not held over them too.
   */
  sendInserts(): Promise<void>;
}

export type TTransact = <T>(work: (tx: TTx, effects: TEffects) => Promise<T>) => Promise<T>;

/** Runs of one transaction at most when PostgreSQL rolls it back for a deadlock or a serialization failure. */
export const TRANSACT_ATTEMPTS = 4;
/** Full jitter under a doubling cap (up to 25, 50, 100 ms): the transactions that collided do not meet again in step. */
export const conflictBackoffMs = (attempt: number) => Math.random() * 25 * 2 ** (attempt - 1);

type TLog = Pick<FastifyBaseLogger, 'error'> & Partial<Pick<FastifyBaseLogger, 'warn'>>;

/**
 * The one way services write: `transact(async (tx, effects) => ...)`. An effect that fails is logged and does
 * not undo the committed write (its data is already durable; the outbox retries mail on its own).
 *
 * A deadlock (40P01) or a serialization failure (40001) runs `work` again from the start, a few times with
 * jitter: PostgreSQL rolled everything back, and effects wait for the final commit, so a retry repeats nothing
 * outside the database. That holds only while `work` itself touches nothing outside: gateway calls and file
 * writes stay before or after the transaction (pay.service.ts, avatar.service.ts), never inside it.
 */
export function createTransact(db: TDb, log?: TLog, bus?: Pick<TChangeBus, 'publish'>): TTransact {
  const run = async <T>(work: (tx: TTx, effects: TEffects) => Promise<T>): Promise<{ result: T; effects: TEffect[] }> => {
    for (let attempt = 1; ; attempt++) {
      const effects: TEffect[] = [];
      try {
        const result = await db.transaction(async (tx) => {
          const atEnd = endInserts();
          const done = await work(tx, {
            after: (effect) => void effects.push(effect),
            publish: (topic, payload) => void effects.push(() => bus?.publish(topic, payload)),
            insertAtEnd: atEnd.add,
            sendInserts: () => atEnd.send(tx),
          });
          atEnd.close();
          await atEnd.send(tx);
          return done;
        });
        return { result, effects };
      } catch (err) {
        if (!isTransactionConflict(err) || attempt >= TRANSACT_ATTEMPTS) throw err;
        log?.warn?.({ sqlState: sqlState(err), attempt }, 'transaction rolled back by a conflict; running it again');
        await new Promise((resolve) => setTimeout(resolve, conflictBackoffMs(attempt)));
      }
    }
  };
  return async (work) => {
    const { result, effects } = await run(work);
    for (const effect of effects) {
      try {
        await effect();
      } catch (err) {
        log?.error({ err }, 'effect after commit failed');
      }
    }
    return result;
  };
}
