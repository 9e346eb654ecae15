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

/** About 2 KB a session; a visitor's session lives 15 minutes at a time. */
const MAX_SESSIONS = 2_000;
/** Per database handle: a process serves one database, but a test may run several apps side by side. */
const byDatabase = new WeakMap<object, Map<string, TKeptSession>>();

const sessionsOf = (database: object) => {
  let kept = byDatabase.get(database);
  if (!kept) byDatabase.set(database, (kept = new Map()));
  return kept;
};

export const keptSession = (database: object, sessionId: string): TKeptSession | undefined => byDatabase.get(database)?.get(sessionId);

export function keepSession(database: object, sessionId: string, session: TKeptSession): void {
  const kept = sessionsOf(database);
  kept.delete(sessionId); // re-inserted last: the Map's order is the order of use
  if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value!);
  kept.set(sessionId, session);
}

export const forgetSession = (database: object, sessionId: string): void => void byDatabase.get(database)?.delete(sessionId);
