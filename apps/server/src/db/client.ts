import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createLocalBus, createPostgresBus, type TChangeBus } from '../lib/change-bus';
import { migrationsFolder } from '../lib/paths';
import * as schema from './schema';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: repos accept either. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0] | TDb;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Counts SQL statements, for the benchmark's queries-per-request figure. */
  queryCount: { value: number };
  /** The change bus of this database (made on first use; see lib/change-bus.ts). */
  bus(): TChangeBus;
  /** The connections now, for /metrics: PostgreSQL's pool (in use, idle, callers waiting, the most it opens); PGlite's one. */
  poolUse(): Record<'max' | 'total' | 'idle' | 'waiting', number>;
  /** The embedded instance (PGlite only): a backup dumps its data directory through it. */
  pglite?: PGlite;
}

/**
 * Every PGlite instance is made here: the migrations need btree_gist (the facility exclusion constraint), and an
 * embedded database, a test snapshot or a CLI that opens one without it fails on its first booking.
 */
export const createPglite = (options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}) =>
  PGlite.create({ ...options, extensions: { btree_gist } });

const counter = () => ({ value: 0 });
const logger = (count: { value: number }) => ({ logQuery: () => void count.value++ });

export function fromPglite(client: PGlite): TDatabase {
  const queryCount = counter();
  const db = drizzlePglite({ client, schema, logger: logger(queryCount) }) as unknown as TDb;
  let bus: TChangeBus | undefined;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    queryCount,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    bus: () => (bus ??= createLocalBus()),
    // One connection in the process, which every statement takes in turn (no count of waiters is kept).
    poolUse: () => ({ max: 1, total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      await bus?.close();
      await client.close();
    },
  };
}

export function fromPostgres(url: string, max = 10): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max });
  const queryCount = counter();
  const db = drizzlePg({ client: pool, schema, logger: logger(queryCount) }) as unknown as TDb;
  let bus: TChangeBus | undefined;
  return {
    db,
    kind: 'postgres',
    queryCount,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    bus: () => (bus ??= createPostgresBus(url, (channel, message) => pool.query('select pg_notify($1, $2)', [channel, message]))),
    poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await bus?.close();
      await pool.end();
    },
  };
}

/** DATABASE_URL selects PostgreSQL; otherwise PGlite keeps its files under DATA_DIR/db. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await createPglite({ dataDir: dir }));
}
