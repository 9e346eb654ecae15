/**
 * One phone rule for profile, register and questionnaires. Filipinos mostly write numbers the national way
 * ("0917 123 4567", "(02) 8123 4567"); those become international (+63...). Other numbers are taken as
 * international: an optional plus and 1 to 16 digits not starting with 0 (the spec's rule), after spaces,
 * dashes, dots and parentheses are removed and a leading 00 is read as +.
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export function normalizePhone(value: string): string {
  let v = value.replace(/[\s().-]+/g, '');
  if (v.startsWith('00')) v = `+${v.slice(2)}`;
  // National PH format: a trunk 0, then a mobile (9XX...) or area-coded landline number, 9 or 10 digits.
  if (/^0[1-9]\d{8,9}$/.test(v)) v = `+63${v.slice(1)}`;
  return v;
}

export const isValidPhone = (value: string) => PHONE_PATTERN.test(normalizePhone(value));
