import { applyRate, formatMoney, fromMinor, toMinor, CURRENCIES, type TCurrency } from '../money';

/**
 * How much a pay call charges. The server decides it from the invoice and the settings; the browser runs the
 * same rules only to explain them before the click (spec document 3, sections 4, 5 and 9).
 */
export const PAYMENT_TYPES = ['FULL', 'DEPOSIT', 'CUSTOM'] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];

/** The smallest card charge a gateway accepts, per currency (spec section 9), in minor units. */
export const MINIMUM_CHARGE_MINOR: Record<string, bigint> = {
  PHP: 2900n,
  USD: 50n,
  EUR: 50n,
  GBP: 30n,
  SGD: 70n,
  MYR: 220n,
  AUD: 50n,
  CAD: 50n,
  JPY: 5000n,
};
export const DEFAULT_MINIMUM_CHARGE_MINOR = 50n;
export const minimumChargeMinor = (currency: string) => MINIMUM_CHARGE_MINOR[currency] ?? DEFAULT_MINIMUM_CHARGE_MINOR;

/** "₱29.00", "$0.50": amounts in messages always show their cents, whatever the display setting. */
export function moneyText(minor: bigint, currency: string): string {
  const known = currency in CURRENCIES ? (currency as TCurrency) : null;
  return known ? formatMoney(fromMinor(minor), known, { decimalPlaces: 2 }) : `${currency} ${fromMinor(minor)}`;
}

export interface TInvoiceBalance {
  currency: string;
  totalMinor: bigint;
  paidMinor: bigint;
  /** Charges started and not settled yet: they hold their amount until they succeed or fail. */
  inFlightMinor: bigint;
}

export const PAID_IN_FULL = 'This invoice has been paid in full.';
export const PAYMENT_IN_PROGRESS = 'A payment for this invoice is already in progress. Please wait for it to finish.';
export const DEPOSIT_ALREADY_PAID = 'The deposit has already been paid. Choose the full balance or a custom amount.';
export const INVALID_AMOUNT = 'Please enter a valid amount';

export const depositMinor = (totalMinor: bigint, depositPercentage: string) => applyRate(totalMinor, (Number(depositPercentage) / 100).toFixed(6));

/** DEPOSIT is offered until the amount paid reaches the deposit; then the choice reverts to FULL. */
export const depositOffered = (b: Pick<TInvoiceBalance, 'totalMinor' | 'paidMinor'>, depositPercentage: string) =>
  b.paidMinor < depositMinor(b.totalMinor, depositPercentage);

export type TChargeDecision =
  { ok: true; amountMinor: bigint } | { ok: false; field: 'amount' | 'payment_type' | 'non_field_errors'; message: string; conflict?: boolean };

export function decideCharge(b: TInvoiceBalance, type: TPaymentType, depositPercentage: string, customAmount?: string | null): TChargeDecision {
  const remaining = b.totalMinor - b.paidMinor;
  if (remaining <= 1n) return { ok: false, field: 'non_field_errors', message: PAID_IN_FULL };
  const open = remaining - b.inFlightMinor;
  if (open <= 0n) return { ok: false, field: 'non_field_errors', message: PAYMENT_IN_PROGRESS, conflict: true };
  const min = minimumChargeMinor(b.currency);

  if (type === 'FULL') return { ok: true, amountMinor: open };
  if (type === 'DEPOSIT') {
    const deposit = depositMinor(b.totalMinor, depositPercentage);
    if (b.paidMinor >= deposit) return { ok: false, field: 'payment_type', message: DEPOSIT_ALREADY_PAID };
    // Money in flight counts towards the deposit: a second deposit started while the first is still charging would
    // otherwise charge it again (the invoice row is locked here, so parallel calls see each other's holds).
    const due = deposit - b.paidMinor - b.inFlightMinor;
    if (due <= 0n) return { ok: false, field: 'non_field_errors', message: PAYMENT_IN_PROGRESS, conflict: true };
    return { ok: true, amountMinor: due < open ? due : open };
  }
  // CUSTOM: the payer's figure, within the spec's limits.
  let amount: bigint;
  try {
    if (customAmount === undefined || customAmount === null || customAmount.trim() === '') throw new Error('empty');
    amount = toMinor(customAmount);
  } catch {
    return { ok: false, field: 'amount', message: INVALID_AMOUNT };
  }
  if (amount <= 0n) return { ok: false, field: 'amount', message: INVALID_AMOUNT };
  if (amount < min) return { ok: false, field: 'amount', message: `Minimum payment is ${moneyText(min, b.currency)}` };
  if (amount > open) return { ok: false, field: 'amount', message: `Amount cannot exceed remaining balance of ${moneyText(open, b.currency)}` };
  if (amount < open && open - amount < min)
    return {
      ok: false,
      field: 'amount',
      message: `Please pay the full balance of ${moneyText(open, b.currency)} or leave at least ${moneyText(min, b.currency)} remaining.`,
    };
  return { ok: true, amountMinor: amount };
}
