import { CART_LEAVE_WARNING } from '@venue/shared/browser/cart';
import { useAuth } from '@/lib/auth/auth-context';
import { useCart } from '@/lib/cart-store';
import { useLeavePrompt } from '@/lib/use-leave-prompt';

/**
 * Spec section 4: leaving the page with items in the cart while signed out asks first. That is a session that
 * ended on its own (an explicit logout empties the cart): the items are only in this browser, and the prompt
 * gives the client the chance to sign in again and send them, in the spec's words (use-leave-prompt.ts).
 */
export function useCartLeaveWarning() {
  const { status } = useAuth();
  const hasItems = useCart().length > 0;
  useLeavePrompt(status === 'anonymous' && hasItems, CART_LEAVE_WARNING);
}
