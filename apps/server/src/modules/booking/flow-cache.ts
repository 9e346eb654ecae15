import type { TLoadedFlow } from './flows.service';

/**
 * Flows as loaded (steps expanded with their products, facilities, questionnaire fields and the deposit) kept in
 * this process together with the catalogue version they were loaded at. Loading a flow takes six queries and
 * most of a wizard call's time, and every call of a session needs its flow. The caller passes the version it
 * read from the database in the same statement as the session it serves (readSessionAtVersion): the version is
 * bumped by any change to what a flow is made of (migration 0017), so a change made through any process is seen
 * by every process at its next call. Loaded flows are shared between calls: nobody may change them.
 */
const MAX_FLOWS = 200;
type TEntry = { version: bigint; loaded: TLoadedFlow };
/** Per database handle: a process serves one database, but a test may run several apps side by side. */
const byDatabase = new WeakMap<object, Map<string, TEntry>>();

/** `flowVersion` is the flow's own version a session walks (migration 0035), 0 for the current one. */
export async function cachedFlow(
  database: object,
  flowId: number,
  flowVersion: number,
  version: bigint,
  load: () => Promise<TLoadedFlow | null>,
): Promise<TLoadedFlow | null> {
  let byId = byDatabase.get(database);
  if (!byId) byDatabase.set(database, (byId = new Map()));
  const key = `${flowId}:${flowVersion}`;
  const hit = byId.get(key);
  // A flow loaded at a later version than the caller read is at least as fresh as a reload would be.
  if (hit && hit.version >= version) return hit.loaded;
  // Loaded after the version was read, so never older than that version.
  const loaded = await load();
  if (loaded) {
    if (byId.size >= MAX_FLOWS) byId.clear();
    const now = byId.get(key);
    if (!now || now.version < version) byId.set(key, { version, loaded });
  }
  return loaded;
}
