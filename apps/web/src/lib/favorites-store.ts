import { readFavorites, toggleFavorite, removeFavorite, type TFavorite } from '@venue/shared/browser/favorites';
import { createBrowserStore, useBrowserStore } from '@/lib/browser-store';
import { STORAGE_KEYS } from '@/lib/storage';

/** What a visitor or client can save: the public facilities and the event types the venue books. */
export type TFavoriteType = 'facility' | 'event_type';

const EMPTY: TFavorite[] = [];

/** Kept in the browser for visitors too (spec section 3), so saving needs no account. */
export const favoritesStore = createBrowserStore<TFavorite[]>(STORAGE_KEYS.favorites, readFavorites, EMPTY);

export const favoriteActions = {
  /** `key` names the thing (a facility's slug, an event type's id), so the saved list can link back to it. */
  toggle: (type: TFavoriteType, key: string, title: string) =>
    favoritesStore.set(toggleFavorite(favoritesStore.get(), { id: `${type}:${key}`, type, title, addedAt: new Date().toISOString() })),
  remove: (type: string, title: string) => favoritesStore.set(removeFavorite(favoritesStore.get(), type, title)),
};

export const useFavorites = (): TFavorite[] => useBrowserStore(favoritesStore, EMPTY);
