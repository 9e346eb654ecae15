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
import { registerDatabaseEndpoint } from '../lib/db-errors';
import { migrationsFolder } from '../lib/paths';

/**
 * Without the schema: nothing uses Drizzle's relational queries (`db.query`), and with it every transaction built a
 * query builder for each of the schema's tables (about 1% of the pay call's server CPU).
 */
export type TDb = PgDatabase<PgQueryResultHKT>;
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
  /**
   * Where lost connections are told (the app's logger, once it exists; stderr until then). On PostgreSQL a pool
   * error never ends the process: the pool drops the connection and opens another on the next request.
   */
  reportConnectionErrors(report: TConnectionErrorReport): void;
  /** The embedded instance (PGlite only): a backup dumps its data directory through it. */
  pglite?: PGlite;
}

/**
 * Every PGlite instance is made here: the migrations need btree_gist (the facility exclusion constraint), and an
 * embedded database, a test snapshot or a CLI that opens one without it fails on its first booking.
 */
export const createPglite = (options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}) =>
  PGlite.create({ ...options, extensions: { btree_gist } });

/** A lost connection, told once per burst: `suppressed` more were lost since the last report. */
export type TConnectionErrorReport = (err: Error, suppressed: number) => void;
/** A restart ends every connection of the pool at once: one line for them, not one each. */
const REPORT_EVERY_MS = 10_000;
/**
 * How long a request waits for a connection before it is answered 503 (error-handler.ts). pg-pool counts both the
 * wait for a free connection of the pool and the opening of a new one, so this is also the load-shedding bound of
 * a saturated pool: 10 s is longer than any request holds a connection here, yet shorter than a proxy's timeout.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

function connectionErrorReporter() {
  let report: TConnectionErrorReport = (err, suppressed) =>
    console.error(`database connection lost (${err.message})${suppressed ? `; ${suppressed} more since` : ''}`);
  let last = 0;
  let suppressed = 0;
  return {
    set: (r: TConnectionErrorReport) => void (report = r),
    lost(err: Error) {
      const now = Date.now();
      if (now - last < REPORT_EVERY_MS) return void suppressed++;
      last = now;
      report(err, suppressed);
      suppressed = 0;
    },
  };
}

const counter = () => ({ value: 0 });
const logger = (count: { value: number }) => ({ logQuery: () => void count.value++ });

export function fromPglite(client: PGlite): TDatabase {
  const queryCount = counter();
  const db = drizzlePglite({ client, logger: logger(queryCount) }) as unknown as TDb;
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
    // In process: there is no connection to lose.
    reportConnectionErrors: () => undefined,
    close: async () => {
      await bus?.close();
      await client.close();
    },
  };
}

export function fromPostgres(url: string, max = 10): TDatabase {
  registerDatabaseEndpoint(url);
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // Without these an ended session (a restart, failover, pg_terminate_backend, a dropped network path) is an
  // 'error' event nobody hears, which Node turns into an uncaught exception: the pool's for an idle connection,
  // the connection's own for one checked out between two statements of a transaction.
  const errors = connectionErrorReporter();
  pool.on('connect', (client) => void client.on('error', (err) => errors.lost(err)));
  pool.on('error', () => undefined); // the same error, already told by the connection's own listener

  const queryCount = counter();
  const db = drizzlePg({ client: pool, logger: logger(queryCount) }) as unknown as TDb;
  let bus: TChangeBus | undefined;
  return {
    db,
    kind: 'postgres',
    queryCount,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    bus: () =>
      (bus ??= createPostgresBus(url, (channel, message) =>
        // Named: each connection parses it once (every settlement publishes its notification).
        pool.query({ name: 'bus_notify', text: 'select pg_notify($1, $2)', values: [channel, message] }),
      )),
    poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    reportConnectionErrors: errors.set,
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
