import type { TFieldErrors } from '../errors';
import { applyRate, fromMinor, toMinor } from '../money';

/** Product rules of spec document 3 (section 3 "Product", section 9 "Booking"). */
export const PRODUCT_TYPES = ['PACKAGE', 'PRODUCT'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];
export const PRICING_MODELS = ['HOURLY', 'FIXED'] as const;
export type TPricingModel = (typeof PRICING_MODELS)[number];

export interface TProductTerms {
  pricing_model: TPricingModel;
  included_hours: string | null;
  has_excess_hours: boolean;
  excess_hour_price: string | null;
  minimum_hours: string | null;
  maximum_hours: string | null;
  advance_booking_days: number;
  maximum_booking_days: number;
}

export const PRODUCT_RULES = {
  excessPrice: 'Set the price of an extra hour when excess hours are allowed.',
  excessNeedsIncluded: 'Excess hours apply to a fixed-price product with included hours.',
  hoursOrder: 'The minimum hours cannot be more than the maximum hours.',
  daysOrder: 'The advance booking days cannot be more than the maximum booking days.',
} as const;

/**
 * The rules that tie a product's fields together, as field errors (empty when the product is consistent).
 * Checked on the whole product, so an update is judged on the stored product with the change applied.
 */
export function productRuleErrors(p: TProductTerms): TFieldErrors {
  const errors: TFieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (p.has_excess_hours) {
    if (p.excess_hour_price === null || toMinor(p.excess_hour_price) <= 0n) add('excess_hour_price', PRODUCT_RULES.excessPrice);
    // An hourly price already charges every hour; "excess" only means something beyond a package's hours.
    if (p.pricing_model !== 'FIXED' || p.included_hours === null || Number(p.included_hours) <= 0) add('included_hours', PRODUCT_RULES.excessNeedsIncluded);
  }
  if (p.minimum_hours !== null && p.maximum_hours !== null && Number(p.minimum_hours) > Number(p.maximum_hours)) add('minimum_hours', PRODUCT_RULES.hoursOrder);
  if (p.advance_booking_days > p.maximum_booking_days) add('advance_booking_days', PRODUCT_RULES.daysOrder);
  return errors;
}

/** The price a client pays for one unit: base price plus its tax, rounded half-up to the centavo. */
export function priceWithTax(basePrice: string, taxRate: string): string {
  const base = toMinor(basePrice);
  return fromMinor(base + applyRate(base, taxRate));
}

/** A product can be booked when active and the event is between advance_booking_days and maximum_booking_days away. */
export function isProductAvailable(p: { is_active: boolean; advance_booking_days: number; maximum_booking_days: number }, daysUntilEvent: number): boolean {
  return p.is_active && daysUntilEvent >= p.advance_booking_days && daysUntilEvent <= p.maximum_booking_days;
}
