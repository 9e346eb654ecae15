import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, fetched from Stripe's servers on first use only (the `pure` entry does not inject its script on
 * import). This module itself is reached through import() alone, so nothing of Stripe is in the initial bundle.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export const STRIPE_KEY_MISSING = 'Stripe publishable key not configured';
export const STRIPE_NOT_READY = 'Payment system not ready. Please try again.';

export function stripeFor(publishableKey: string | null | undefined): Promise<Stripe | null> {
  if (!publishableKey) return Promise.reject(new Error(STRIPE_KEY_MISSING));
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    // A failed load (offline, blocked) may be tried again on the next attempt.
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** A charge that answered requires_action (3-D Secure on a saved card): Stripe shows the bank's step itself. */
export async function handleStripeAction(publishableKey: string | null, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error(STRIPE_NOT_READY);
  const { error } = await stripe.handleNextAction({ clientSecret });
  if (error) throw new Error(error.message || 'Payment was not completed');
}
