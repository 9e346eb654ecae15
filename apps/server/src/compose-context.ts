import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import { createContext, type TContext } from './context';
import type { TDatabase } from './db/client';
import { finishAwaitingBooking } from './modules/booking/awaiting-payment';

/**
 * The composition root of a context: the one place that plugs modules into the context's hooks, used by buildApp
 * (server, API tests, the stale-charge job) and by openCliContext (create-admin, invite, seed), so every process
 * wires the same listeners. Modules never import this file.
 */
export function composeContext(database: Pick<TDatabase, 'db' | 'bus'>, config: TConfig, mailQueued: () => void, log?: FastifyBaseLogger): TContext {
  return createContext(database, config, {
    mailQueued,
    log,
    // An online booking waiting on its payer's confirmation is the one listener (modules/booking).
    paymentSettled: finishAwaitingBooking,
  });
}
