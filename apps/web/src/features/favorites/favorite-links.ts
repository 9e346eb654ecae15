import type { TFavorite } from '@venue/shared/browser/favorites';

/** The kinds of favourite this site has, in the saved list's order, with their headings. */
export const FAVORITE_GROUPS = [
  { type: 'facility', heading: 'Facilities' },
  { type: 'event_type', heading: 'Event types' },
] as const;

/**
 * Where a favourite leads back to. Its id is "type:key" (the heart writes it: a facility's slug, an event type's
 * id); an entry without a readable key still leads to the page that lists its kind.
 */
export function favoriteLink(favorite: TFavorite): string | null {
  const prefix = `${favorite.type}:`;
  const key = favorite.id.startsWith(prefix) ? favorite.id.slice(prefix.length) : '';
  const safe = /^[a-z0-9-]+$/.test(key) ? key : '';
  if (favorite.type === 'facility') return safe ? `/facilities#facility-${safe}` : '/facilities';
  if (favorite.type === 'event_type') return safe ? `/booking#event-type-${safe}` : '/booking';
  return null;
}
