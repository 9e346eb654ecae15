import { applyRate, fromMinor, toMinor } from '../money';
import { documentTotals, lineTotal } from '../payments/document-totals';

/**
 * The booking wizard's price, decided by the server (spec document 3, sections 3 and 9): a package is its base
 * price, plus each hour beyond its included hours at the excess hour price; an HOURLY product is its price per
 * hour times the hours (at least its minimum); every line carries its product's tax rate; a discount code takes
 * a percentage or a fixed amount off the subtotal, before tax, by the documents' one rule (document-totals.ts). The browser shows what the server computed.
 */
export interface TPricedProduct {
  id: number;
  name: string;
  type: 'PACKAGE' | 'PRODUCT';
  base_price: string;
  pricing_model: 'HOURLY' | 'FIXED';
  included_hours: string | null;
  has_excess_hours: boolean;
  excess_hour_price: string | null;
  minimum_hours: string | null;
  /** A fraction: "0.12". */
  tax_rate: string;
}

export interface TDiscount {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  /** "10" for 10 % or "5000.00" off. */
  value: string;
}

export interface TPricingLine {
  product_id: number;
  name: string;
  quantity: number;
  base_unit_price: string;
  excess_hours: string;
  excess_hour_price: string;
  excess_cost: string;
  total_unit_price: string;
  line_total: string;
  tax: string;
}

export interface TPricing {
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
  line_items: TPricingLine[];
  discount_details: { code: string } | null;
}

/** Hours as a decimal string with two places ("2.50"), from a number of half hours or more precise input. */
const hoursText = (hours: number) => (Math.round(hours * 100) / 100).toFixed(2);

export function priceLine(p: TPricedProduct, quantity: number, hours: number): TPricingLine {
  const base = toMinor(p.base_price);
  let unit = base;
  let excessHours = 0;
  let excessCost = 0n;
  const excessPrice = p.excess_hour_price ?? '0.00';
  if (p.pricing_model === 'HOURLY') {
    const billable = Math.max(hours, Number(p.minimum_hours ?? 0));
    unit = lineTotal({ quantity: hoursText(billable), unit_price: p.base_price });
  } else if (p.has_excess_hours && p.included_hours !== null) {
    excessHours = Math.max(0, hours - Number(p.included_hours));
    excessCost = lineTotal({ quantity: hoursText(excessHours), unit_price: excessPrice });
    unit = base + excessCost;
  }
  const total = unit * BigInt(quantity);
  return {
    product_id: p.id,
    name: p.name,
    quantity,
    base_unit_price: fromMinor(base),
    excess_hours: hoursText(excessHours),
    excess_hour_price: fromMinor(toMinor(excessPrice)),
    excess_cost: fromMinor(excessCost),
    total_unit_price: fromMinor(unit),
    line_total: fromMinor(total),
    tax: fromMinor(applyRate(total, p.tax_rate)),
  };
}

export function priceBooking(items: { product: TPricedProduct; quantity: number }[], hours: number, discount: TDiscount | null): TPricing {
  const priced = items.filter((i) => i.quantity > 0).map((i) => ({ line: priceLine(i.product, i.quantity, hours), rate: i.product.tax_rate }));
  const lines = priced.map((p) => p.line);
  const subtotal = lines.reduce((s, l) => s + toMinor(l.line_total), 0n);
  let off = 0n;
  if (discount) off = discount.kind === 'PERCENT' ? applyRate(subtotal, (Number(discount.value) / 100).toFixed(6)) : toMinor(discount.value);
  // The documents' one rule: each line taxed at its rate, the discount off before tax (never more than the subtotal).
  const t = documentTotals(
    priced.map((p) => ({ quantity: String(p.line.quantity), unit_price: p.line.total_unit_price, tax_rate: p.rate })),
    off,
  );
  return {
    subtotal: fromMinor(t.subtotalMinor),
    tax: fromMinor(t.taxMinor),
    discount: fromMinor(t.discountMinor),
    total: fromMinor(t.totalMinor),
    line_items: lines,
    discount_details: discount && t.discountMinor > 0n ? { code: discount.code } : null,
  };
}

/** A product can be booked for an event this many days ahead (spec section 9). */
/**
 * A booking a discount brings to ₱0 has nothing to charge: the wizard asks for no card, and completing it confirms
 * the booking with no payment and no invoice (an invoice must be for more than ₱0, invoice-totals.ts).
 */
export const nothingDue = (pricing: { total: string }) => toMinor(pricing.total) <= 0n;

export const productAvailable = (p: { is_active: boolean; advance_booking_days: number | null; maximum_booking_days: number | null }, daysUntilEvent: number) =>
  p.is_active && daysUntilEvent >= (p.advance_booking_days ?? 0) && (p.maximum_booking_days === null || daysUntilEvent <= p.maximum_booking_days);

export const INVALID_DISCOUNT = 'Invalid discount code';

/** A code is valid inside its window and under its usage limit; anything else reads "Invalid discount code". */
export function discountUsable(
  d: { is_active: boolean; valid_from: string | null; valid_until: string | null; usage_limit: number | null; times_used: number },
  today: string,
): boolean {
  if (!d.is_active) return false;
  if (d.valid_from && today < d.valid_from) return false;
  if (d.valid_until && today > d.valid_until) return false;
  return d.usage_limit === null || d.times_used < d.usage_limit;
}

/** Why a usable code is not for this client: their history against the code's eligibility rules. */
export type TDiscountRefusal = 'first_booking_only' | 'client_limit_reached';

/**
 * A code's eligibility (stored on the discount): `first_booking_only` refuses anyone with an earlier booking (an
 * event of the client's, or of the account at the contact's address); `per_client_limit` caps one client's uses.
 */
export function discountRefusal(
  d: { first_booking_only: boolean; per_client_limit: number | null },
  history: { earlier_bookings: number; client_uses: number },
): TDiscountRefusal | null {
  if (d.first_booking_only && history.earlier_bookings > 0) return 'first_booking_only';
  if (d.per_client_limit !== null && history.client_uses >= d.per_client_limit) return 'client_limit_reached';
  return null;
}

/** The spec's degraded display when the pricing call fails: the browser's own sum with 12 % tax, flagged as an estimate. */
export function fallbackPricing(lines: { price: string; quantity: number }[]): { subtotal: string; tax: string; total: string } {
  const subtotal = lines.reduce((s, l) => s + toMinor(l.price) * BigInt(l.quantity), 0n);
  const tax = applyRate(subtotal, '0.12');
  return { subtotal: fromMinor(subtotal), tax: fromMinor(tax), total: fromMinor(subtotal + tax) };
}
