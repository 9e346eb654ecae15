/** The browser-held cart of spec document 1, section 4: pure functions over a list of items. */
export interface TCartItem {
  id: string;
  eventId: number;
  ticketType: string;
  quantity: number;
  /** Decimal string, like every amount. */
  price: string;
  expiresAt: string;
  addedAt: string;
}

/** Items whose expiresAt has passed are dropped when read. */
export const liveItems = (items: readonly TCartItem[], now: Date = new Date()) => items.filter((i) => Date.parse(i.expiresAt) > now.getTime());

/** Same eventId and ticketType merge by adding quantities. */
export function addToCart(items: readonly TCartItem[], item: TCartItem, now: Date = new Date()): TCartItem[] {
  const live = liveItems(items, now);
  const same = live.find((i) => i.eventId === item.eventId && i.ticketType === item.ticketType);
  if (!same) return [...live, item];
  return live.map((i) => (i === same ? { ...i, quantity: i.quantity + item.quantity } : i));
}

/** Sum of price times quantity, in centavos. */
export function cartTotalMinor(items: readonly TCartItem[], now: Date = new Date()): bigint {
  let total = 0n;
  for (const i of liveItems(items, now)) {
    const [whole = '0', frac = ''] = i.price.split('.');
    total += (BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2) || '0')) * BigInt(i.quantity);
  }
  return total;
}
