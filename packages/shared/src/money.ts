/**
 * Money without floats: amounts travel as decimal strings ("385000.00") and are computed in centavos
 * (bigint). Display settings follow spec document 1: PHP with 0 decimals, USD, EUR, SGD and HKD with 2.
 */
export const CURRENCIES = {
  PHP: { symbol: '₱', decimals: 0 },
  USD: { symbol: '$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
  SGD: { symbol: 'S$', decimals: 2 },
  HKD: { symbol: 'HK$', decimals: 2 },
} as const;
export type TCurrency = keyof typeof CURRENCIES;
export type TDisplayFormat = 'symbol' | 'code' | 'both';

export interface TCurrencySettings {
  defaultCurrency: TCurrency;
  displayFormat: TDisplayFormat;
  /** Overrides the currency's own number of decimals when set. */
  decimalPlaces?: number;
}
export const DEFAULT_CURRENCY_SETTINGS: TCurrencySettings = { defaultCurrency: 'PHP', displayFormat: 'symbol' };

/** "1234.5" -> 123450n; refuses anything that is not a plain decimal number. */
export function toMinor(amount: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`Not an amount: ${amount}`);
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -minor : minor;
}

/** 123450n -> "1234.50" (the JSON form). */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Rounds a centavo amount times a rate given as a decimal string ("0.12"), half away from zero. */
export function applyRate(minor: bigint, rate: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!m) throw new Error(`Not a rate: ${rate}`);
  const scale = 10n ** 6n;
  const scaledRate = BigInt(m[1]!) * scale + BigInt((m[2] ?? '').padEnd(6, '0') || '0');
  const product = minor * scaledRate;
  const half = scale / 2n;
  return product >= 0n ? (product + half) / scale : -((-product + half) / scale);
}

/** Formats a decimal string for display: "₱385,000", "USD 1,250.50", "$1,250.50 (USD)". */
export function formatMoney(amount: string, currency: TCurrency = 'PHP', settings: Partial<TCurrencySettings> = {}): string {
  const { symbol, decimals: own } = CURRENCIES[currency];
  const decimals = settings.decimalPlaces ?? own;
  const minor = toMinor(amount);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  // Round to the shown number of decimals without leaving integer arithmetic.
  const unit = 10n ** BigInt(2 - Math.min(decimals, 2));
  const rounded = ((abs + unit / 2n) / unit) * unit;
  const whole = (rounded / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (rounded % 100n).toString().padStart(2, '0').slice(0, decimals);
  const number = `${whole}${decimals > 0 ? `.${cents}` : ''}`;
  // A negative amount (a discount line) reads "−₱4,932.43": the sign before the currency, as a minus sign.
  const sign = negative && rounded > 0n ? '−' : '';
  const format = settings.displayFormat ?? 'symbol';
  if (format === 'code') return `${sign}${currency} ${number}`;
  if (format === 'both') return `${sign}${symbol}${number} (${currency})`;
  return `${sign}${symbol}${number}`;
}

/**
 * What a client is shown to pay must be what is charged, so an amount keeps every centavo it has. Here
 * `decimalPlaces` is a minimum, never a rounding: 2 writes "₱385,000.00"; 0 writes "₱385,000" but still
 * "₱1,500.50". Currencies with their own 2 decimals always show 2.
 */
export function formatMoneyExact(amount: string, currency: TCurrency = 'PHP', settings: Partial<TCurrencySettings> = {}): string {
  const atLeast = Math.max(settings.decimalPlaces ?? 0, CURRENCIES[currency].decimals) > 0 ? 2 : 0;
  const hasCentavos = toMinor(amount) % 100n !== 0n;
  return formatMoney(amount, currency, { ...settings, decimalPlaces: hasCentavos ? 2 : atLeast });
}
