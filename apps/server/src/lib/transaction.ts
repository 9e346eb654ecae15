import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../db/client';
import type { TChangeBus } from './change-bus';

/** Work that must happen only once the data it announces is committed: mail kicks, cache drops, notifications. */
export type TEffect = () => void | Promise<void>;

export interface TEffects {
  /** Runs after the transaction commits, in registration order; never after a rollback. */
  after(effect: TEffect): void;
  /** Publishes on the change bus after the commit, so every process hears of it (see lib/change-bus.ts). */
  publish(topic: string, payload: string): void;
}

export type TTransact = <T>(work: (tx: TTx, effects: TEffects) => Promise<T>) => Promise<T>;

/**
 * The one way services write: `transact(async (tx, effects) => ...)`. An effect that fails is logged and does
 * not undo the committed write (its data is already durable; the outbox retries mail on its own).
 */
export function createTransact(db: TDb, log?: Pick<FastifyBaseLogger, 'error'>, bus?: Pick<TChangeBus, 'publish'>): TTransact {
  return async (work) => {
    const effects: TEffect[] = [];
    const result = await db.transaction((tx) =>
      work(tx, {
        after: (effect) => void effects.push(effect),
        publish: (topic, payload) => void effects.push(() => bus?.publish(topic, payload)),
      }),
    );
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
