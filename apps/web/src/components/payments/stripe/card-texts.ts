/**
 * Spec 002, Card setup: the texts of the card steps where Stripe's own answer carries no message. Kept apart from
 * the card panel, which loads only with Stripe.js, so the pay forms can use them up front.
 */
export const CARD_TEXT = {
  setupFailed: 'Card setup failed',
  setupIncomplete: 'Card setup was not completed',
  setupNoMethod: 'Payment method setup failed. Please try again.',
  setupNotReady: 'Setup intent not initialized',
  setupUnexpected: 'An unexpected error occurred during card setup',
  paymentFailed: 'Payment failed',
  paymentIncomplete: 'Payment was not completed',
  paymentNotReady: 'Payment intent not initialized',
  paymentUnexpected: 'An unexpected error occurred during payment',
  methodFailed: 'Failed to create payment method',
  methodUnverified: 'Payment method validation failed. Please try again with a different card or contact support.',
  initFailed: 'Failed to initialize payment',
} as const;
