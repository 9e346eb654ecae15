import { STORAGE_PREFIX } from '@/lib/storage';

export type TSearchFilter = 'all' | 'events' | 'payments';

export interface TRecentSearch {
  id: string;
  query: string;
  filters: TSearchFilter;
  searchedAt: string;
  resultCount: number;
}

const KEY = `${STORAGE_PREFIX}recent_searches`;
/** Spec section 9: the global search keeps the 5 latest. */
export const MAX_RECENT = 5;

function isEntry(v: unknown): v is TRecentSearch {
  const e = v as Partial<TRecentSearch> | null;
  return !!e && typeof e.query === 'string' && typeof e.id === 'string';
}

export function readRecentSearches(): TRecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_RECENT) : [];
  } catch {
    return []; // unreadable or blocked storage: no history rather than a broken dialog
  }
}

/** Newest first; an identical earlier query is dropped (spec section 4). Returns the new list. */
export function addRecentSearch(query: string, filters: TSearchFilter, resultCount: number): TRecentSearch[] {
  const q = query.trim();
  if (!q) return readRecentSearches();
  const entry: TRecentSearch = { id: `${Date.now()}`, query: q, filters, searchedAt: new Date().toISOString(), resultCount };
  const list = [entry, ...readRecentSearches().filter((e) => e.query.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // quota or disabled storage: the list simply is not remembered
  }
  return list;
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
