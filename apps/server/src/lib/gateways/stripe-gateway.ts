import type { TPaymentsConfig } from '../../config';
import type { TPaymentGateway } from './gateway';

/** Stripe (cards): on when STRIPE_SECRET_KEY is set. */
export function stripeGatewaysFrom(config: TPaymentsConfig): TPaymentGateway[] {
  if (!config.stripe) return [];
  return [];
}
