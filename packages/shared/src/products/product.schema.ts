import { z } from 'zod';
import { zId, zPage, zSingleLine } from '../common/input';
import { zHours, zMoneyAmount, zQueryFlag, zTaxRate } from '../common/decimal-fields';
import { PRICING_MODELS, PRODUCT_TYPES, productRuleErrors } from './product-rules';

/** The spec's Product (document 3, section 3), plus the category id and times the venue's console needs. */
export const ZProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(PRODUCT_TYPES),
  base_price: z.string(),
  /** "₱85,000.00" */
  formatted_price: z.string(),
  pricing_model: z.enum(PRICING_MODELS),
  included_hours: z.string().nullable(),
  has_excess_hours: z.boolean(),
  excess_hour_price: z.string().nullable(),
  minimum_hours: z.string().nullable(),
  maximum_hours: z.string().nullable(),
  advance_booking_days: z.number().int(),
  maximum_booking_days: z.number().int(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
  sku: z.string(),
  /** A fraction: "0.1200" is 12 % VAT. */
  tax_rate: z.string(),
  price_with_tax: z.string(),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  product_count: z.number().int(),
});
export type TProductCategory = z.infer<typeof ZProductCategory>;

export const ZProductsQuery = z.object({
  type: z.enum(PRODUCT_TYPES, { error: 'Choose PACKAGE or PRODUCT' }).optional(),
  category: zId('Choose a valid category').optional(),
  active: zQueryFlag().optional(),
  search: z.string().trim().max(100).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TProductsQuery = z.infer<typeof ZProductsQuery>;

export const SKU_MESSAGE = 'The SKU is 2 to 40 letters, digits and dashes, such as PKG-WEDDING-GARDEN';
const days = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(3650, `${label} can be at most 3650`);

/** Every field of a product as staff edit it, none defaulted (an update sends only what changes). */
const productFields = {
  name: zSingleLine(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(150, 'Name must be at most 150 characters')),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
  type: z.enum(PRODUCT_TYPES, { error: 'Choose PACKAGE or PRODUCT' }),
  base_price: zMoneyAmount('The base price'),
  pricing_model: z.enum(PRICING_MODELS, { error: 'Choose HOURLY or FIXED' }),
  included_hours: zHours('Included hours').nullable(),
  has_excess_hours: z.boolean({ error: 'has_excess_hours must be true or false' }),
  excess_hour_price: zMoneyAmount('The excess hour price').nullable(),
  minimum_hours: zHours('Minimum hours').nullable(),
  maximum_hours: zHours('Maximum hours').nullable(),
  advance_booking_days: days('Advance booking days'),
  maximum_booking_days: days('Maximum booking days'),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  is_featured: z.boolean({ error: 'is_featured must be true or false' }),
  category_id: zId('Choose a valid category').nullable(),
  sku: z
    .string({ error: 'SKU is required' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/, SKU_MESSAGE)
    .transform((s) => s.toUpperCase()),
  tax_rate: zTaxRate(),
  sort_order: z.number({ error: 'sort_order must be a whole number' }).int('sort_order must be a whole number').min(-100000).max(100000),
};

/** Reports the cross-field rules (productRuleErrors) as zod issues on their fields. */
const withRules = <T extends Parameters<typeof productRuleErrors>[0]>(value: T, ctx: z.RefinementCtx) => {
  for (const [field, messages] of Object.entries(productRuleErrors(value)))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
};

export const ZCreateProductRequest = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    pricing_model: productFields.pricing_model.default('FIXED'),
    included_hours: productFields.included_hours.default(null),
    has_excess_hours: productFields.has_excess_hours.default(false),
    excess_hour_price: productFields.excess_hour_price.default(null),
    minimum_hours: productFields.minimum_hours.default(null),
    maximum_hours: productFields.maximum_hours.default(null),
    advance_booking_days: productFields.advance_booking_days.default(7),
    maximum_booking_days: productFields.maximum_booking_days.default(365),
    is_active: productFields.is_active.default(true),
    is_featured: productFields.is_featured.default(false),
    category_id: productFields.category_id.default(null),
    tax_rate: productFields.tax_rate.default('0.12'),
    sort_order: productFields.sort_order.default(0),
  })
  .superRefine(withRules);
export type TCreateProductRequest = z.input<typeof ZCreateProductRequest>;

/** Only the fields sent change; the rules are then checked on the whole product (server side). */
export const ZUpdateProductRequest = z.object(productFields).partial();
export type TUpdateProductRequest = z.input<typeof ZUpdateProductRequest>;

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_SKU_TAKEN = 'A product with this SKU already exists.';
export const CATEGORY_NOT_FOUND = 'Category not found.';
