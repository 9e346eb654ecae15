import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, type TTestApp } from '../../../test/test-app';
import { issueInvoice, moneyTrail, payCall, postWebhook, providerRefOf } from '../../../test/payments-helpers';
import { startPaymongoFake, type TPaymongoFake } from '../../../test/paymongo-fake';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/** GCash and Maya through PayMongo, end to end: the real server and adapters against the local PayMongo fake. */
let t: TTestApp;
let fake: TPaymongoFake;
let token: string;
let staff: string;
let eventId: number;
beforeAll(async () => {
  fake = await startPaymongoFake();
  t = await createTestApp({ env: fake.env });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const fresh = (amount = '10000.00') => issueInvoice(t, staff, eventId, [{ description: 'Extra hours', quantity: '1', unit_price: amount }]);
const invoice = async (id: number) => (await t.api.get(`/api/payments/client/invoices/${id}/`, { token })).json();
const payment = async (id: number) => (await t.api.get(`/api/payments/client/payments/${id}/`, { token })).json();
const confirm = (paymentId: number) => t.api.post(`/api/payments/client/confirm-payment-intent/${paymentId}/`, {}, { token });
const paymongo = (webhook: { body: string; headers: Record<string, string> }) => postWebhook(t, 'paymongo', webhook.body, webhook.headers);

/** Starts a wallet payment of an invoice: the payer is now at the wallet's page. */
async function atTheWallet(wallet: 'gcash' | 'paymaya', body: Record<string, unknown> = {}) {
  const inv = await fresh();
  const res = await payCall(t, `/api/payments/client/invoices/${inv.id}/pay/`, { gateway_code: wallet, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  const paymentId: number = res.json().payment.id;
  return { inv, res, paymentId, intentId: await providerRefOf(t, paymentId) };
}

describe('paying with GCash through PayMongo', () => {
  it('sends the payer to the wallet; the paid webhook completes the payment once, a repeat changes nothing', async () => {
    const { inv, res, paymentId, intentId } = await atTheWallet('gcash');
    expect(res.json()).toMatchObject({
      status: 'requires_action',
      payment: { status: 'PROCESSING', gateway_code: 'gcash', payment_method_details: { type: 'DIGITAL_WALLET' } },
      next_action: { type: 'redirect', url: `${fake.url}/redirect/${intentId}` },
    });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '0.00', payment_options: { in_flight_amount: '11200.00' } });
    // What PayMongo was asked: an intent for the amount in centavos, allowing GCash only, returning to the portal.
    const attach = fake.state.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/attach`)!;
    expect(attach.attributes).toMatchObject({ return_url: `http://portal.test/payments?payment=${paymentId}` });
    expect(fake.state.intents.get(intentId)).toMatchObject({ amount: 1120000, allowed: ['gcash'] });

    const before = await moneyTrail(t, inv.id);
    const webhook = fake.pay(intentId);
    const first = await paymongo(webhook);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await payment(paymentId)).toMatchObject({ status: 'COMPLETED', receipt_number: expect.stringMatching(/^OR-/) });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00', payment_status: 'FULLY_PAID', payment_options: { in_flight_amount: '0.00' } });
    const paid = await moneyTrail(t, inv.id);
    expect(paid).toEqual({ ...before, completed: 1, timeline: before.timeline + 1, mails: before.mails + 1 });
    expect((await t.drainMail()).at(-1)).toMatchObject({ to: DEMO_EMAIL, subject: `Payment received: ${(await payment(paymentId)).payment_number}` });

    expect((await paymongo(webhook)).json()).toEqual({ received: true, duplicate: true });
    expect(await moneyTrail(t, inv.id)).toEqual(paid);
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00' });
  });

  it('a failed wallet payment fails with PayMongo’s message and frees the balance', async () => {
    const { inv, paymentId, intentId } = await atTheWallet('gcash');
    const res = await paymongo(fake.fail(intentId, 'The GCash account has insufficient balance.', 'insufficient_funds'));
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await payment(paymentId)).toMatchObject({ status: 'FAILED', failure_message: 'The GCash account has insufficient balance.' });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '0.00', remaining_amount: '11200.00', payment_options: { in_flight_amount: '0.00' } });
    // The payer coming back learns why.
    const back = await confirm(paymentId);
    expect(back.statusCode).toBe(402);
    expect(back.json()).toMatchObject({ code: 'declined', detail: 'The GCash account has insufficient balance.' });
  });

  it('the payer comes back before the webhook: confirm asks PayMongo and records it; the late webhook adds nothing', async () => {
    const { inv, paymentId, intentId } = await atTheWallet('gcash');
    // Back before paying: still waiting at the wallet.
    expect((await confirm(paymentId)).json()).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect' } });
    const before = await moneyTrail(t, inv.id);
    const webhook = fake.pay(intentId);
    const back = await confirm(paymentId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'succeeded', payment: { status: 'COMPLETED' }, invoice: { payment_status: 'FULLY_PAID' } });
    const paid = await moneyTrail(t, inv.id);
    expect(paid).toEqual({ ...before, completed: 1, timeline: before.timeline + 1, mails: before.mails + 1 });

    expect((await paymongo(webhook)).statusCode).toBe(200);
    expect((await confirm(paymentId)).json().status).toBe('succeeded');
    expect(await moneyTrail(t, inv.id)).toEqual(paid);
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00' });
  });

  it('the payer comes back after the webhook settled it: succeeded, no second receipt', async () => {
    const { inv, paymentId, intentId } = await atTheWallet('gcash');
    await paymongo(fake.pay(intentId));
    const paid = await moneyTrail(t, inv.id);
    const requests = fake.state.requests.length;
    const back = await confirm(paymentId);
    expect(back.json()).toMatchObject({ status: 'succeeded', payment: { status: 'COMPLETED' } });
    expect(fake.state.requests.length).toBe(requests); // nothing left to ask PayMongo
    expect(await moneyTrail(t, inv.id)).toEqual(paid);
  });

  it('refuses a webhook whose body or signature was tampered with', async () => {
    const { paymentId, intentId } = await atTheWallet('gcash');
    const webhook = fake.pay(intentId);
    const tampered = await paymongo({ ...webhook, body: webhook.body.replace('"amount":1120000', '"amount":100') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().detail).toBe('Invalid webhook signature.');
    const unsigned = await paymongo({ body: webhook.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await payment(paymentId)).status).toBe('PROCESSING');
    // The genuine delivery still goes through afterwards.
    expect((await paymongo(webhook)).json()).toEqual({ received: true, duplicate: false });
    expect((await payment(paymentId)).status).toBe('COMPLETED');
  });
});

describe('paying with Maya through PayMongo', () => {
  it('works the same way: redirect, paid webhook, completed', async () => {
    const { inv, res, paymentId, intentId } = await atTheWallet('paymaya', { payment_type: 'DEPOSIT' });
    expect(res.json()).toMatchObject({
      status: 'requires_action',
      payment: { gateway_code: 'paymaya', amount: '3360.00' },
      next_action: { type: 'redirect', url: `${fake.url}/redirect/${intentId}` },
    });
    expect(fake.state.intents.get(intentId)).toMatchObject({ amount: 336000, allowed: ['paymaya'] });
    expect((await paymongo(fake.pay(intentId))).json()).toEqual({ received: true, duplicate: false });
    expect(await payment(paymentId)).toMatchObject({ status: 'COMPLETED' });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '3360.00', remaining_amount: '7840.00', payment_status: 'PARTIALLY_PAID' });
  });
});
