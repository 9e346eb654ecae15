import type { TConfig } from './config';
import type { TDb } from './db/client';
import { createClientReadCache, type TClientReadCache } from './lib/client-read-cache';
import { createJwt, type TJwt } from './lib/jwt';
import { createStorage, type TStorage } from './lib/storage';
import { createTransact, type TTransact } from './lib/transaction';
import { createUserCache, type TUserCache } from './modules/accounts/user-cache';

/** What services need from the outside world; built once by buildApp and by the CLI. */
export interface TContext {
  /** Reads go straight to the database; writes go through transact. */
  db: TDb;
  /** Runs work in a transaction whose registered effects run only after it commits. */
  transact: TTransact;
  config: TConfig;
  jwt: TJwt;
  storage: TStorage;
  users: TUserCache;
  /** The client's hot reads (event list, dashboard); dropped on any write by that client. */
  reads: TClientReadCache;
  /** Called after a commit that queued e-mail. */
  mailQueued(): void;
}

export function createContext(db: TDb, config: TConfig, mailQueued: () => void): TContext {
  return {
    db,
    transact: createTransact(db),
    config,
    jwt: createJwt(config.jwtSecret),
    storage: createStorage(config.dataDir),
    users: createUserCache(),
    reads: createClientReadCache(config.readCacheMs),
    mailQueued,
  };
}
