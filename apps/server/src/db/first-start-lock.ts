import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/db-errors';
import type { TDatabase } from './client';

/**
 * The session-level advisory lock every process takes for its first-start work on a PostgreSQL database (any
 * fixed number works; this one is ours alone). Without it, processes started together on an empty database
 * ran the migrations at once and all but one died on a duplicate key in pg_type.
 */
export const FIRST_START_LOCK_KEY = 7_461_203_001;
/** How long a start waits for a database that is itself still starting (57P03, connection refused). */
const WAIT_FOR_DATABASE_MS = 30_000;

async function connectWhenUp(url: string): Promise<pg.Client> {
  const deadline = Date.now() + WAIT_FOR_DATABASE_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined); // a lost lock connection ends the lock; the query that needed it fails
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (!isDatabaseUnavailable(err) || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Runs `work` while holding the first-start lock on a connection of its own, so processes started at once on one
 * database take turns; the lock goes with the session if the process dies. PGlite: one process owns the data
 * directory (lib/instance-lock.ts), so there is no one to wait for.
 */
export async function underFirstStartLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = await connectWhenUp(databaseUrl);
  try {
    await client.query('select pg_advisory_lock($1)', [FIRST_START_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the lock
  }
}

/**
 * What a process does once before it serves: migrate, then `more` (the server's demo seed) under the same lock,
 * so the second process finds everything done. Server, CLIs and tests share it.
 */
export const firstStart = (database: TDatabase, databaseUrl: string | undefined, more?: () => Promise<unknown>) =>
  underFirstStartLock(databaseUrl, async () => {
    await database.migrate();
    await more?.();
  });
