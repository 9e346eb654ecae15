/**
 * A short-lived cache of a client's own hot reads (event list, dashboard). Each client's entries carry a
 * version; any write request by that client bumps it (see plugins/client-writes.ts), so the client always
 * reads their own writes. A read that overlaps a write is not stored. The TTL bounds how long a change made
 * elsewhere (staff tools, another process on the same PostgreSQL) can go unseen.
 */
const MAX_ENTRIES = 5_000;

export function createClientReadCache(ttlMs: number) {
  const versions = new Map<number, number>();
  const entries = new Map<string, { value: unknown; version: number; until: number }>();
  const versionOf = (clientId: number) => versions.get(clientId) ?? 0;
  return {
    async read<T>(clientId: number, key: string, load: () => Promise<T>): Promise<T> {
      const version = versionOf(clientId);
      const id = `${clientId}|${key}`;
      const hit = entries.get(id);
      if (hit && hit.version === version && hit.until > Date.now()) return hit.value as T;
      const value = await load();
      if (versionOf(clientId) === version && ttlMs > 0) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(id, { value, version, until: Date.now() + ttlMs });
      }
      return value;
    },
    invalidate(clientId: number) {
      versions.set(clientId, versionOf(clientId) + 1);
    },
  };
}
export type TClientReadCache = ReturnType<typeof createClientReadCache>;
