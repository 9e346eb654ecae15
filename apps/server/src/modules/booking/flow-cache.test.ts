import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { flowOf, gardenPackageId, sessionUrl, sessionWithPackage, stepOf } from '../../../test/booking-helpers';

/**
 * Flows are cached per process with the catalogue version read in the session's own statement (flow-cache.ts).
 * The changes here are made in plain SQL, as another process or a manual fix would: nothing in this process is
 * told, and the next call must still see them.
 */
let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const version = async () => (await queryRows<{ v: string }>(t, sql`select version::text as v from catalogue_version where id = 1`))[0]!.v;

describe('the cached flows', () => {
  it('price a session at the catalogue as it is now, whoever changed it', async () => {
    const id = await sessionWithPackage(t, wedding, { ip: '10.4.0.1', day: 140 });
    const garden = { id: gardenPackageId(wedding) };
    const before = (await t.api.post(sessionUrl(id, 'calculate-pricing'), {})).json();

    await queryRows(t, sql`update products set base_price = base_price + 1000 where id = ${garden.id}`);
    const after = (await t.api.post(sessionUrl(id, 'calculate-pricing'), {})).json();
    expect(Number(after.subtotal) - Number(before.subtotal)).toBe(1000);

    // A step switched off is gone from the flow at the session's next call.
    await queryRows(t, sql`update booking_steps set is_enabled = false where id = ${stepOf(wedding, 'addon_selection').id}`);
    const session = (await t.api.get(sessionUrl(id))).json();
    expect(session.pricing.subtotal).toBe(after.subtotal);
    const detail = (await t.api.get(`/api/bookingflow/public/flows/${wedding.id}/`)).json() as TBookingFlow;
    expect(detail.enabled_steps.map((s) => s.step_type)).not.toContain('addon_selection');
    await queryRows(t, sql`update booking_steps set is_enabled = true where id = ${stepOf(wedding, 'addon_selection').id}`);
    await queryRows(t, sql`update products set base_price = base_price - 1000 where id = ${garden.id}`);
  });

  it("are kept per database: two apps side by side never see each other's flows", async () => {
    const other = await createTestApp();
    try {
      const garden = { id: gardenPackageId(wedding) };
      const priced = async (app: TTestApp, ip: string, day: number) => {
        const id = await sessionWithPackage(app, wedding, { ip, day });
        return (await app.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip })).json().subtotal as string;
      };
      const before = await priced(t, '10.4.1.1', 141);
      // Both databases end at the same catalogue version, only one with a dearer package.
      const at = async (app: TTestApp) => (await queryRows<{ v: string }>(app, sql`select version::text as v from catalogue_version`))[0]!.v;
      await queryRows(other, sql`update products set base_price = base_price + 5000 where id = ${garden.id}`);
      while (BigInt(await at(t)) < BigInt(await at(other))) await queryRows(t, sql`update products set id = id where false`);
      while (BigInt(await at(other)) < BigInt(await at(t))) await queryRows(other, sql`update products set id = id where false`);
      expect(Number(await priced(other, '10.4.1.2', 142)) - Number(before)).toBe(5000);
      expect(await priced(t, '10.4.1.3', 143)).toBe(before);
    } finally {
      await other.close();
    }
  });

  it('are versioned by every table a flow is made of', async () => {
    for (const table of [
      'booking_flows',
      'booking_steps',
      'event_types',
      'products',
      'product_categories',
      'facilities',
      'questionnaires',
      'questionnaire_fields',
      'payment_settings',
    ]) {
      const v0 = BigInt(await version());
      // A statement-level trigger: any statement counts, even one that changes no row.
      await queryRows(t, sql`update ${sql.identifier(table)} set id = id where false`);
      expect(BigInt(await version()), table).toBe(v0 + 1n);
    }
  });
});
