import type { TUser } from '@venue/shared/accounts/user.schema';

/**
 * Every authenticated request needs the signed-in user; keeping it for a short while saves a query per
 * request. Writes through the services call forget(); the TTL bounds staleness from writes elsewhere
 * (another process on the same PostgreSQL database).
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export function createUserCache() {
  const entries = new Map<number, { user: TUser; until: number }>();
  return {
    get(id: number): TUser | undefined {
      const hit = entries.get(id);
      if (!hit) return undefined;
      if (hit.until < Date.now()) {
        entries.delete(id);
        return undefined;
      }
      return hit.user;
    },
    set(user: TUser) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(user.id, { user, until: Date.now() + TTL_MS });
    },
    forget: (id: number) => void entries.delete(id),
  };
}
export type TUserCache = ReturnType<typeof createUserCache>;
