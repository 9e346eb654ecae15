import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';
import { ageCharge, bookingMails, eventState, madeRows, sessionHold, timesUsed } from '../../../test/awaiting-booking-helpers';
import { eq } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { testGatewayCharges } from '../../db/schema';
import { authenticateTestCharge } from '../../lib/gateways/test-gateway';
import { settleStaleCharges } from '../payments/stale-charges.service';

/** The test gateway's confirmation card (its stand-in for 3-D Secure) through online booking. */
const CONFIRM_CARD = '4000002500003155';
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const refOf = (secret: string) => secret.replace(/_secret$/, '');
const authenticate = (secret: string, outcome: 'approve' | 'fail') => t.api.post(`/api/payments/test-gateway/authenticate/${refOf(secret)}/`, { outcome });

/** A session whose completion waits on the payer, checked as the browser and the database see it. */
async function awaiting(n: number, opts: { discount?: string; createAccount?: boolean } = {}) {
  const ip = `10.30.${n}.1`;
  const email = `confirm-${n}@example.test`;
  const id = await startBooking(t, wedding, ip);
  const summary = await fillWedding(t, wedding, id, { day: daysAhead(200 + n), email, ...opts }, ip);
  await payWith(t, wedding, id, CONFIRM_CARD, {}, ip);
  const before = await madeRows(t);
  const res = await complete(t, id);
  expect(res.statusCode, res.body).toBe(202);
  const body = res.json();
  expect(body).toMatchObject({
    session_id: id,
    completion_type: 'payment',
    completion_status: 'processing',
    completed_at: null,
    event_status: 'DRAFT',
    total_price: summary.total_price,
    payment: { status: 'PROCESSING', amount: summary.total_price },
    next_action: { type: 'confirm_card', gateway_code: 'test', client_secret: expect.stringMatching(/^tpi_\w+_secret$/) },
  });
  // The draft stays: the event holds the slot, its invoice and the PROCESSING payment wait on the payer.
  expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'DRAFT' }, reservations: 1, payments: [{ status: 'PROCESSING' }] });
  expect(await sessionHold(t, id)).toEqual([]);
  expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ completion_status: 'processing', is_completed: false, booking_completion_result: null });
  return { id, ip, email, body, before, secret: body.next_action.client_secret as string };
}

describe('completing with the confirmation card', () => {
  it('answers the next action; a repeat while the payer confirms answers it again and charges nothing more', async () => {
    const { id, body } = await awaiting(1);
    const rows = await madeRows(t);
    const again = await complete(t, id);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(body);
    expect(await madeRows(t)).toEqual(rows);
  });

  it('(a) the bank approved, and the browser’s repeat is what brings the news: CONFIRMED, paid, one e-mail', async () => {
    const { id, email, body, secret } = await awaiting(2);
    // Approved at the "bank", its news not delivered: only the repeat's question to the gateway learns it.
    expect(await authenticateTestCharge(t.database.db, refOf(secret), 'approve')).toBe(true);
    const done = await complete(t, id);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json();
    expect(result).toMatchObject({
      completion_status: 'completed',
      event_status: 'CONFIRMED',
      event_id: body.event_id,
      invoice_id: body.invoice_id,
      payment: { id: body.payment.id, status: 'COMPLETED', receipt_number: expect.stringMatching(/^OR-/) },
      next_action: null,
      completed_at: expect.any(String),
    });
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED', payment_status: 'PAID' }, payments: [{ status: 'COMPLETED' }] });
    expect((await complete(t, id)).json()).toEqual(result);
    expect(await bookingMails(t, email)).toHaveLength(1);
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ is_completed: true, completion_status: 'completed', booking_completion_result: result });
  });

  it('(b) the payer answers the bank and closes the tab: the booking completes without another call', async () => {
    const { id, email, body, secret } = await awaiting(3);
    expect((await authenticate(secret, 'approve')).statusCode).toBe(200);
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED', payment_status: 'PAID' }, payments: [{ status: 'COMPLETED' }] });
    const session = (await t.api.get(sessionUrl(id))).json();
    expect(session).toMatchObject({ is_completed: true, completion_status: 'completed', booking_completion_result: { event_status: 'CONFIRMED' } });
    expect(await bookingMails(t, email)).toHaveLength(1);
    // Coming back later, the browser is answered the result.
    expect((await complete(t, id)).json()).toEqual(session.booking_completion_result);
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(b) an approved charge whose payer never came back is completed by the stale-charge job', async () => {
    const { id, email, body, secret } = await awaiting(4);
    await authenticateTestCharge(t.database.db, refOf(secret), 'approve');
    await ageCharge(t, body.payment.id);
    expect(await settleStaleCharges(t.app.ctx)).toBe(1);
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ is_completed: true, booking_completion_result: { event_status: 'CONFIRMED' } });
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(c) the bank’s answer racing the browser’s repeats: one booking, one payment, one e-mail, one answer', async () => {
    const { id, email, body, secret } = await awaiting(5);
    const [auth, ...repeats] = await Promise.all([authenticate(secret, 'approve'), ...Array.from({ length: 6 }, () => complete(t, id))]);
    expect(auth.statusCode).toBe(200);
    // A repeat that asked before the bank answered is told to wait; every other one has the final result.
    for (const r of repeats) expect([200, 202]).toContain(r.statusCode);
    const final = await complete(t, id);
    expect(final.statusCode).toBe(200);
    for (const r of repeats.filter((x) => x.statusCode === 200)) expect(r.json()).toEqual(final.json());
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED' }, payments: [{ status: 'COMPLETED' }] });
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(d) a declined confirmation undoes the draft, keeps the hold, gives the discount back; another card then completes', async () => {
    const { id, ip, email, before, secret } = await awaiting(6, { discount: 'WELCOME10', createAccount: true });
    const used = await timesUsed(t, 'WELCOME10');
    expect((await authenticate(secret, 'fail')).statusCode).toBe(200);
    expect(await madeRows(t)).toEqual(before);
    expect(await timesUsed(t, 'WELCOME10')).toBe(used - 1);
    expect(await sessionHold(t, id)).toHaveLength(1);
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ completion_status: 'failed', is_completed: false, hold: { facility_name: 'Pavilion' } });

    await payWith(t, wedding, id, '4242424242424242', {}, ip);
    const paid = await complete(t, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ event_status: 'CONFIRMED', account_created: true });
    expect(await timesUsed(t, 'WELCOME10')).toBe(used);
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('(d) a failure the browser’s repeat learns answers 402 with the gateway’s message, once; the next call tries again', async () => {
    const { id, ip, before, secret } = await awaiting(7);
    await authenticateTestCharge(t.database.db, refOf(secret), 'fail');
    const res = await complete(t, id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: AUTH_FAILED, code: 'declined', errors: { payment_method: [AUTH_FAILED] } });
    expect(await madeRows(t)).toEqual(before);
    expect(await sessionHold(t, id)).toHaveLength(1);
    await payWith(t, wedding, id, '4242424242424242', {}, ip);
    expect((await complete(t, id)).json()).toMatchObject({ event_status: 'CONFIRMED' });
  });

  it('(d) a confirmation never answered is failed by the stale-charge job and the draft undone', async () => {
    const { id, before, body } = await awaiting(8);
    await ageCharge(t, body.payment.id);
    expect(await settleStaleCharges(t.app.ctx)).toBe(1);
    expect(await madeRows(t)).toEqual(before);
    expect(await sessionHold(t, id)).toHaveLength(1);
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ completion_status: 'failed', is_completed: false });
  });
});

describe('while the payer confirms, the booking stays as it is being paid for; the payer may cancel the charge', () => {
  const conflict = (detail: string) => ({ detail, code: 'conflict' });
  const cancel = (id: string) => t.api.post(sessionUrl(id, 'cancel-payment'), {});

  it('every change to the session answers 409 with what to do; reading it does not', async () => {
    const { id, ip, body } = await awaiting(20);
    const buffet = stepOf(wedding, 'addon_selection');
    const edits = [
      await saveStep(t, id, buffet.id, { selected_addons: [] }, false, ip),
      await t.api.post(sessionUrl(id, 'validate'), { step_id: buffet.id, step_data: { selected_addons: [] } }),
      await t.api.post(sessionUrl(id, 'calculate-pricing'), {}),
      await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: buffet.id }),
    ];
    for (const res of edits) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual(conflict(T.paymentPending));
    }
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ completion_status: 'processing', total_price: body.total_price });
    expect((await complete(t, id)).json()).toEqual(body);
  });

  it('cancelling undoes the draft and gives the hold back; the changed booking is then paid at its new total', async () => {
    const { id, ip, email, before, body } = await awaiting(21, { discount: 'WELCOME10' });
    const used = await timesUsed(t, 'WELCOME10');
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ session_id: id, completion_status: 'failed', is_completed: false, hold: { facility_name: 'Pavilion' } });
    expect(await madeRows(t)).toEqual(before);
    expect(await timesUsed(t, 'WELCOME10')).toBe(used - 1);
    expect(await sessionHold(t, id)).toHaveLength(1);
    // Cancelled is final: a late approval at the bank finds nothing waiting, and a repeat has nothing to cancel.
    expect(await authenticateTestCharge(t.database.db, refOf(body.next_action.client_secret), 'approve')).toBe(false);
    expect((await cancel(id)).json()).toEqual(conflict(T.noPaymentWaiting));

    const fewer = await saveStep(t, id, stepOf(wedding, 'addon_selection').id, { selected_addons: [] }, true, ip);
    expect(fewer.statusCode, fewer.body).toBe(200);
    const total = fewer.json().total_price as string;
    expect(Number(total)).toBeLessThan(Number(body.total_price));
    await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: stepOf(wedding, 'payment_info').id });
    await payWith(t, wedding, id, '4242424242424242', {}, ip);
    const paid = await complete(t, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ event_status: 'CONFIRMED', total_price: total, payment: { status: 'COMPLETED', amount: total } });
    expect(await bookingMails(t, email)).toHaveLength(1);
  });

  it('a payer who had approved at the bank first gets the booking, not a cancellation', async () => {
    const { id, body, secret } = await awaiting(22);
    expect(await authenticateTestCharge(t.database.db, refOf(secret), 'approve')).toBe(true);
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      completion_status: 'completed',
      is_completed: true,
      booking_completion_result: { event_id: body.event_id, event_status: 'CONFIRMED' },
    });
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED' }, payments: [{ status: 'COMPLETED' }] });
  });

  it('two cancels at once undo the attempt once, and neither fails', async () => {
    const { id, before } = await awaiting(26);
    const answers = await Promise.all([cancel(id), cancel(id)]);
    for (const res of answers) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json()).toEqual(conflict(T.noPaymentWaiting));
      else expect(res.json()).toMatchObject({ completion_status: 'failed' });
    }
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    expect(await madeRows(t)).toEqual(before);
    expect(await sessionHold(t, id)).toHaveLength(1);
  });

  it('leaving after the payer approved at the bank keeps the booking: 409, it is complete', async () => {
    const { id, body, secret } = await awaiting(27);
    expect(await authenticateTestCharge(t.database.db, refOf(secret), 'approve')).toBe(true);
    const res = await t.api.post(sessionUrl(id, 'abandon'), {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(conflict(T.sessionCompleted));
    expect(await eventState(t, body.event_id)).toMatchObject({ event: { status: 'CONFIRMED' } });
  });

  it('leaving the wizard while the payer confirms cancels the charge first, then abandons', async () => {
    const { id, before } = await awaiting(23);
    const res = await t.api.post(sessionUrl(id, 'abandon'), { reason: 'changed my mind' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ session_id: id, is_abandoned: true });
    expect(await madeRows(t)).toEqual(before);
    expect(await sessionHold(t, id)).toEqual([]);
  });

  it('nothing waiting: 409; no such session: 404; the failure is the gateway’s own words', async () => {
    const ip = '10.30.24.1';
    const id = await startBooking(t, wedding, ip);
    expect((await cancel(id)).json()).toEqual(conflict(T.noPaymentWaiting));
    const missing = await cancel(`bks_${'0'.repeat(64)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: T.sessionNotFound, code: 'not_found' });

    // A cancelled charge is cancelled at the gateway too: the payer's bank can no longer approve it.
    const { id: waiting, secret } = await awaiting(25);
    await cancel(waiting);
    const [ledger] = await t.database.db
      .select({ status: testGatewayCharges.status })
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.ref, refOf(secret)));
    expect(ledger).toEqual({ status: 'canceled' });
  });
});
