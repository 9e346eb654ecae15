import type { TSessionRow } from './booking-sessions.repo';

/**
 * Open sessions as this process last saved them, with the versions they were saved at (the row's xmin and the
 * catalogue's version). A wizard call works its change out from the kept row and writes it only where both
 * versions are still the database's (saveSessionRenewingHold's condition): one statement instead of a read and a
 * write. A kept row is never trusted for anything else: a write by any process moves the row's xmin, the
 * conditional write then finds nothing, and the call reads the row afresh (changeOpenSession). So several
 * processes on one PostgreSQL never act on each other's stale copies; at worst a copy costs one wasted statement.
 */
export interface TKeptSession {
  row: TSessionRow;
  rowVersion: string;
  catalogueVersion: bigint;
}

/**
 * Memory is bounded by size, not count: a session's steps may hold up to 32,000 characters each, and anyone with a
 * session id can make a process read (and so keep) it. A typical session is 2 to 5 KB as JSON; a large one is
 * not kept at all, and the least recently used go first once the total passes the budget.
 */
const MAX_TOTAL_CHARS = 16_000_000;
const MAX_SESSION_CHARS = 64_000;

interface TKept {
  session: TKeptSession;
  chars: number;
}
/** Per database handle: a process serves one database, but a test may run several apps side by side. */
const byDatabase = new WeakMap<object, { entries: Map<string, TKept>; chars: number }>();

const storeOf = (database: object) => {
  let store = byDatabase.get(database);
  if (!store) byDatabase.set(database, (store = { entries: new Map(), chars: 0 }));
  return store;
};

export const keptSession = (database: object, sessionId: string): TKeptSession | undefined => byDatabase.get(database)?.entries.get(sessionId)?.session;

export function forgetSession(database: object, sessionId: string): void {
  const store = byDatabase.get(database);
  const gone = store?.entries.get(sessionId);
  if (!store || !gone) return;
  store.entries.delete(sessionId);
  store.chars -= gone.chars;
}

/** Keeps a copy that the caller hands over: nobody may change it afterwards (calls share it). */
export function keepSession(database: object, sessionId: string, session: TKeptSession): void {
  forgetSession(database, sessionId); // re-inserted last: the Map's order is the order of use
  const chars = JSON.stringify(session.row).length;
  if (chars > MAX_SESSION_CHARS) return;
  const store = storeOf(database);
  while (store.chars + chars > MAX_TOTAL_CHARS && store.entries.size) forgetSession(database, store.entries.keys().next().value!);
  store.entries.set(sessionId, { session, chars });
  store.chars += chars;
}
