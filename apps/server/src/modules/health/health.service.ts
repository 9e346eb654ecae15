import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TLifecycle } from '../../lib/lifecycle';

/** A database that takes longer than this to answer `select 1` counts as down. */
export const READY_DB_TIMEOUT_MS = 2000;

export type TReadiness = { ready: true } | { ready: false; reason: 'closing' | 'database' };

/** Ready: not draining, and the database answers. A failed check is logged by the caller, never shown. */
export async function readiness(db: TDb, lifecycle: TLifecycle): Promise<TReadiness> {
  if (lifecycle.draining) return { ready: false, reason: 'closing' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_DB_TIMEOUT_MS} ms`)), READY_DB_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return lifecycle.draining ? { ready: false, reason: 'closing' } : { ready: true };
  } finally {
    clearTimeout(timer);
  }
}
