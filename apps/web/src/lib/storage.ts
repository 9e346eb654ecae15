import type { TTokens, TUser } from '@venue/shared/accounts/user.schema';
import { pageSessionCookie } from '@/lib/auth/page-session-cookie';

/** Every key this app writes starts with one prefix (spec section 3), so it can be listed and cleared as a set. */
export const STORAGE_PREFIX = 'venue_portal_';

export const STORAGE_KEYS = {
  tokens: `${STORAGE_PREFIX}tokens`,
  user: `${STORAGE_PREFIX}user`,
  themeMode: `${STORAGE_PREFIX}theme_mode`,
  colorScheme: `${STORAGE_PREFIX}color_scheme`,
  accessibility: `${STORAGE_PREFIX}accessibility`,
  // Spec section 3: the cart, the favorites and the preferences are browser-held, under the same prefix.
  cart: `${STORAGE_PREFIX}cart`,
  favorites: `${STORAGE_PREFIX}favorites`,
  currencySettings: `${STORAGE_PREFIX}currency_settings`,
} as const;

// localStorage (not sessionStorage) so that other tabs share the session and see a sign-out through the
// storage event; the server's refresh-token lifetime is what "remember me" changes.
function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null; // unreadable JSON or storage blocked: treat as absent
  }
}

/** False when the browser refused to store it. */
function write(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Quota exceeded or storage disabled: the session then lives only in memory for this page.
    return false;
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing to remove
  }
}

export function isTokens(value: unknown): value is TTokens {
  const v = value as Partial<TTokens> | null;
  return !!v && typeof v.access === 'string' && typeof v.refresh === 'string';
}

export const authStorage = {
  getTokens: (): TTokens | null => {
    const tokens = read<unknown>(STORAGE_KEYS.tokens);
    return isTokens(tokens) ? tokens : null;
  },
  setTokens: (tokens: TTokens) => {
    // The cookie follows the stored session only: a session this browser could not keep is not drawn for it.
    if (write(STORAGE_KEYS.tokens, tokens)) pageSessionCookie.write(tokens.access);
    else pageSessionCookie.clear();
  },
  getUser: (): TUser | null => read<TUser>(STORAGE_KEYS.user),
  setUser: (user: TUser) => write(STORAGE_KEYS.user, user),
  clear: () => {
    pageSessionCookie.clear();
    remove(STORAGE_KEYS.tokens);
    remove(STORAGE_KEYS.user);
  },
};

/**
 * The account this tab has just made (register, accepted invitation): its holder is not returning yet, so the
 * greetings say "Welcome", not "Welcome back". In sessionStorage, so it ends with the tab: the next visit is a
 * return. A sign-in in this tab clears it.
 */
const NEW_ACCOUNT_KEY = `${STORAGE_PREFIX}new_account`;
export const newAccountMark = {
  set: (userId: number) => {
    try {
      window.sessionStorage.setItem(NEW_ACCOUNT_KEY, String(userId));
    } catch {
      // storage disabled: the holder is greeted as returning, which is harmless
    }
  },
  has: (userId: number): boolean => {
    try {
      return window.sessionStorage.getItem(NEW_ACCOUNT_KEY) === String(userId);
    } catch {
      return false;
    }
  },
  clear: () => {
    try {
      window.sessionStorage.removeItem(NEW_ACCOUNT_KEY);
    } catch {
      // storage disabled: nothing to clear
    }
  },
};

/** The accessibility panel's settings; the raw value is validated by the reader (it may be old or hand-edited). */
export const accessibilityStorage = {
  get: (): unknown => read<unknown>(STORAGE_KEYS.accessibility),
  set: (settings: unknown) => write(STORAGE_KEYS.accessibility, settings),
};
