import { ZCreateProductRequest, type TCreateProductRequest, type TProduct } from '@venue/shared/products/product.schema';
import { PRICING_MODELS, PRODUCT_TYPES } from '@venue/shared/products/product-rules';
import { z } from 'zod';
import { percentToRate, rateToPercent, zPercent } from '@/features/staff-sales/percent';

/**
 * The product dialog's values: text as typed (empty = not set), the tax rate as a percentage. Checked by the
 * shared request schema itself (field rules and productRuleErrors), so the dialog refuses exactly what the
 * server would, with the same words; only the percentage has a check of its own.
 */
const ZProductFields = z.object({
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  type: z.enum(PRODUCT_TYPES),
  category_id: z.string(),
  pricing_model: z.enum(PRICING_MODELS),
  base_price: z.string(),
  tax_percent: zPercent(),
  included_hours: z.string(),
  has_excess_hours: z.boolean(),
  excess_hour_price: z.string(),
  minimum_hours: z.string(),
  maximum_hours: z.string(),
  advance_booking_days: z.string(),
  maximum_booking_days: z.string(),
  sort_order: z.string(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
});
export type TProductForm = z.input<typeof ZProductFields>;

export const ZProductForm = ZProductFields.superRefine((form, ctx) => {
  const parsed = ZCreateProductRequest.safeParse(toProductRequest(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'tax_rate' ? 'tax_percent' : issue.path[0];
    // A bad percentage already has its own message.
    if (field === 'tax_percent') continue;
    ctx.addIssue({ code: 'custom', path: [String(field ?? 'name')], message: issue.message });
  }
}).transform(toProductRequest);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** '' is no number (refused with the schema's own message), not 0. */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the API takes: every field, so a create and an edit send the same body. */
export function toProductRequest(form: TProductForm): TCreateProductRequest {
  const hourly = form.pricing_model === 'HOURLY';
  return {
    name: form.name,
    sku: form.sku,
    description: form.description,
    type: form.type,
    category_id: form.category_id === '' ? null : Number(form.category_id),
    pricing_model: form.pricing_model,
    base_price: form.base_price,
    tax_rate: zPercent().safeParse(form.tax_percent).success ? percentToRate(form.tax_percent) : form.tax_percent,
    // Included and excess hours describe a fixed-price package; minimum and maximum hours an hourly product.
    included_hours: hourly ? null : orNull(form.included_hours),
    has_excess_hours: !hourly && form.has_excess_hours,
    excess_hour_price: !hourly && form.has_excess_hours ? orNull(form.excess_hour_price) : null,
    minimum_hours: hourly ? orNull(form.minimum_hours) : null,
    maximum_hours: hourly ? orNull(form.maximum_hours) : null,
    advance_booking_days: wholeNumber(form.advance_booking_days),
    maximum_booking_days: wholeNumber(form.maximum_booking_days),
    sort_order: wholeNumber(form.sort_order),
    is_active: form.is_active,
    is_featured: form.is_featured,
  };
}

const hours = (value: string | null) => (value === null ? '' : String(Number(value)));

export function productFormOf(p: TProduct): TProductForm {
  return {
    name: p.name,
    sku: p.sku,
    description: p.description,
    type: p.type,
    category_id: p.category === null ? '' : String(p.category),
    pricing_model: p.pricing_model,
    base_price: p.base_price,
    tax_percent: rateToPercent(p.tax_rate),
    included_hours: hours(p.included_hours),
    has_excess_hours: p.has_excess_hours,
    excess_hour_price: p.excess_hour_price ?? '',
    minimum_hours: hours(p.minimum_hours),
    maximum_hours: hours(p.maximum_hours),
    advance_booking_days: String(p.advance_booking_days),
    maximum_booking_days: String(p.maximum_booking_days),
    sort_order: String(p.sort_order),
    is_active: p.is_active,
    is_featured: p.is_featured,
  };
}

/** A new product: the API's own defaults (7 to 365 days ahead, 12 % VAT, active). */
export const NEW_PRODUCT: TProductForm = {
  name: '',
  sku: '',
  description: '',
  type: 'PRODUCT',
  category_id: '',
  pricing_model: 'FIXED',
  base_price: '',
  tax_percent: '12',
  included_hours: '',
  has_excess_hours: false,
  excess_hour_price: '',
  minimum_hours: '',
  maximum_hours: '',
  advance_booking_days: '7',
  maximum_booking_days: '365',
  sort_order: '0',
  is_active: true,
  is_featured: false,
};

/** Server field names as the dialog names them. */
export const productFormField = (serverField: string) => (serverField === 'tax_rate' ? 'tax_percent' : serverField);
