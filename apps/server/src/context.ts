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
import { createSignInCache, type TSignInCache } from './lib/sign-in-cache';

/** What services need from the outside world; built once by buildApp and by the CLI, both through compose-context.ts. */
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

/**
 * What the composition root (compose-context.ts) plugs in. context.ts imports nothing from modules/ (a boundary
 * rule): every module imports TContext, so one module imported here would tie them all into one import circle.
 */
export interface TContextParts {
  /** Called after a commit that queued e-mail. */
  mailQueued(): void;
  log?: FastifyBaseLogger;
  /** Who acts when a charge settles (see lib/payment-settled.ts), handed the context too. Required, so no builder forgets it. */
  paymentSettled(ctx: TContext, ...settled: Parameters<TPaymentSettledHook>): Promise<void>;
}

export function createContext(database: Pick<TDatabase, 'db' | 'bus'>, config: TConfig, parts: TContextParts): TContext {
  const { mailQueued, log } = parts;
  const ctx: TContext = {
    db: database.db,
    transact: createTransact(database.db, log, database.bus()),
    config,
    jwt: createJwt(config.jwtSecret),
    storage: storageFor(config),
    signIns: createSignInCache(database.bus(), !config.cachesOff.includes('sign-in')),
    mailQueued,
    gateways: createGatewayRegistry(config.payments, database.db, (code) => offlineInstructions(database.db, code), config.jwtSecret),
    bus: database.bus(),
    paymentSettled: (tx, effects, payment) => parts.paymentSettled(ctx, tx, effects, payment),
  };
  return ctx;
}
