import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TChangeBus } from './change-bus';

/**
 * Every authenticated request needs "is this sign-in alive, and who is it": one query. Under load that query
 * is most of a small call's cost (bench: GET /api/users/me/), so its answer is kept for one second.
 * Correct across processes: any change to an account or its sign-ins (logout, password change or reset,
 * refresh reuse, profile, role, deactivation) is published on the change bus after its commit and every
 * process drops that account's entries; the one-second life bounds what a lost notification could cost.
 */
export const SIGN_IN_CACHE_MS = 1000;
const MAX_ENTRIES = 50_000;
/** The change-bus topic of account changes (payload: the user id). */
export const ACCOUNT_CHANGED = 'account_changed';

/** `enabled` false (CACHES_OFF=sign-in) asks the database every time: the benchmark's baseline. */
export function createSignInCache(bus: TChangeBus, enabled = true) {
  const entries = new Map<string, { user: TUser | null; until: number }>();
  const byUser = new Map<number, Set<string>>();
  const forget = (userId: number) => {
    for (const key of byUser.get(userId) ?? []) entries.delete(key);
    byUser.delete(userId);
  };
  bus.subscribe(ACCOUNT_CHANGED, (payload) => forget(Number(payload)));
  bus.onReset(() => {
    entries.clear();
    byUser.clear();
  });
  return {
    async lookup(userId: number, signInId: string, load: () => Promise<TUser | null>): Promise<TUser | null> {
      if (!enabled) return load();
      const key = `${userId}:${signInId}`;
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.user;
      const user = await load();
      if (entries.size >= MAX_ENTRIES) {
        entries.clear();
        byUser.clear();
      }
      entries.set(key, { user, until: Date.now() + SIGN_IN_CACHE_MS });
      let keys = byUser.get(userId);
      if (!keys) byUser.set(userId, (keys = new Set()));
      keys.add(key);
      return user;
    },
    /** Call after the commit of any change to the account or its sign-ins (register it with effects.after). */
    changed: (userId: number) => bus.publish(ACCOUNT_CHANGED, String(userId)),
  };
}
export type TSignInCache = ReturnType<typeof createSignInCache>;
