import type { TDisplayFormat } from '../money';

/**
 * The spec's browser-held currency settings (defaultCurrency, displayFormat, decimalPlaces), kept to what has an
 * effect here. The venue bills in pesos only and there is no exchange rate, so the currency is not a choice:
 * showing another one would show an amount nobody charges. What is left is how a peso amount is written.
 */
export interface TMoneyDisplay {
  displayFormat: TDisplayFormat;
  /** The fewest decimals shown: 2 always shows centavos, 0 only when an amount has them (never rounds them away). */
  decimalPlaces: 0 | 2;
}

export const DISPLAY_FORMATS: readonly TDisplayFormat[] = ['symbol', 'code', 'both'];
export const DEFAULT_MONEY_DISPLAY: TMoneyDisplay = { displayFormat: 'symbol', decimalPlaces: 0 };

/** Stored settings from another version or edited by hand: each unreadable field takes its default. */
export function readMoneyDisplay(raw: unknown): TMoneyDisplay {
  const stored = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof TMoneyDisplay, unknown>>;
  return {
    displayFormat: DISPLAY_FORMATS.includes(stored.displayFormat as TDisplayFormat)
      ? (stored.displayFormat as TDisplayFormat)
      : DEFAULT_MONEY_DISPLAY.displayFormat,
    decimalPlaces: stored.decimalPlaces === 2 || stored.decimalPlaces === 0 ? stored.decimalPlaces : DEFAULT_MONEY_DISPLAY.decimalPlaces,
  };
}
