import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { TERMS_OUTDATED } from '@venue/shared/site/pages.schema';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { signIn } from '../../../test/staff-helpers';
import { DEMO_ADMIN, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let wedding: TBookingFlow;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  wedding = await flowOf(t);
  admin = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

/** A wedding booked up to payment, whose terms checkbox showed the given versions. */
async function bookAccepting(versions: { terms_version_id: number; privacy_version_id: number }, day: number, ip: string) {
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(day), email: `consent-${day}@example.test` }, ip);
  const saved = await saveStep(t, id, stepOf(wedding, 'pricing_summary').id, { terms_accepted: true, special_requests: '', ...versions }, true, ip);
  expect(saved.statusCode, saved.body).toBe(200);
  await payWith(t, wedding, id, undefined, {}, ip);
  return { id, res: await complete(t, id, 'payment', { ip }) };
}

describe('consent on a booking', () => {
  it('records the Terms and Privacy versions the wizard showed, with the booking and the time', async () => {
    const consent = (await t.api.get('/api/site/consent/')).json();
    const { id, res } = await bookAccepting({ terms_version_id: consent.terms.id, privacy_version_id: consent.privacy.id }, 230, '10.60.0.1');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await queryRows<{ context: string; event_id: number; terms_page_id: number; privacy_page_id: number; accepted_at: Date }>(
      t,
      sql`select c.context, c.event_id, c.terms_page_id, c.privacy_page_id, c.accepted_at from consents c
          join booking_sessions s on s.id = c.session_id where s.session_id = ${id}`,
    );
    expect(rows).toEqual([
      {
        context: 'booking',
        event_id: res.json().event_id,
        terms_page_id: consent.terms.id,
        privacy_page_id: consent.privacy.id,
        accepted_at: expect.anything(),
      },
    ]);
    // Staff read it on the event: the versions, by their numbers.
    const event = (await t.api.get(`/api/staff/events/${res.json().event_id}/`, { token: admin })).json();
    expect(event.booking_consent).toEqual({ terms_version: 1, privacy_version: 1, accepted_at: expect.any(String) });
  });

  it('refuses a booking that accepted Terms replaced since, saying so, and books nothing', async () => {
    const before = (await t.api.get('/api/site/consent/')).json();
    const draft = (await t.api.post('/api/admin/page-versions/terms/', undefined, { token: admin })).json();
    expect((await t.api.post(`/api/admin/pages/${draft.id}/publish/`, undefined, { token: admin })).statusCode).toBe(200);

    const { id, res } = await bookAccepting({ terms_version_id: before.terms.id, privacy_version_id: before.privacy.id }, 240, '10.60.0.2');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: TERMS_OUTDATED, errors: { terms_version_id: [TERMS_OUTDATED] } });
    const [session] = await queryRows<{ event_id: number | null }>(t, sql`select event_id from booking_sessions where session_id = ${id}`);
    expect(session!.event_id).toBeNull();
  });
});
