import { describe, expect, it } from 'vitest';
import { addToCart, cartTotalMinor, liveItems, type TCartItem } from './cart';
import { addFavorite, addSearch, estimateStorageBytes, MAX_FAVORITES } from './favorites';

const now = new Date('2026-11-23T00:00:00Z');
const item = (o: Partial<TCartItem>): TCartItem => ({
  id: 'a',
  eventId: 1,
  ticketType: 'GENERAL',
  quantity: 1,
  price: '1500.50',
  expiresAt: '2026-11-24T00:00:00Z',
  addedAt: '2026-11-22T00:00:00Z',
  ...o,
});

describe('cart', () => {
  it('merges the same event and ticket type by adding quantities', () => {
    const cart = addToCart(addToCart([], item({ quantity: 2 }), now), item({ id: 'b', quantity: 3 }), now);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(5);
    expect(addToCart(cart, item({ id: 'c', ticketType: 'VIP' }), now)).toHaveLength(2);
  });
  it('drops expired items when read and totals price times quantity', () => {
    const cart = [item({ quantity: 2 }), item({ id: 'old', eventId: 2, expiresAt: '2026-11-22T00:00:00Z' })];
    expect(liveItems(cart, now).map((i) => i.id)).toEqual(['a']);
    expect(cartTotalMinor(cart, now)).toBe(300100n);
  });
});

describe('favorites and search history', () => {
  it('keeps favorites unique per type and title, newest first, at most 100', () => {
    let list = addFavorite([], { id: '1', type: 'event', title: 'Wedding', addedAt: 'x' });
    list = addFavorite(list, { id: '2', type: 'facility', title: 'Pavilion', addedAt: 'y' });
    list = addFavorite(list, { id: '3', type: 'event', title: 'Wedding', addedAt: 'z' });
    expect(list.map((f) => f.id)).toEqual(['3', '2']);
    for (let i = 0; i < 150; i++) list = addFavorite(list, { id: `n${i}`, type: 't', title: `T${i}`, addedAt: '' });
    expect(list).toHaveLength(MAX_FAVORITES);
  });
  it('drops an identical earlier query', () => {
    const e = (id: string, query: string) => ({ id, query, filters: {}, searchedAt: '', resultCount: 0 });
    expect(addSearch([e('1', 'wedding'), e('2', 'invoice')], e('3', 'Wedding ')).map((x) => x.id)).toEqual(['3', '2']);
  });
  it('estimates storage in UTF-16 bytes', () => {
    expect(estimateStorageBytes([['ab', 'cde']])).toBe(10);
  });
});
