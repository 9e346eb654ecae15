import { CURRENCIES, formatMoneyExact, type TCurrency } from '@venue/shared/money';
import { currencySettingsStore } from '@/lib/currency-settings';

export const NOT_SPECIFIED = 'Not specified';

/**
 * The one formatter of amounts on the client's screens: written the way this browser's Display Preferences say
 * (₱ symbol, PHP code or both; centavos always or only when an amount has them), never with fewer centavos than
 * the amount has. `centavos: 'always'` is for money screens, where a balance must add up to what is charged.
 * Amounts from the API come in their own currency, PHP when the code is unknown (spec: contract values default
 * to PHP). Nothing is converted: there is no exchange rate, and what is shown must be what is charged.
 */
export function displayMoney(amount: string | null | undefined, currency: string = 'PHP', options: { centavos?: 'always' } = {}): string {
  if (!amount) return NOT_SPECIFIED;
  const code: TCurrency = currency in CURRENCIES ? (currency as TCurrency) : 'PHP';
  const settings = currencySettingsStore.get();
  try {
    return formatMoneyExact(amount, code, { displayFormat: settings.displayFormat, decimalPlaces: options.centavos === 'always' ? 2 : settings.decimalPlaces });
  } catch {
    return NOT_SPECIFIED;
  }
}
