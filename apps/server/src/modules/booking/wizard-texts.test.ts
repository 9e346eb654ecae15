import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { daysAhead, fillWedding, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

describe('the contact step needs a full name with a space (spec 002 §5)', () => {
  it('refuses one word with the catalogue shape, keeps it as a draft, and takes a first and last name', async () => {
    const id = await startBooking(t, wedding, '10.7.0.1');
    await fillWedding(t, wedding, id, { day: daysAhead(60) });
    const contact = stepOf(wedding, 'contact_info').id;
    expect((await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: contact })).statusCode).toBe(200);
    const data = { full_name: 'Maria', email: 'maria@example.test', phone: '0917 123 4567' };

    const refused = await saveStep(t, id, contact, data);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: T.fullNameRequired, code: 'invalid', errors: { full_name: [T.fullNameRequired] } });

    const draft = await saveStep(t, id, contact, data, false);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().validation_errors).toEqual([{ field: 'full_name', message: T.fullNameRequired }]);

    const taken = await saveStep(t, id, contact, { ...data, full_name: '  Maria   Santos ' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ current_step: { step_type: 'pricing_summary' } });
  });
});

describe('a change asked of no session (spec 002 §8)', () => {
  it('answers "No active session" to update, validate and go-to-step; reading it stays "not found"', async () => {
    const none = `bks_${'0'.repeat(64)}`;
    const intro = stepOf(wedding, 'introduction').id;
    const expected = { detail: T.noActiveSession, code: 'not_found' };
    for (const res of [
      await saveStep(t, none, intro, { acknowledged: true }),
      await t.api.post(sessionUrl(none, 'validate'), { step_id: intro, step_data: { acknowledged: true } }),
      await t.api.patch(sessionUrl(none, 'go-to-step'), { step_id: intro }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(expected);
    }
    const read = await t.api.get(sessionUrl(none));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ detail: T.sessionNotFound, code: 'not_found' });
  });
});
