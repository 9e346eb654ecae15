/** Favorites and search history kept in the browser (spec document 1, sections 3, 4 and 9). */
export interface TFavorite {
  id: string;
  type: string;
  title: string;
  addedAt: string;
}
export const MAX_FAVORITES = 100;

/** Unique per type plus title, newest first, at most 100. */
export function addFavorite(list: readonly TFavorite[], fav: TFavorite): TFavorite[] {
  const rest = list.filter((f) => !(f.type === fav.type && f.title === fav.title));
  return [fav, ...rest].slice(0, MAX_FAVORITES);
}

/** Type plus title is what makes a favorite one, so it is also what finds and removes it. */
export const isFavorite = (list: readonly TFavorite[], type: string, title: string) => list.some((f) => f.type === type && f.title === title);

export const removeFavorite = (list: readonly TFavorite[], type: string, title: string): TFavorite[] =>
  list.filter((f) => !(f.type === type && f.title === title));

/** The heart's one press: saved if it was not, removed if it was. */
export const toggleFavorite = (list: readonly TFavorite[], fav: TFavorite): TFavorite[] =>
  isFavorite(list, fav.type, fav.title) ? removeFavorite(list, fav.type, fav.title) : addFavorite(list, fav);

/** Stored favorites may be old or edited by hand: well-formed entries are kept, duplicates and the excess dropped. */
export function readFavorites(raw: unknown): TFavorite[] {
  if (!Array.isArray(raw)) return [];
  const valid = raw.filter((value): value is TFavorite => {
    const f = value as Partial<TFavorite> | null;
    return !!f && typeof f.id === 'string' && typeof f.type === 'string' && typeof f.title === 'string' && f.title.length > 0 && typeof f.addedAt === 'string';
  });
  // Oldest first through addFavorite keeps the first (newest) of any duplicates on top.
  return valid.reduceRight<TFavorite[]>((list, f) => addFavorite(list, f), []);
}

export interface TSearchEntry {
  id: string;
  query: string;
  filters: Record<string, unknown>;
  searchedAt: string;
  resultCount: number;
}
export const MAX_SEARCH_HISTORY = 50;
export const RECENT_SEARCHES_SHOWN = 5;

/** A repeated query replaces its earlier entry; newest first, at most 50. */
export function addSearch(list: readonly TSearchEntry[], entry: TSearchEntry): TSearchEntry[] {
  const q = entry.query.trim().toLowerCase();
  return [entry, ...list.filter((e) => e.query.trim().toLowerCase() !== q)].slice(0, MAX_SEARCH_HISTORY);
}

/** Browser storage is estimated against 5 MB (UTF-16: two bytes per character). */
export const STORAGE_BUDGET_BYTES = 5 * 1024 * 1024;
export const estimateStorageBytes = (entries: Iterable<[string, string]>) => {
  let chars = 0;
  for (const [k, v] of entries) chars += k.length + v.length;
  return chars * 2;
};
