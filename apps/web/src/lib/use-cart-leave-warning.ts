import { CART_LEAVE_WARNING } from '@venue/shared/browser/cart';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useCart } from '@/lib/cart-store';

/**
 * Spec section 4: leaving the page with items in the cart while signed out asks first. That is a session that
 * ended on its own (an explicit logout empties the cart): the items are only in this browser, and the prompt
 * gives the client the chance to sign in again and send them. Browsers show their own words; the spec's text is
 * set as returnValue for those that still read it.
 */
export function useCartLeaveWarning() {
  const { status } = useAuth();
  const hasItems = useCart().length > 0;
  const warn = status === 'anonymous' && hasItems;
  useEffect(() => {
    if (!warn) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = CART_LEAVE_WARNING;
      return CART_LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warn]);
}
