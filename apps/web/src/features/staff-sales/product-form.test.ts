import { PRODUCT_RULES } from '@venue/shared/products/product-rules';
import { SKU_MESSAGE, ZCreateProductRequest } from '@venue/shared/products/product.schema';
import { describe, expect, it } from 'vitest';
import { PERCENT_MESSAGE } from '@/features/staff-sales/percent';
import { NEW_PRODUCT, ZProductForm, type TProductForm } from '@/features/staff-sales/product-form';

const valid: TProductForm = { ...NEW_PRODUCT, name: 'Bonfire night', sku: 'add-bonfire-2', base_price: '3500', tax_percent: '12.5' };
const errorsOf = (form: TProductForm) => {
  const result = ZProductForm.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i: { path: PropertyKey[]; message: string }) => [String(i.path[0]), i.message]));
};

describe('the product dialog', () => {
  it('sends what the API accepts, the tax rate as a fraction', () => {
    const body = ZProductForm.parse(valid);
    expect(body).toMatchObject({ tax_rate: '0.125', category_id: null, advance_booking_days: 7, maximum_booking_days: 365, included_hours: null });
    expect(ZCreateProductRequest.safeParse(body).success).toBe(true);
  });

  it('shows the shared rules under the fields they are about', () => {
    expect(errorsOf({ ...valid, sku: 'x' })).toEqual({ sku: SKU_MESSAGE });
    expect(errorsOf({ ...valid, tax_percent: '120' })).toEqual({ tax_percent: PERCENT_MESSAGE });
    expect(errorsOf({ ...valid, has_excess_hours: true, excess_hour_price: '' })).toEqual({
      excess_hour_price: PRODUCT_RULES.excessPrice,
      included_hours: PRODUCT_RULES.excessNeedsIncluded,
    });
    expect(errorsOf({ ...valid, advance_booking_days: '400' })).toEqual({ advance_booking_days: PRODUCT_RULES.daysOrder });
    expect(errorsOf({ ...valid, pricing_model: 'HOURLY', minimum_hours: '8', maximum_hours: '4' })).toEqual({ minimum_hours: PRODUCT_RULES.hoursOrder });
  });

  it('drops the hours that do not belong to the pricing model', () => {
    const hourly = ZProductForm.parse({ ...valid, pricing_model: 'HOURLY', included_hours: '5', minimum_hours: '2', maximum_hours: '6' });
    expect(hourly).toMatchObject({ included_hours: null, has_excess_hours: false, minimum_hours: '2', maximum_hours: '6' });
    const fixed = ZProductForm.parse({ ...valid, included_hours: '5', has_excess_hours: true, excess_hour_price: '2000', minimum_hours: '2' });
    expect(fixed).toMatchObject({ included_hours: '5', has_excess_hours: true, excess_hour_price: '2000', minimum_hours: null });
  });
});
