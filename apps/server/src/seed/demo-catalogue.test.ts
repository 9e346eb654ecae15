import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createPglite, fromPglite, type TDatabase } from '../db/client';
import { clearSetupComplete } from '../modules/setup/setup.repo';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoData } from './demo-data';
import { resetVenueDetails } from './demo-venue';

/** Issue 39: the demo's catalogue is the demo seed's; a new install starts with none (migration 0046). */
const MIGRATION = readFileSync(new URL('../db/migrations/0046_demo_catalogue_is_the_demos.sql', import.meta.url), 'utf8');

/** The rows of a query, whichever driver ran it (PGlite and node-postgres both answer `rows`). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function counts(database: TDatabase) {
  const result = await database.db.execute(
    sql`SELECT (SELECT count(*)::int FROM event_types) AS types, (SELECT count(*)::int FROM facilities) AS spaces,
      (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM booking_flows) AS flows,
      (SELECT count(*)::int FROM questionnaires) AS questionnaires, (SELECT count(*)::int FROM discounts) AS discounts,
      (SELECT count(*)::int FROM product_categories) AS categories,
      (SELECT count(*)::int FROM event_items WHERE product_id IS NOT NULL) AS items,
      (SELECT string_agg(content, '') FROM contract_templates) AS contract,
      (SELECT string_agg(variables::text, '') FROM communication_templates) AS variables`,
  );
  return rowsOf(result)[0] as Record<string, number | string>;
}

describe('a new install', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = fromPglite(await createPglite());
    await database.migrate();
  }, 120_000);
  afterAll(() => database.close());

  it('has no event type, space, product, flow, questionnaire or code of the demo, and no demo words in its templates', async () => {
    const now = await counts(database);
    expect(now).toMatchObject({ types: 0, spaces: 0, products: 0, flows: 0, questionnaires: 0, discounts: 0, categories: 0 });
    for (const fact of ['Havila', 'Tanay', 'Sampaloc']) {
      expect(now.contract).not.toContain(fact);
      expect(now.variables).not.toContain(fact);
    }
  });

  it('gets the demo catalogue and the demo wording back from the demo seed, once', async () => {
    await seedDemoCatalogue(database.db);
    await seedDemoCatalogue(database.db);
    const now = await counts(database);
    expect(now).toMatchObject({ types: 5, spaces: 9, products: 30, flows: 5, questionnaires: 5, discounts: 2, categories: 9 });
    expect(now.contract).toContain('Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal (“the Venue”)');
    expect(now.contract).toContain('no smoking in the Sanctuary chapel, the Pavilion or the Havila hostel');
    expect(now.variables).toContain('"example": "Havila Gardens"');
    // New rows continue after the demo's ids.
    const added = await database.db.execute(sql`INSERT INTO event_types (name, description) VALUES ('Reunion', '') RETURNING id`);
    expect(rowsOf(added)[0]!.id).toBe(6);
  });
});

describe('migration 0046 on an install that already holds the demo catalogue', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  });
  afterAll(() => t.close());

  it('leaves the demo venue as it is', async () => {
    const before = await counts(t.database);
    await t.database.db.execute(sql.raw(MIGRATION));
    expect(await counts(t.database)).toEqual(before);
  });

  it('on another venue not yet open, removes only what nothing of the venue refers to', async () => {
    await resetVenueDetails(t.database.db);
    await clearSetupComplete(t.database.db);
    const before = await counts(t.database);
    await t.database.db.execute(sql.raw(MIGRATION));
    const after = await counts(t.database);
    // The demo's events keep their event types, spaces and the products on their items.
    expect(after.items).toBe(before.items);
    const orphans = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM events e WHERE NOT EXISTS (SELECT 1 FROM event_types t WHERE t.id = e.event_type_id)`,
    );
    expect(rowsOf(orphans)[0]!.n).toBe(0);
    expect(Number(after.products)).toBeLessThan(Number(before.products));
    expect(Number(after.spaces)).toBeLessThanOrEqual(Number(before.spaces));
    expect(after.contract).not.toContain('Havila');
  });
});
