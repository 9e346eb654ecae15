import { addToCart, liveItems, readCart, removeFromCart, setCartQuantity, type TCartItem } from '@venue/shared/browser/cart';
import { useMemo } from 'react';
import { createBrowserStore, useBrowserStore } from '@/lib/browser-store';
import { STORAGE_KEYS } from '@/lib/storage';

const EMPTY: TCartItem[] = [];

/**
 * The client's cart of extras (spec document 1, sections 3 and 4). In lib, not in a feature, because the
 * session (logout clears it), the root layout (the leave prompt) and the portal header all need it.
 */
export const cartStore = createBrowserStore<TCartItem[]>(STORAGE_KEYS.cart, readCart, EMPTY);

export const cartActions = {
  add: (item: TCartItem) => cartStore.set(addToCart(cartStore.get(), item)),
  setQuantity: (id: string, quantity: number) => cartStore.set(setCartQuantity(liveItems(cartStore.get()), id, quantity)),
  remove: (id: string) => cartStore.set(removeFromCart(liveItems(cartStore.get()), id)),
  /** Several lines at once (the ones a sent request covered). */
  removeMany: (ids: readonly string[]) => cartStore.set(liveItems(cartStore.get()).filter((i) => !ids.includes(i.id))),
  /** Spec: logout clears the cart if it has items (an empty one is left as it is). */
  clearIfAny: () => {
    if (cartStore.get().length > 0) cartStore.set(EMPTY);
  },
};

/** The cart's live items: expired ones are dropped when read (spec section 4). */
export function useCart(): TCartItem[] {
  const items = useBrowserStore(cartStore, EMPTY);
  return useMemo(() => liveItems(items), [items]);
}
