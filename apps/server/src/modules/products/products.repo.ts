import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { containsText, countAll, paginate, type TPageRequest } from '../../db/paginate';
import { productCategories, products } from '../../db/schema';

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  type: products.type,
  basePrice: products.basePrice,
  pricingModel: products.pricingModel,
  includedHours: products.includedHours,
  hasExcessHours: products.hasExcessHours,
  excessHourPrice: products.excessHourPrice,
  minimumHours: products.minimumHours,
  maximumHours: products.maximumHours,
  advanceBookingDays: products.advanceBookingDays,
  maximumBookingDays: products.maximumBookingDays,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  categoryId: products.categoryId,
  categoryName: productCategories.name,
  sku: products.sku,
  taxRate: products.taxRate,
  sortOrder: products.sortOrder,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type TProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;
export type TProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface TProductFilters {
  type?: string;
  category?: number;
  active?: boolean;
  search?: string;
}

const base = (tx: TTx) => tx.select(productColumns).from(products).leftJoin(productCategories, eq(productCategories.id, products.categoryId));

export async function listProducts(tx: TTx, f: TProductFilters, page: TPageRequest) {
  const where = and(
    f.type ? eq(products.type, f.type) : undefined,
    f.category ? eq(products.categoryId, f.category) : undefined,
    f.active === undefined ? undefined : eq(products.isActive, f.active),
    f.search ? or(containsText(products.name, f.search), containsText(products.sku, f.search), containsText(products.description, f.search)) : undefined,
  );
  return paginate(
    page,
    (w) => base(tx).where(where).orderBy(asc(products.sortOrder), asc(products.name), asc(products.id)).limit(w.limit).offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(products).where(where))[0]?.n ?? 0,
  );
}

export async function findProduct(tx: TTx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = base(tx).where(eq(products.id, id));
  const [row] = opts.forUpdate ? await q.for('update', { of: products }) : await q;
  return row ?? null;
}

export const productsByIds = (tx: TTx, ids: number[]) => (ids.length ? base(tx).where(inArray(products.id, ids)) : Promise.resolve([]));

/** Inserts a product; null when the SKU is taken (the unique index decides, so two racing creates cannot both win). */
export async function insertProduct(tx: TTx, v: TProductValues): Promise<number | null> {
  const [row] = await tx.insert(products).values(v).onConflictDoNothing({ target: products.sku }).returning({ id: products.id });
  return row?.id ?? null;
}

export const updateProduct = (tx: TTx, id: number, v: Partial<TProductValues>) =>
  tx
    .update(products)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(products.id, id));

export async function categoryExists(tx: TTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id));
  return Boolean(row);
}

export const listCategories = (tx: TTx) =>
  tx
    .select({
      id: productCategories.id,
      name: productCategories.name,
      description: productCategories.description,
      sortOrder: productCategories.sortOrder,
      isActive: productCategories.isActive,
      // Spelt out: in a one-table select Drizzle leaves column names unqualified, which the subquery would misread.
      productCount: sql<number>`(select count(*)::int from products p where p.category_id = product_categories.id)`,
    })
    .from(productCategories)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));

/** Active categories with their count of active products, for the public catalogue. */
export const listPublicCategories = (tx: TTx) =>
  tx
    .select({
      id: productCategories.id,
      name: productCategories.name,
      description: productCategories.description,
      sortOrder: productCategories.sortOrder,
      // Qualified by hand: inside the subquery a bare "id" would be the product's.
      productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = "product_categories"."id" and p.is_active)`,
    })
    .from(productCategories)
    .where(eq(productCategories.isActive, true))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
