import type { TConfig } from './config';
import type { TDb } from './db/client';
import { createJwt, type TJwt } from './lib/jwt';
import { createStorage, type TStorage } from './lib/storage';
import { createUserCache, type TUserCache } from './modules/accounts/user-cache';

/** What services need from the outside world; built once by buildApp and by the CLI. */
export interface TContext {
  db: TDb;
  config: TConfig;
  jwt: TJwt;
  storage: TStorage;
  users: TUserCache;
  /** Called after a commit that queued e-mail. */
  mailQueued(): void;
}

export function createContext(db: TDb, config: TConfig, mailQueued: () => void): TContext {
  return { db, config, jwt: createJwt(config.jwtSecret), storage: createStorage(config.dataDir), users: createUserCache(), mailQueued };
}
