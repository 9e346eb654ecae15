import type { TFieldErrors } from '../errors';
import { formatMoney, toMinor } from '../money';

/**
 * The rules a discount code's own fields must keep (the staff console's editing, issue 27 point 6), and the one
 * rule its event types add to "is this code usable here" (the rest is discountUsable and discountRefusal in
 * pricing.ts). Amounts are decimal strings computed in centavos: a fixed discount is money, never a float.
 */
export const DISCOUNT_KINDS = ['PERCENT', 'FIXED'] as const;
export type TDiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_RULES = {
  percentRange: 'A percentage discount is more than 0 and at most 100.',
  fixedPositive: 'A fixed discount is an amount above ₱0.',
  windowOrder: 'The last day cannot be before the first day.',
  clientLimit: 'The uses per client cannot be more than the total uses.',
  codeTaken: 'A discount code with this code already exists.',
  notFound: 'Discount code not found.',
} as const;

export interface TDiscountTerms {
  discount_type: TDiscountKind;
  value: string;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  per_client_limit: number | null;
}

/** The rules that tie a code's fields together, as field errors (empty when the code is consistent). */
export function discountRuleErrors(d: TDiscountTerms): TFieldErrors {
  const errors: TFieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  // A value that is not an amount has its own field error (the schema's); the rules judge amounts only.
  const minor = /^\d+(\.\d{1,2})?$/.test(d.value) ? toMinor(d.value) : null;
  if (minor !== null && d.discount_type === 'PERCENT' && (minor <= 0n || minor > 100_00n)) add('value', DISCOUNT_RULES.percentRange);
  if (minor !== null && d.discount_type === 'FIXED' && minor <= 0n) add('value', DISCOUNT_RULES.fixedPositive);
  if (d.valid_from && d.valid_until && d.valid_until < d.valid_from) add('valid_until', DISCOUNT_RULES.windowOrder);
  if (d.usage_limit !== null && d.per_client_limit !== null && d.per_client_limit > d.usage_limit) add('per_client_limit', DISCOUNT_RULES.clientLimit);
  return errors;
}

/** A code kept to some event types fits a booking of one of them; an empty list fits every type. */
export const discountFitsEventType = (eventTypeIds: readonly number[], eventTypeId: number | null) =>
  eventTypeIds.length === 0 || (eventTypeId !== null && eventTypeIds.includes(eventTypeId));

/** "10% off" or "₱5,000 off": how a code reads on a screen. */
export function discountValueText(kind: TDiscountKind, value: string): string {
  if (kind === 'FIXED') return `${formatMoney(value, 'PHP', { decimalPlaces: toMinor(value) % 100n === 0n ? 0 : 2 })} off`;
  const minor = toMinor(value);
  const whole = minor % 100n === 0n ? String(minor / 100n) : (Number(minor) / 100).toString();
  return `${whole}% off`;
}
