/**
 * One person's address however they spell it, for rules that count people (a one-per-person discount code):
 * case is ignored, a "+tag" after the local part is dropped (most mail hosts deliver x+1@ to x@), and Gmail also
 * ignores dots in the local part and answers at googlemail.com too. Used to compare, never to send mail.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  // "+tag@host" has no person before the tag: keep it whole rather than key it as "@host".
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
