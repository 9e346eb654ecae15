import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_RULES } from '@venue/shared/products/product-rules';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let staff: string;
let client: string;
type TP = { id: number; sku: string; name: string; type: string; category: number | null; category_name: string | null; is_active: boolean };

const garden = {
  name: 'Sunset Garden Wedding',
  description: 'Ceremony at golden hour on the Angelic Field.',
  type: 'PACKAGE',
  base_price: '165000',
  pricing_model: 'FIXED',
  included_hours: '6',
  has_excess_hours: true,
  excess_hour_price: '8000.00',
  sku: 'pkg-wed-sunset',
};
const audits = (id: number) =>
  queryRows<{ action: string; actor_role: string; ip: string; before: unknown; after: { sku: string } | null }>(
    t,
    sql`select action, actor_role, ip, before, after from audit_log where object_type = 'product' and object_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await accountWithRole(t, 'client')).tokens.access;
});
afterAll(() => t.close());

describe('the catalogue the migration seeds', () => {
  it('lists the venue packages and add-ons with prices, tax and categories', async () => {
    const res = await t.api.get('/api/staff/products/', { token: staff, query: { page_size: '100' } });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.count).toBeGreaterThanOrEqual(30);
    const wedding = list.results.find((p: TP) => p.sku === 'PKG-WED-GARDEN');
    expect(wedding).toMatchObject({
      name: 'Garden Wedding Package',
      type: 'PACKAGE',
      base_price: '185000.00',
      formatted_price: '₱185,000.00',
      pricing_model: 'FIXED',
      included_hours: '8.00',
      has_excess_hours: true,
      excess_hour_price: '8500.00',
      tax_rate: '0.1200',
      price_with_tax: '207200.00',
      category_name: 'Wedding Packages',
      is_active: true,
      is_featured: true,
    });
    const skus = list.results.map((p: TP) => p.sku);
    for (const sku of [
      'ADD-CAT-BUFFET',
      'ADD-ROOM-HAVILA',
      'ADD-SOUND',
      'ADD-PROJECTOR',
      'ADD-TENT-EVENT',
      'ADD-BONFIRE',
      'PKG-RET-2D1N',
      'PKG-CORP-DAY',
      'PKG-TB-FIELD',
      'PKG-CAMP-NIGHT',
    ])
      expect(skus).toContain(sku);
  });

  it('filters by type, category, active and search, and pages', async () => {
    const cats = (await t.api.get('/api/staff/product-categories/', { token: staff })).json();
    const catering = cats.find((c: { name: string }) => c.name === 'Catering');
    expect(catering).toMatchObject({ product_count: 5, is_active: true });
    const byCat = (await t.api.get('/api/staff/products/', { token: staff, query: { category: String(catering.id) } })).json();
    expect(byCat.count).toBe(5);
    expect(byCat.results.every((p: TP) => p.category === catering.id && p.type === 'PRODUCT')).toBe(true);
    const packages = (await t.api.get('/api/staff/products/', { token: staff, query: { type: 'PACKAGE', page_size: '100' } })).json();
    expect(packages.results.every((p: TP) => p.type === 'PACKAGE')).toBe(true);
    const search = (await t.api.get('/api/staff/products/', { token: staff, query: { search: 'havila room' } })).json();
    expect(search.results.map((p: TP) => p.sku)).toEqual(['ADD-ROOM-HAVILA']);
    const literal = (await t.api.get('/api/staff/products/', { token: staff, query: { search: '100%' } })).json();
    expect(literal.count).toBe(0);
    const paged = (await t.api.get('/api/staff/products/', { token: staff, query: { page_size: '5', page: '2' } })).json();
    expect(paged).toMatchObject({ previous: '/api/staff/products/?page_size=5&page=1', next: '/api/staff/products/?page_size=5&page=3' });
    expect((await t.api.get('/api/staff/products/', { token: staff, query: { active: 'maybe' } })).json()).toMatchObject({
      errors: { active: ['Use true or false'] },
    });
  });
});

describe('creating and changing products', () => {
  let created: TP;

  it('creates a product with defaults, an upper-case SKU and an audit row', async () => {
    const res = await t.api.post('/api/staff/products/', garden, { token: staff, ip: '203.0.113.5' });
    expect(res.statusCode).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      sku: 'PKG-WED-SUNSET',
      base_price: '165000.00',
      tax_rate: '0.1200',
      advance_booking_days: 7,
      maximum_booking_days: 365,
      is_active: true,
      category: null,
    });
    expect(await audits(created.id)).toEqual([
      { action: 'product.create', actor_role: 'staff', ip: '203.0.113.5', before: null, after: expect.objectContaining({ sku: 'PKG-WED-SUNSET' }) },
    ]);
  });

  it.each([
    [{ sku: 'PKG-WED-GARDEN' }, 'sku', 'A product with this SKU already exists.'],
    [{ sku: 'a b' }, 'sku', 'The SKU is 2 to 40 letters, digits and dashes, such as PKG-WEDDING-GARDEN'],
    [{ name: ' ' }, 'name', 'Name is required'],
    [{ base_price: '-1' }, 'base_price', 'The base price must be an amount with at most 2 decimals'],
    [{ base_price: '12345678901' }, 'base_price', 'The base price must be an amount with at most 2 decimals'],
    [{ tax_rate: '12' }, 'tax_rate', 'The tax rate is a fraction between 0 and 1, such as 0.12'],
    [{ excess_hour_price: null }, 'excess_hour_price', PRODUCT_RULES.excessPrice],
    [{ pricing_model: 'HOURLY' }, 'included_hours', PRODUCT_RULES.excessNeedsIncluded],
    [{ minimum_hours: '8', maximum_hours: '4' }, 'minimum_hours', PRODUCT_RULES.hoursOrder],
    [{ advance_booking_days: 400 }, 'advance_booking_days', PRODUCT_RULES.daysOrder],
    [{ category_id: 999999 }, 'category_id', 'Category not found.'],
    [{ type: 'SERVICE' }, 'type', 'Choose PACKAGE or PRODUCT'],
  ])('refuses %j', async (change, field, message) => {
    const res = await t.api.post('/api/staff/products/', { ...garden, sku: 'PKG-NEW-ONE', ...change }, { token: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
  });

  it('changes only the fields sent, judged with the stored ones, and audits before and after', async () => {
    const cats = (await t.api.get('/api/staff/product-categories/', { token: staff })).json();
    const weddings = cats.find((c: { name: string }) => c.name === 'Wedding Packages');
    const res = await t.api.patch(
      `/api/staff/products/${created.id}/`,
      { base_price: '170000.00', category_id: weddings.id, is_active: false },
      { token: staff },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      base_price: '170000.00',
      category_name: 'Wedding Packages',
      is_active: false,
      sku: 'PKG-WED-SUNSET',
      included_hours: '6.00',
    });
    const broken = await t.api.patch(`/api/staff/products/${created.id}/`, { excess_hour_price: null }, { token: staff });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ detail: PRODUCT_RULES.excessPrice, errors: { excess_hour_price: [PRODUCT_RULES.excessPrice] } });
    const taken = await t.api.patch(`/api/staff/products/${created.id}/`, { sku: 'ADD-SOUND' }, { token: staff });
    expect(taken.json()).toMatchObject({ detail: 'A product with this SKU already exists.', errors: { sku: ['A product with this SKU already exists.'] } });
    const rows = await audits(created.id);
    expect(rows.map((r) => r.action)).toEqual(['product.create', 'product.update']);
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ base_price: '165000.00', is_active: true }),
      after: expect.objectContaining({ base_price: '170000.00' }),
    });
    const inactive = (await t.api.get('/api/staff/products/', { token: staff, query: { active: 'false' } })).json();
    expect(inactive.results.map((p: TP) => p.id)).toEqual([created.id]);
  });

  it('answers 404 for unknown products and 403 to clients', async () => {
    for (const res of [
      await t.api.get('/api/staff/products/999999/', { token: staff }),
      await t.api.patch('/api/staff/products/999999/', { name: 'x' }, { token: staff }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Product not found.', code: 'not_found' });
    }
    expect((await t.api.get('/api/staff/products/', { token: client })).statusCode).toBe(403);
    expect((await t.api.post('/api/staff/products/', garden, { token: client })).statusCode).toBe(403);
  });
});
