import { SESSION_STORAGE_PREFIX } from '@venue/shared/booking/steps';
import { byCharacters } from '@venue/shared/common/compare';

/**
 * The browser's copies of open sessions (spec: key prefix "booking_session_"): enough to find the session again
 * after a reload or a closed tab. The session itself stays on the server; nothing personal is kept here.
 */
export interface TSessionCopy {
  session_id: string;
  flow_id: number;
  expires_at: string;
  saved_at: string;
}

const keyOf = (id: string) => `${SESSION_STORAGE_PREFIX}${id}`;

function readAll(): TSessionCopy[] {
  const copies: TSessionCopy[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(SESSION_STORAGE_PREFIX)) continue;
      const copy = JSON.parse(localStorage.getItem(key) ?? 'null') as TSessionCopy | null;
      if (copy?.session_id && copy.expires_at) copies.push(copy);
    }
  } catch {
    // Storage may be blocked (private mode) or hold something unreadable: the wizard then simply starts afresh.
  }
  return copies;
}

export function saveCopy(copy: Omit<TSessionCopy, 'saved_at'>) {
  try {
    localStorage.setItem(keyOf(copy.session_id), JSON.stringify({ ...copy, saved_at: new Date().toISOString() }));
  } catch {
    // Without storage only the URL's session_id recovers the session.
  }
}

export function removeCopy(id: string) {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // nothing kept, nothing to remove
  }
}

/** At startup: expired copies are removed; the newest live one is the session to recover. */
export function liveCopy(now = Date.now()): TSessionCopy | null {
  const live = readAll().filter((copy) => {
    const expired = new Date(copy.expires_at).getTime() <= now;
    if (expired) removeCopy(copy.session_id);
    return !expired;
  });
  return live.sort((a, b) => byCharacters(b.saved_at, a.saved_at))[0] ?? null;
}
