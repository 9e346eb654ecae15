import { luhnValid } from '@venue/shared/payments/test-cards';

/** What the in-product card form holds (the test gateway's stand-in for Stripe Elements): raw text as typed. */
export interface TCardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}
export const EMPTY_CARD: TCardInput = { number: '', expiry: '', cvc: '', name: '' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242", as card forms show it while typing. */
export const formatCardNumber = (text: string) =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" -> "12/34": the slash comes by itself once the month is typed. */
export function formatExpiry(text: string): string {
  const d = digitsOf(text).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/**
 * Checks before the gateway is asked, in the card networks' words (as Stripe Elements shows them), so a typo
 * is caught under its field; the gateway's own answers (declined, expired) still come from the server.
 */
export function cardIssues(card: TCardInput, now = new Date()): { field: keyof TCardInput; message: string }[] {
  const issues: { field: keyof TCardInput; message: string }[] = [];
  const number = digitsOf(card.number);
  if (number.length < 12) issues.push({ field: 'number', message: 'Your card number is incomplete.' });
  else if (!luhnValid(number)) issues.push({ field: 'number', message: 'Your card number is invalid.' });

  const m = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  if (!m) issues.push({ field: 'expiry', message: "Your card's expiration date is incomplete." });
  else {
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    if (month < 1 || month > 12) issues.push({ field: 'expiry', message: "Your card's expiration month is invalid." });
    else if (Date.UTC(year, month, 1) <= now.getTime()) issues.push({ field: 'expiry', message: "Your card's expiration date is in the past." });
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) issues.push({ field: 'cvc', message: "Your card's security code is incomplete." });
  return issues;
}

/** The tokenising call's body (ZTestCardTokenRequest). */
export function tokenRequestOf(card: TCardInput) {
  const [month, year] = card.expiry.split('/');
  return { number: digitsOf(card.number), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: card.cvc.trim() };
}

/** The tokenising call answers field errors by its own names; the form names the expiry as one field. */
export const CARD_FIELD_OF: Record<string, keyof TCardInput> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };
