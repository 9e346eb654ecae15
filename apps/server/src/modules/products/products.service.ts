import type { z } from 'zod';
import { formatMoney } from '@venue/shared/money';
import { priceWithTax, productRuleErrors, type TPricingModel, type TProductType } from '@venue/shared/products/product-rules';
import {
  CATEGORY_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  PRODUCT_SKU_TAKEN,
  type TProduct,
  type TProductCategory,
  type TProductsQuery,
  type ZCreateProductRequest,
  type ZUpdateProductRequest,
} from '@venue/shared/products/product.schema';
import type { TPublicCategory, TPublicProduct, TPublicProductsQuery } from '@venue/shared/booking/catalogue.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  categoryExists,
  findProduct,
  insertProduct,
  listCategories,
  listProducts,
  listPublicCategories,
  productsByIds,
  updateProduct,
  type TProductRow,
  type TProductValues,
} from './products.repo';

type TCreate = z.output<typeof ZCreateProductRequest>;
type TUpdate = z.output<typeof ZUpdateProductRequest>;

export function toProduct(r: TProductRow): TProduct {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type as TProductType,
    base_price: r.basePrice,
    formatted_price: formatMoney(r.basePrice, 'PHP', { decimalPlaces: 2 }),
    pricing_model: r.pricingModel as TPricingModel,
    included_hours: r.includedHours,
    has_excess_hours: r.hasExcessHours,
    excess_hour_price: r.excessHourPrice,
    minimum_hours: r.minimumHours,
    maximum_hours: r.maximumHours,
    advance_booking_days: r.advanceBookingDays,
    maximum_booking_days: r.maximumBookingDays,
    is_active: r.isActive,
    is_featured: r.isFeatured,
    category: r.categoryId,
    category_name: r.categoryName,
    sku: r.sku,
    tax_rate: r.taxRate,
    price_with_tax: priceWithTax(r.basePrice, r.taxRate),
    sort_order: r.sortOrder,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError(404, PRODUCT_NOT_FOUND);
const skuTaken = () => new AppError(400, PRODUCT_SKU_TAKEN, { sku: [PRODUCT_SKU_TAKEN] });

export async function productList(ctx: TContext, q: TProductsQuery) {
  const { rows, count } = await listProducts(ctx.db, q, q);
  return { count, results: rows.map(toProduct) };
}

export async function productDetail(ctx: TContext, id: number, tx: TTx = ctx.db): Promise<TProduct> {
  const row = await findProduct(tx, id);
  if (!row) throw notFound();
  return toProduct(row);
}

export async function productCategories(ctx: TContext): Promise<TProductCategory[]> {
  return (await listCategories(ctx.db)).map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    sort_order: c.sortOrder,
    is_active: c.isActive,
    product_count: c.productCount,
  }));
}

/** The API's field names to the table's; only the fields given. */
function columnsOf(input: TUpdate): Partial<TProductValues> {
  const map: Record<keyof TUpdate, keyof TProductValues> = {
    name: 'name',
    description: 'description',
    type: 'type',
    base_price: 'basePrice',
    pricing_model: 'pricingModel',
    included_hours: 'includedHours',
    has_excess_hours: 'hasExcessHours',
    excess_hour_price: 'excessHourPrice',
    minimum_hours: 'minimumHours',
    maximum_hours: 'maximumHours',
    advance_booking_days: 'advanceBookingDays',
    maximum_booking_days: 'maximumBookingDays',
    is_active: 'isActive',
    is_featured: 'isFeatured',
    category_id: 'categoryId',
    sku: 'sku',
    tax_rate: 'taxRate',
    sort_order: 'sortOrder',
  };
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) if (value !== undefined) out[map[field as keyof TUpdate]] = value;
  return out as Partial<TProductValues>;
}

async function requireCategory(tx: TTx, id: number | null | undefined) {
  if (id && !(await categoryExists(tx, id))) throw new AppError(400, CATEGORY_NOT_FOUND, { category_id: [CATEGORY_NOT_FOUND] });
}

/** A unique SKU is the index's to decide: the losing insert or update of a race gets the same field error. */
async function withSkuCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken();
    throw err;
  }
}

export function createProduct(ctx: TContext, actor: TActor, ip: string, input: TCreate): Promise<TProduct> {
  return withSkuCheck(() =>
    ctx.transact(async (tx) => {
      await requireCategory(tx, input.category_id);
      const id = await insertProduct(tx, columnsOf(input) as TProductValues);
      if (id === null) throw skuTaken();
      const product = await productDetail(ctx, id, tx);
      await recordAudit(tx, actor, ip, { action: 'product.create', objectType: 'product', objectId: id, after: product });
      return product;
    }),
  );
}

/** Applies the fields sent, then judges the whole product by the shared rules (a change can break a rule with a field it left alone). */
export function changeProduct(ctx: TContext, actor: TActor, ip: string, id: number, input: TUpdate): Promise<TProduct> {
  return withSkuCheck(() =>
    ctx.transact(async (tx) => {
      const row = await findProduct(tx, id, { forUpdate: true });
      if (!row) throw notFound();
      const before = toProduct(row);
      const merged = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
      const errors = productRuleErrors(merged);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new AppError(400, first, errors);
      await requireCategory(tx, input.category_id);
      await updateProduct(tx, id, columnsOf(input));
      const after = await productDetail(ctx, id, tx);
      await recordAudit(tx, actor, ip, { action: 'product.update', objectType: 'product', objectId: id, before, after });
      return after;
    }),
  );
}

/** Catalogue facts a quote line copies: name, price and tax rate as they are today. */
export async function productsForQuote(tx: TTx, ids: number[]): Promise<Map<number, TProduct>> {
  return new Map((await productsByIds(tx, [...new Set(ids)])).map((r) => [r.id, toProduct(r)]));
}

/** The public face of a product (the wizard's catalogue): the spec's fields, never the console's timestamps. */
export function toPublicProduct(r: TProductRow): TPublicProduct {
  const { category, created_at: _c, updated_at: _u, ...rest } = toProduct(r);
  return { ...rest, category_id: category };
}

const PUBLIC_PRODUCT_NOT_FOUND = 'Product not found.';

/** Public reads show active products only: `is_active=false` finds nothing, as an inactive product does by id. */
export async function publicProductList(ctx: TContext, q: TPublicProductsQuery) {
  if (q.is_active === false) return { count: 0, results: [] };
  const { rows, count } = await listProducts(ctx.db, { type: q.type, category: q.category_id, active: true }, q);
  return { count, results: rows.map(toPublicProduct) };
}

export async function publicProduct(ctx: TContext, id: number): Promise<TPublicProduct> {
  const row = await findProduct(ctx.db, id);
  if (!row || !row.isActive) throw new AppError(404, PUBLIC_PRODUCT_NOT_FOUND);
  return toPublicProduct(row);
}

/** Active products among the ids (unknown and inactive ones are left out), in catalogue order. */
export async function publicProductsByIds(tx: TTx, ids: number[]): Promise<TPublicProduct[]> {
  const rows = await productsByIds(tx, [...new Set(ids)]);
  return rows
    .filter((r) => r.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map(toPublicProduct);
}

export async function publicCategories(ctx: TContext): Promise<TPublicCategory[]> {
  return (await listPublicCategories(ctx.db)).map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    sort_order: c.sortOrder,
    product_count: c.productCount,
  }));
}

export async function publicCategory(ctx: TContext, id: number): Promise<TPublicCategory> {
  const found = (await publicCategories(ctx)).find((c) => c.id === id);
  if (!found) throw new AppError(404, CATEGORY_NOT_FOUND);
  return found;
}
