/**
 * The built-in test gateway's cards (spec: a gateway that works with no keys). The outcome is fixed by the
 * number, like the card networks' own test numbers, so every path of the money flow can be walked through.
 */
export type TTestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action' | 'network_error';

export const TEST_CARDS: { number: string; brand: string; outcome: TTestCardOutcome; label: string }[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', label: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds', label: 'Succeeds (Mastercard)' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', label: 'Declined: insufficient funds' },
  { number: '4000002500003155', brand: 'visa', outcome: 'requires_action', label: 'Asks the payer to confirm (3-D Secure)' },
  { number: '4000000000000119', brand: 'visa', outcome: 'network_error', label: 'The gateway does not answer' },
];

export const DECLINE_MESSAGES: Record<'declined' | 'insufficient_funds', string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** Luhn check: catches typos before the gateway is asked. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35/.test(digits)) return 'jcb';
  return 'unknown';
}

/** Any other valid number succeeds, as with the networks' sandboxes. */
export const testCardOutcome = (digits: string): TTestCardOutcome => TEST_CARDS.find((c) => c.number === digits)?.outcome ?? 'succeeds';
