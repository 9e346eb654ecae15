import { CURRENCIES, formatMoney, type TCurrency } from '@venue/shared/money';

/** Amounts from the API in their own currency, PHP when the code is unknown (spec: contract values default to PHP). */
export function displayMoney(amount: string | null | undefined, currency: string = 'PHP'): string {
  if (!amount) return 'Not specified';
  const code: TCurrency = currency in CURRENCIES ? (currency as TCurrency) : 'PHP';
  try {
    return formatMoney(amount, code);
  } catch {
    return 'Not specified';
  }
}
