import { describe, expect, it } from 'vitest';
import {
  acceptsExtras,
  addToCart,
  cartByEvent,
  clampQuantity,
  lineTotalMinor,
  MAX_CART_QUANTITY,
  newCartItem,
  readCart,
  removeFromCart,
  setCartQuantity,
  type TCartItem,
} from './cart';
import { cartRequestMessage } from './cart-request';

const now = new Date('2026-11-27T00:00:00Z');
const item = (o: Partial<TCartItem>): TCartItem => ({
  id: 'a',
  eventId: 1,
  ticketType: 'Bonfire night',
  quantity: 1,
  price: '3500.00',
  expiresAt: '2026-12-04T00:00:00Z',
  addedAt: '2026-11-27T00:00:00Z',
  ...o,
});

describe('quantities', () => {
  it.each([
    [1, 1],
    [5, 5],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [MAX_CART_QUANTITY + 1, MAX_CART_QUANTITY],
    [Number.NaN, 1],
  ])('%s is kept as %s', (input, expected) => expect(clampQuantity(input)).toBe(expected));

  it('merging stops at the maximum', () => {
    const cart = addToCart([item({ quantity: 990 })], item({ id: 'b', quantity: 20 }), now);
    expect(cart[0]!.quantity).toBe(MAX_CART_QUANTITY);
  });

  it('sets one line and removes another', () => {
    const cart = [item({}), item({ id: 'b', ticketType: 'String quartet' })];
    expect(setCartQuantity(cart, 'b', 4).map((i) => i.quantity)).toEqual([1, 4]);
    expect(removeFromCart(cart, 'a').map((i) => i.id)).toEqual(['b']);
  });
});

describe('a new item', () => {
  it('is kept seven days', () => {
    const fresh = newCartItem({ id: 'n', eventId: 3, ticketType: 'Dessert bar', price: '22000.00', quantity: 2 }, now);
    expect(fresh).toMatchObject({ addedAt: '2026-11-27T00:00:00.000Z', expiresAt: '2026-12-04T00:00:00.000Z', quantity: 2 });
  });
});

describe('totals', () => {
  it.each([
    ['3500.00', 1, 350000n],
    ['1450.00', 150, 21750000n],
    ['1500.5', 3, 450150n],
    ['0.05', 7, 35n],
  ])('%s times %s is %s centavos', (price, quantity, minor) => expect(lineTotalMinor(item({ price, quantity }))).toBe(minor));

  it('groups live items per event, in the order the events were first added', () => {
    const cart = [
      item({ id: 'a', eventId: 2, price: '100.00', quantity: 2 }),
      item({ id: 'b', eventId: 1, price: '50.25' }),
      item({ id: 'c', eventId: 2, ticketType: 'Quartet', price: '0.50' }),
      item({ id: 'gone', eventId: 3, expiresAt: '2026-11-26T00:00:00Z' }),
    ];
    expect(cartByEvent(cart, now).map((g) => [g.eventId, g.items.map((i) => i.id), g.totalMinor])).toEqual([
      [2, ['a', 'c'], 20050n],
      [1, ['b'], 5025n],
    ]);
  });
});

describe('which events take extras', () => {
  it.each([
    ['CONFIRMED', 30, true],
    ['DRAFT', 0, true],
    ['IN_PROGRESS', 0, true],
    ['CONFIRMED', -1, false],
    ['COMPLETED', 10, false],
    ['CANCELLED', 10, false],
  ])('%s with %s days to go: %s', (status, days, expected) => expect(acceptsExtras(status, days)).toBe(expected));
});

describe('the stored cart', () => {
  it.each([
    ['not a list', { a: 1 }, 0],
    ['a good item', [item({})], 1],
    ['a float price', [item({ price: '1e3' })], 0],
    ['three decimals', [item({ price: '1.005' })], 0],
    ['a zero quantity', [item({ quantity: 0 })], 0],
    ['a text event id', [{ ...item({}), eventId: '1' }], 0],
    ['null among items', [null, item({})], 1],
  ])('%s keeps %s item(s)', (_, raw, count) => expect(readCart(raw)).toHaveLength(count));
});

describe('the request to the venue', () => {
  it('lists each extra with its price and the total to the centavo', () => {
    const [group] = cartByEvent([item({ quantity: 2 }), item({ id: 'b', ticketType: 'Buffet dinner, per guest', price: '1450.50', quantity: 3 })], now);
    const message = cartRequestMessage('Maria & Paolo Wedding', group!);
    expect(message.subject).toBe('Extras for Maria & Paolo Wedding');
    expect(message.body.split('\n')).toEqual([
      'Hello, I would like to add these extras to Maria & Paolo Wedding:',
      '',
      '- Bonfire night: 2 × ₱3,500.00 = ₱7,000.00',
      '- Buffet dinner, per guest: 3 × ₱1,450.50 = ₱4,351.50',
      '',
      'Total at list prices, before tax: ₱11,351.50',
      '',
      'Please send me a quote for them.',
    ]);
  });

  it('keeps the subject within the 200 characters a subject may have', () => {
    const [group] = cartByEvent([item({})], now);
    expect(cartRequestMessage('x'.repeat(300), group!).subject).toHaveLength(200);
  });
});
