import { toMinor } from '@venue/shared/money';
import { minimumChargeMinor, moneyText } from '@venue/shared/payments/charge-amount';
import { AppError } from '../../lib/app-error';
import type { TPaymentGateway } from '../../lib/gateways/gateway';

/** The spec's texts for a charge outside a gateway's limits (spec document 3, the pay form's checks). */
export const minimumAmountText = (min: bigint, currency: string) => `Minimum amount is ${moneyText(min, currency)}`;
export const maximumAmountText = (max: bigint, currency: string) => `Maximum amount is ${moneyText(max, currency)}`;

/**
 * The amounts a gateway takes, from the figures its public config shows the payment pages (pesos, the venue's
 * currency). Another currency keeps only the per-currency minimum of the charge rules. Offline gateways have none.
 */
export function gatewayLimits(adapter: TPaymentGateway, currency: string): { minMinor: bigint | null; maxMinor: bigint | null } {
  if (adapter.methodType === 'BANK_TRANSFER' || adapter.methodType === 'CASH') return { minMinor: null, maxMinor: null };
  if (currency !== 'PHP') return { minMinor: minimumChargeMinor(currency), maxMinor: null };
  const config = adapter.publicConfig();
  const figure = (v: unknown) => (typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v) ? toMinor(v) : null);
  return { minMinor: figure(config.min_amount), maxMinor: figure(config.max_amount) };
}

/** Refuses (400, on `amount`) a charge the gateway would refuse for its size, before anything is reserved or sent. */
export function refuseOutsideLimits(adapter: TPaymentGateway, amountMinor: bigint, currency: string) {
  const { minMinor, maxMinor } = gatewayLimits(adapter, currency);
  const message =
    minMinor !== null && amountMinor < minMinor
      ? minimumAmountText(minMinor, currency)
      : maxMinor !== null && amountMinor > maxMinor
        ? maximumAmountText(maxMinor, currency)
        : null;
  if (message) throw new AppError(400, message, { amount: [message] });
}
