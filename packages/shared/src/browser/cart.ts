import { toMinor } from '../money';

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

/** Spec section 4's prompt when a signed-out visitor leaves a page with items in the cart. */
export const CART_LEAVE_WARNING = 'You have items in your cart. Are you sure you want to leave?';

/** A list price is only good for so long: after a week an item is dropped and has to be added again. */
export const CART_ITEM_DAYS = 7;
/** Per line: enough for a per-guest item for a 300-guest event, and a stop for a typing slip. */
export const MAX_CART_QUANTITY = 999;

/** A whole number from 1 to MAX_CART_QUANTITY; anything unreadable is 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** Items whose expiresAt has passed are dropped when read. */
export const liveItems = (items: readonly TCartItem[], now: Date = new Date()) => items.filter((i) => Date.parse(i.expiresAt) > now.getTime());

/** A new line, kept CART_ITEM_DAYS days from now. */
export function newCartItem(input: { id: string; eventId: number; ticketType: string; price: string; quantity: number }, now: Date = new Date()): TCartItem {
  return {
    ...input,
    quantity: clampQuantity(input.quantity),
    addedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CART_ITEM_DAYS * 86_400_000).toISOString(),
  };
}

/** Same eventId and ticketType merge by adding quantities (up to the maximum). */
export function addToCart(items: readonly TCartItem[], item: TCartItem, now: Date = new Date()): TCartItem[] {
  const live = liveItems(items, now);
  const same = live.find((i) => i.eventId === item.eventId && i.ticketType === item.ticketType);
  if (!same) return [...live, item];
  return live.map((i) => (i === same ? { ...i, quantity: clampQuantity(i.quantity + item.quantity) } : i));
}

export const setCartQuantity = (items: readonly TCartItem[], id: string, quantity: number): TCartItem[] =>
  items.map((i) => (i.id === id ? { ...i, quantity: clampQuantity(quantity) } : i));

export const removeFromCart = (items: readonly TCartItem[], id: string): TCartItem[] => items.filter((i) => i.id !== id);

/** Price times quantity, in centavos. */
export const lineTotalMinor = (item: TCartItem): bigint => toMinor(item.price) * BigInt(item.quantity);

/** Sum of price times quantity, in centavos. */
export function cartTotalMinor(items: readonly TCartItem[], now: Date = new Date()): bigint {
  let total = 0n;
  for (const i of liveItems(items, now)) total += lineTotalMinor(i);
  return total;
}

export interface TCartGroup {
  eventId: number;
  items: TCartItem[];
  totalMinor: bigint;
}

/** The live items per event, events in the order their first item was added. */
export function cartByEvent(items: readonly TCartItem[], now: Date = new Date()): TCartGroup[] {
  const groups = new Map<number, TCartGroup>();
  for (const item of liveItems(items, now)) {
    const group = groups.get(item.eventId) ?? { eventId: item.eventId, items: [], totalMinor: 0n };
    group.items.push(item);
    group.totalMinor += lineTotalMinor(item);
    groups.set(item.eventId, group);
  }
  return [...groups.values()];
}

/**
 * Extras can still be asked for while an event is ahead (or under way); a finished or cancelled one takes none.
 * The venue's quote decides what is possible: this only keeps the offer off pages where it cannot apply.
 */
export const acceptsExtras = (status: string, daysUntilEvent: number) => status !== 'COMPLETED' && status !== 'CANCELLED' && daysUntilEvent >= 0;

const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The stored cart may be old, edited by hand or from another version: only well-formed items are kept. Written
 * without zod because the auth provider, in the app's first chunk, clears the cart on logout.
 */
export function readCart(raw: unknown): TCartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((value): value is TCartItem => {
    const i = value as Partial<TCartItem> | null;
    return (
      !!i &&
      typeof i.id === 'string' &&
      Number.isInteger(i.eventId) &&
      typeof i.ticketType === 'string' &&
      i.ticketType.length > 0 &&
      Number.isInteger(i.quantity) &&
      i.quantity! >= 1 &&
      i.quantity! <= MAX_CART_QUANTITY &&
      typeof i.price === 'string' &&
      PRICE.test(i.price) &&
      typeof i.expiresAt === 'string' &&
      typeof i.addedAt === 'string'
    );
  });
}
