import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/client';
import type { TChangeBus } from './lib/change-bus';
import { createJwt, type TJwt } from './lib/jwt';
import { createGatewayRegistry, type TGatewayRegistry } from './lib/gateways/registry';
import { offlineInstructions } from './db/payment-settings';
import type { TStorage } from './lib/storage';
import { storageFor } from './lib/storage-for';
import { createTransact, type TTransact } from './lib/transaction';
import type { TPaymentSettledHook } from './lib/payment-settled';
import { createSignInCache, type TSignInCache } from './modules/accounts/sign-in-cache';
import { finishAwaitingBooking } from './modules/booking/awaiting-payment';

/** What services need from the outside world; built once by buildApp and by the CLI. */
export interface TContext {
  /** Reads go straight to the database; writes go through transact. */
  db: TDb;
  /** Runs work in a transaction whose registered effects run only after it commits. */
  transact: TTransact;
  config: TConfig;
  jwt: TJwt;
  storage: TStorage;
  /** The sign-in check's one-second memory, dropped in every process when an account changes. */
  signIns: TSignInCache;
  /** Called after a commit that queued e-mail. */
  mailQueued(): void;
  /** The payment gateways this deployment is configured with. */
  gateways: TGatewayRegistry;
  /** Tells every process of this database what changed (publish through effects.publish after a commit). */
  bus: TChangeBus;
  /** Called in the transaction that settles a charge (see lib/payment-settled.ts). */
  paymentSettled: TPaymentSettledHook;
}

export function createContext(database: Pick<TDatabase, 'db' | 'bus'>, config: TConfig, mailQueued: () => void, log?: FastifyBaseLogger): TContext {
  const ctx: TContext = {
    db: database.db,
    transact: createTransact(database.db, log, database.bus()),
    config,
    jwt: createJwt(config.jwtSecret),
    storage: storageFor(config),
    signIns: createSignInCache(database.bus()),
    mailQueued,
    gateways: createGatewayRegistry(config.payments, database.db, (code) => offlineInstructions(database.db, code), config.jwtSecret),
    bus: database.bus(),
    // An online booking waiting on its payer's confirmation is the one listener (modules/booking).
    paymentSettled: (tx, effects, payment) => finishAwaitingBooking(ctx, tx, effects, payment),
  };
  return ctx;
}
