import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, payWith, sessionUrl, startBooking } from '../../../test/booking-helpers';
import { ageCharge, bookingMails, eventState, madeRows, sessionHold, timesUsed } from '../../../test/awaiting-booking-helpers';
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
