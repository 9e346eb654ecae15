import { describe, expect, it } from 'vitest';
import type { TPricingLine } from '../booking/pricing';
import { eventItemsFromPricing } from './event-items.schema';

const line = (over: Partial<TPricingLine>): TPricingLine => ({
  product_id: 1,
  name: 'Garden Wedding Package',
  quantity: 1,
  base_unit_price: '150000.00',
  excess_hours: '0.00',
  excess_hour_price: '0.00',
  excess_cost: '0.00',
  total_unit_price: '150000.00',
  line_total: '150000.00',
  tax: '18000.00',
  ...over,
});

describe('eventItemsFromPricing', () => {
  it.each([
    {
      case: 'a package with excess hours keeps the unit price the wizard showed',
      lines: [line({ excess_hours: '2.00', excess_cost: '10000.00', total_unit_price: '160000.00', line_total: '160000.00' })],
      want: [{ product_id: 1, name: 'Garden Wedding Package', kind: 'PACKAGE', quantity: '1.00', unit_price: '160000.00', line_total: '160000.00' }],
    },
    {
      case: 'an add-on by the quantity chosen',
      lines: [line({ product_id: 7, name: 'Chair Covers', quantity: 120, total_unit_price: '45.00', line_total: '5400.00' })],
      want: [{ product_id: 7, name: 'Chair Covers', kind: 'ADDON', quantity: '120.00', unit_price: '45.00', line_total: '5400.00' }],
    },
    { case: 'nothing chosen', lines: [], want: [] },
  ])('$case', ({ lines, want }) => {
    expect(eventItemsFromPricing(lines, (id) => id === 1)).toEqual(want);
  });

  it('keeps the wizard order, packages and add-ons mixed', () => {
    const items = eventItemsFromPricing([line({ product_id: 7, name: 'Sound System' }), line({ product_id: 1 })], (id) => id === 1);
    expect(items.map((i) => [i.name, i.kind])).toEqual([
      ['Sound System', 'ADDON'],
      ['Garden Wedding Package', 'PACKAGE'],
    ]);
  });
});
