import { describe, expect, it } from 'vitest';
import { favoriteLink } from '@/features/favorites/favorite-links';

const fav = (id: string, type: string) => ({ id, type, title: 'Pavilion', addedAt: '2026-11-27T00:00:00Z' });

describe('where a favourite leads', () => {
  it.each([
    ['facility:pavilion', 'facility', '/facilities#facility-pavilion'],
    ['facility:angelic-field', 'facility', '/facilities#facility-angelic-field'],
    ['event_type:3', 'event_type', '/booking#event-type-3'],
    ['3', 'event_type', '/booking'],
    ['facility:<script>', 'facility', '/facilities'],
    ['event_type:3', 'facility', '/facilities'],
    ['x:1', 'package', null],
  ])('%s of type %s goes to %s', (id, type, link) => expect(favoriteLink(fav(id, type))).toBe(link));
});
