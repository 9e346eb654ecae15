import type { TPaymentsConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TGatewayCode, TPaymentGateway } from './gateway';
import { createOfflineGateway } from './offline-gateway';
import { paymongoGatewaysFrom } from './paymongo-gateway';
import { paypalGatewaysFrom } from './paypal-gateway';
import { stripeGatewaysFrom } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

export interface TGatewayRegistry {
  /** The adapter for a code, if it is configured on this server (listing also needs the row to be active). */
  get(code: string): TPaymentGateway | undefined;
  /** Every configured adapter, in no particular order. */
  all(): TPaymentGateway[];
  /** True when a gateway that moves real money is configured (the test gateway then hides unless kept). */
  hasRealGateway: boolean;
  testMode: TPaymentsConfig['testGateway'];
}

/**
 * Which adapters exist is decided by configuration (keys in the environment), once at start: every process of
 * one deployment has the same environment, so they agree.
 */
export function createGatewayRegistry(
  config: TPaymentsConfig,
  db: TDb,
  offlineInstructions: (code: 'bank_transfer' | 'manual') => Promise<string>,
  /** The instance secret: the test gateway signs its card tokens with it. */
  secret: string,
): TGatewayRegistry {
  const real = [...stripeGatewaysFrom(config), ...paymongoGatewaysFrom(config), ...paypalGatewaysFrom(config)];
  const adapters = new Map<string, TPaymentGateway>();
  for (const g of real) adapters.set(g.code, g);
  adapters.set(
    'bank_transfer',
    createOfflineGateway('bank_transfer', () => offlineInstructions('bank_transfer')),
  );
  adapters.set(
    'manual',
    createOfflineGateway('manual', () => offlineInstructions('manual')),
  );
  if (config.testGateway !== 'off') adapters.set('test', createTestGateway(db, secret));
  return {
    get: (code) => adapters.get(code as TGatewayCode),
    all: () => [...adapters.values()],
    hasRealGateway: real.length > 0,
    testMode: config.testGateway,
  };
}
