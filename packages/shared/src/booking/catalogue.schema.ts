import { z } from 'zod';
import { zId, zPage } from '../common/input';
import { zQueryFlag } from '../common/decimal-fields';
import { PRICING_MODELS, PRODUCT_TYPES } from '../products/product-rules';

/**
 * The public catalogue the wizard reads (spec "Questionnaires and products": /products/...): the spec's Product
 * without the staff console's timestamps, categories, and the discount codes the venue advertises.
 */
export const ZPublicProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(PRODUCT_TYPES),
  base_price: z.string(),
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
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  sku: z.string(),
  /** A fraction: "0.1200". */
  tax_rate: z.string(),
  price_with_tax: z.string(),
  sort_order: z.number().int(),
});
export type TPublicProduct = z.infer<typeof ZPublicProduct>;

export const ZPublicCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export type TPublicCategory = z.infer<typeof ZPublicCategory>;
export const ZPublicCategoryList = z.array(ZPublicCategory);

/** GET /api/products/products/ (is_active defaults to true: inactive products are never public). */
export const ZPublicProductsQuery = z.object({
  is_active: zQueryFlag().optional(),
  type: z.enum(PRODUCT_TYPES, { error: 'Choose PACKAGE or PRODUCT' }).optional(),
  category_id: zId('Choose a valid category').optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(100),
});
export type TPublicProductsQuery = z.infer<typeof ZPublicProductsQuery>;

export const BATCH_IDS_MESSAGE = 'ids must be a comma-separated list of up to 100 product ids';
/** GET /api/products/products/batch/?ids=1,2,3 */
export const ZProductsBatchQuery = z.object({
  ids: z
    .string({ error: BATCH_IDS_MESSAGE })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, BATCH_IDS_MESSAGE)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), BATCH_IDS_MESSAGE),
});
export const ZProductsBatchResponse = z.object({ products: z.array(ZPublicProduct) });

export const DISCOUNT_KINDS = ['PERCENT', 'FIXED'] as const;
/** An advertised code (only codes the venue marks public are listed; any valid code still works). */
export const ZPublicDiscount = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_KINDS),
  /** "10.00" (percent) or "5000.00" (pesos off). */
  value: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type TPublicDiscount = z.infer<typeof ZPublicDiscount>;
export const ZPublicDiscountList = z.array(ZPublicDiscount);

export const ZDiscountCode = z
  .string({ error: 'Invalid discount code' })
  .trim()
  .min(1, 'Invalid discount code')
  .max(40, 'Invalid discount code')
  .transform((s) => s.toUpperCase());

/** POST /api/products/discounts/validate/ */
export const ZValidateDiscountRequest = z.object({ code: ZDiscountCode });
export const ZValidateDiscountResponse = z.object({ valid: z.literal(true), discount: ZPublicDiscount });
export type TValidateDiscountResponse = z.infer<typeof ZValidateDiscountResponse>;
