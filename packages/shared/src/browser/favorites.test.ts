import { describe, expect, it } from 'vitest';
import { isFavorite, readFavorites, removeFavorite, toggleFavorite, type TFavorite } from './favorites';

const fav = (id: string, type: string, title: string): TFavorite => ({ id, type, title, addedAt: '2026-11-27T00:00:00Z' });

describe('the heart toggle', () => {
  it('saves, then removes, by type and title', () => {
    let list = toggleFavorite([], fav('facility:pavilion', 'facility', 'Pavilion'));
    expect(isFavorite(list, 'facility', 'Pavilion')).toBe(true);
    // An event type of the same name is another favorite.
    expect(isFavorite(list, 'event_type', 'Pavilion')).toBe(false);
    list = toggleFavorite(list, fav('facility:pavilion', 'facility', 'Pavilion'));
    expect(list).toEqual([]);
  });

  it('removes only the one named', () => {
    const list = [fav('1', 'facility', 'Pavilion'), fav('2', 'event_type', 'Wedding')];
    expect(removeFavorite(list, 'facility', 'Pavilion').map((f) => f.id)).toEqual(['2']);
  });
});

describe('stored favorites', () => {
  it.each([
    ['not a list', 'Pavilion', []],
    ['good entries', [fav('1', 'facility', 'Pavilion'), fav('2', 'event_type', 'Wedding')], ['1', '2']],
    ['an entry without a title', [{ id: '1', type: 'facility', addedAt: '' }], []],
    ['a duplicate, the first (newest) kept', [fav('new', 'facility', 'Pavilion'), fav('old', 'facility', 'Pavilion')], ['new']],
    ['null among entries', [null, fav('1', 'facility', 'Pavilion')], ['1']],
  ])('%s', (_, raw, ids) => expect(readFavorites(raw).map((f) => f.id)).toEqual(ids));
});
