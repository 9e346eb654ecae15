import { describe, expect, it } from 'vitest';
import { isProductAvailable, priceWithTax, PRODUCT_RULES, productRuleErrors, type TProductTerms } from './product-rules';

const fixed: TProductTerms = {
  pricing_model: 'FIXED',
  included_hours: '8',
  has_excess_hours: true,
  excess_hour_price: '5000.00',
  minimum_hours: '4',
  maximum_hours: '12',
  advance_booking_days: 30,
  maximum_booking_days: 540,
};

describe('product rules', () => {
  it('accepts a consistent package', () => {
    expect(productRuleErrors(fixed)).toEqual({});
    expect(productRuleErrors({ ...fixed, has_excess_hours: false, excess_hour_price: null, included_hours: null })).toEqual({});
  });
  it.each([
    [{ excess_hour_price: null }, 'excess_hour_price', PRODUCT_RULES.excessPrice],
    [{ excess_hour_price: '0.00' }, 'excess_hour_price', PRODUCT_RULES.excessPrice],
    [{ pricing_model: 'HOURLY' as const }, 'included_hours', PRODUCT_RULES.excessNeedsIncluded],
    [{ included_hours: null }, 'included_hours', PRODUCT_RULES.excessNeedsIncluded],
    [{ minimum_hours: '13' }, 'minimum_hours', PRODUCT_RULES.hoursOrder],
    [{ advance_booking_days: 600 }, 'advance_booking_days', PRODUCT_RULES.daysOrder],
  ])('refuses %j', (change, field, message) => {
    expect(productRuleErrors({ ...fixed, ...change })[field]).toEqual([message]);
  });
  it('adds tax to the price exactly, rounding half-up per unit', () => {
    expect(priceWithTax('85000.00', '0.12')).toBe('95200.00');
    expect(priceWithTax('1450.00', '0.12')).toBe('1624.00');
    expect(priceWithTax('0.05', '0.12')).toBe('0.06');
    expect(priceWithTax('3200.00', '0')).toBe('3200.00');
  });
  it('is available between advance_booking_days and maximum_booking_days when active', () => {
    const p = { is_active: true, advance_booking_days: 14, maximum_booking_days: 365 };
    expect(isProductAvailable(p, 13)).toBe(false);
    expect(isProductAvailable(p, 14)).toBe(true);
    expect(isProductAvailable(p, 365)).toBe(true);
    expect(isProductAvailable(p, 366)).toBe(false);
    expect(isProductAvailable({ ...p, is_active: false }, 30)).toBe(false);
  });
});
