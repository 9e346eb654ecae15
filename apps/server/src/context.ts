import type { TConfig } from './config';
import type { TDb } from './db/client';
import { createJwt, type TJwt } from './lib/jwt';
import { createStorage, type TStorage } from './lib/storage';
import { createTransact, type TTransact } from './lib/transaction';

/** What services need from the outside world; built once by buildApp and by the CLI. */
export interface TContext {
  /** Reads go straight to the database; writes go through transact. */
  db: TDb;
  /** Runs work in a transaction whose registered effects run only after it commits. */
  transact: TTransact;
  config: TConfig;
  jwt: TJwt;
  storage: TStorage;
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
    mailQueued,
  };
}
