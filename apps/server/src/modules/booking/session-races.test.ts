import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { flowOf, saveStep, sessionUrl, sessionWithPackage, startBooking, stepOf } from '../../../test/booking-helpers';
import { changeOpenSession, renewedExpiry } from './session-access';

/**
 * Wizard calls save a session without holding its row lock while they work (changeOpenSession): a write lands
 * only if the row is still as it was read. Two calls racing on one session must both count, neither undoing the
 * other (a lost update would put back the discount code the other call had just applied).
 */
let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const productId = (sku: string) =>
  (stepOf(wedding, 'addon_selection').configuration.available_addons_details as { id: number; sku: string }[]).find((p) => p.sku === sku)!.id;

describe('a session saved by racing calls', () => {
  it('keeps every change: the add-ons of one call and the discount code of the other', async () => {
    const id = await sessionWithPackage(t, wedding, { ip: '10.5.0.1', day: 160 });

    for (let round = 1; round <= 5; round++) {
      const addons = { selected_addons: [{ product_id: productId('ADD-CAT-BUFFET'), quantity: 100 + round }] };
      const [draft, priced, clear] = await Promise.all([
        saveStep(t, id, stepOf(wedding, 'addon_selection').id, addons, false, '10.5.1.1'),
        t.api.post(sessionUrl(id, 'calculate-pricing'), { discount_code: 'WELCOME10' }, { ip: `10.5.2.${round}` }),
        t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: stepOf(wedding, 'addon_selection').id }),
      ]);
      expect([draft.statusCode, priced.statusCode, clear.statusCode]).toEqual([200, 200, 200]);
      const session = (await t.api.get(sessionUrl(id))).json();
      expect(session.booking_data[String(stepOf(wedding, 'addon_selection').id)]).toEqual(addons);
      expect(session.pricing.discount_details?.code ?? session.pricing.discount).not.toBe('0.00');
      // The stored total is the one priced last, with both the add-ons and the code in it.
      const again = (await t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip: '10.5.3.1' })).json();
      expect(again.discount).not.toBe('0.00');
      expect(session.total_price).toBe(again.total);
    }
  });

  it('writes a change worked out from a stale read again from the fresh row, never over the other one', async () => {
    const id = await startBooking(t, wedding, '10.5.0.2');
    // Both calls read the row before either writes (the barrier opens once both have read).
    let reads = 0;
    let open: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => (open = resolve));
    const race = (key: string) =>
      changeOpenSession(t.app.ctx, id, async (_db, row) => {
        if (++reads === 2) open();
        await bothRead;
        return {
          write: { bookingData: { ...row.bookingData, [key]: { seen: Object.keys(row.bookingData) } }, expiresAt: renewedExpiry(row) },
          answer: (saved) => saved.row.bookingData,
        };
      });
    await Promise.all([race('a'), race('b')]);
    expect(reads).toBe(3); // the loser read again
    const data = (await t.api.get(sessionUrl(id))).json().booking_data;
    expect(Object.keys(data).sort()).toEqual(['a', 'b']);
  });
});
