import { describe, expect, it } from 'vitest';
import { discountRefusal, discountUsable, fallbackPricing, priceBooking, priceLine, productAvailable, type TPricedProduct } from './pricing';

const wedding: TPricedProduct = {
  id: 1,
  name: 'Garden Wedding Package',
  type: 'PACKAGE',
  base_price: '110000.00',
  pricing_model: 'FIXED',
  included_hours: '8',
  has_excess_hours: true,
  excess_hour_price: '5000.00',
  minimum_hours: null,
  tax_rate: '0.12',
};
const sound: TPricedProduct = {
  ...wedding,
  id: 2,
  name: 'Sound system',
  type: 'PRODUCT',
  base_price: '1500.00',
  pricing_model: 'HOURLY',
  included_hours: null,
  has_excess_hours: false,
  excess_hour_price: null,
  minimum_hours: '4',
};
const catering: TPricedProduct = {
  ...wedding,
  id: 3,
  name: 'Plated dinner per guest',
  type: 'PRODUCT',
  base_price: '1450.00',
  included_hours: null,
  has_excess_hours: false,
  excess_hour_price: null,
  tax_rate: '0.12',
};

describe('priceLine (spec: base price, excess hours, hourly)', () => {
  it.each([
    // hours, unit price, excess hours, excess cost
    [8, '110000.00', '0.00', '0.00'],
    [6, '110000.00', '0.00', '0.00'],
    [10, '120000.00', '2.00', '10000.00'],
    [10.5, '122500.00', '2.50', '12500.00'],
  ])('a package for %s hours costs %s', (hours, unit, excessHours, excessCost) => {
    expect(priceLine(wedding, 1, hours)).toMatchObject({
      total_unit_price: unit,
      excess_hours: excessHours,
      excess_cost: excessCost,
      base_unit_price: '110000.00',
    });
  });
  it('an hourly product multiplies by the hours, at least its minimum', () => {
    expect(priceLine(sound, 1, 6).total_unit_price).toBe('9000.00');
    expect(priceLine(sound, 1, 2).total_unit_price).toBe('6000.00');
    expect(priceLine(sound, 2, 6.5)).toMatchObject({ total_unit_price: '9750.00', line_total: '19500.00', tax: '2340.00' });
  });
});

describe('priceBooking', () => {
  it('adds lines, their taxes and a discount off the subtotal', () => {
    const p = priceBooking(
      [
        { product: wedding, quantity: 1 },
        { product: catering, quantity: 150 },
        { product: sound, quantity: 0 },
      ],
      10,
      { code: 'JUNE10', kind: 'PERCENT', value: '10' },
    );
    // 120,000 + 217,500 = 337,500; 10 % off 33,750; 12 % VAT on the 303,750 paid: 36,450.
    expect(p).toMatchObject({ subtotal: '337500.00', tax: '36450.00', discount: '33750.00', total: '340200.00', discount_details: { code: 'JUNE10' } });
    expect(p.line_items.map((l) => l.tax)).toEqual(['14400.00', '26100.00']);
    expect(p.line_items).toHaveLength(2);
    expect(priceBooking([{ product: catering, quantity: 1 }], 4, { code: 'BIG', kind: 'FIXED', value: '5000.00' })).toMatchObject({
      discount: '1450.00',
      tax: '0.00',
      total: '0.00',
    });
    expect(priceBooking([], 4, null)).toMatchObject({ subtotal: '0.00', total: '0.00', discount_details: null });
  });
  it('shares a discount among tax rates in proportion, the odd centavos on the last rate', () => {
    const exempt = { ...catering, id: 4, name: 'Chapel donation', base_price: '1000.00', tax_rate: '0' };
    // 1,450 at 12 % and 1,000 at 0 %; 245 off: 145 (1,450/2,450) and 100. Tax 12 % of 1,305 = 156.60.
    expect(
      priceBooking(
        [
          { product: catering, quantity: 1 },
          { product: exempt, quantity: 1 },
        ],
        4,
        { code: 'X', kind: 'PERCENT', value: '10' },
      ),
    ).toMatchObject({
      subtotal: '2450.00',
      discount: '245.00',
      tax: '156.60',
      total: '2361.60',
    });
  });
  it('falls back to 12 % tax on the browser side', () => {
    expect(fallbackPricing([{ price: '1000.00', quantity: 3 }])).toEqual({ subtotal: '3000.00', tax: '360.00', total: '3360.00' });
  });
});

describe('availability and discount codes', () => {
  it('offers a product only inside its booking window', () => {
    const p = { is_active: true, advance_booking_days: 14, maximum_booking_days: 365 };
    expect(productAvailable(p, 13)).toBe(false);
    expect(productAvailable(p, 14)).toBe(true);
    expect(productAvailable(p, 366)).toBe(false);
    expect(productAvailable({ ...p, is_active: false }, 30)).toBe(false);
  });
  it('accepts a code inside its window and under its limit', () => {
    const d = { is_active: true, valid_from: '2026-11-01', valid_until: '2026-12-31', usage_limit: 10, times_used: 9 };
    expect(discountUsable(d, '2026-11-25')).toBe(true);
    expect(discountUsable({ ...d, times_used: 10 }, '2026-11-25')).toBe(false);
    expect(discountUsable(d, '2027-01-01')).toBe(false);
    expect(discountUsable(d, '2026-10-31')).toBe(false);
  });
});

describe('discountRefusal', () => {
  const welcome = { first_booking_only: true, per_client_limit: 1 };
  const open = { first_booking_only: false, per_client_limit: null };
  it.each([
    [welcome, 0, 0, null],
    [welcome, 1, 0, 'first_booking_only'],
    [welcome, 0, 1, 'client_limit_reached'],
    [welcome, 3, 1, 'first_booking_only'],
    [open, 5, 5, null],
    [{ first_booking_only: false, per_client_limit: 2 }, 4, 1, null],
    [{ first_booking_only: false, per_client_limit: 2 }, 4, 2, 'client_limit_reached'],
    [{ first_booking_only: false, per_client_limit: 0 }, 0, 0, 'client_limit_reached'],
  ] as const)('%o with %i earlier bookings and %i uses: %s', (d, earlier, uses, expected) => {
    expect(discountRefusal(d, { earlier_bookings: earlier, client_uses: uses })).toBe(expected);
  });
});
