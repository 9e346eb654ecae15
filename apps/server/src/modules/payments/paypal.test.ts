import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { startPaypalFake, type TPaypalFake, type TPaypalWebhook } from '../../../test/paypal-fake';
import { issueInvoice, payCall } from '../../../test/payments-helpers';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/** PayPal end to end through the API, the adapter and the official SDK, against the local fake. */
let fake: TPaypalFake;
let t: TTestApp;
let token: string;
let staff: string;
let eventId: number;
beforeAll(async () => {
  fake = await startPaypalFake();
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
const pay = (invoiceId: number) => payCall(t, `/api/payments/client/invoices/${invoiceId}/pay/`, { gateway_code: 'paypal', payment_type: 'FULL' }, token);
const confirm = (paymentId: number) => t.api.post(`/api/payments/client/confirm-payment-intent/${paymentId}/`, {}, { token });
const invoice = async (id: number) => (await t.api.get(`/api/payments/client/invoices/${id}/`, { token })).json();
const deliver = (hook: Pick<TPaypalWebhook, 'body' | 'headers'>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhooks/paypal/', headers: hook.headers, payload: hook.body });
const orderIdOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token')!;
const timelineFor = async (number: string) =>
  (
    await queryRows<{ description: string }>(t, sql`select description from event_timeline where event_id = ${eventId} and action_type = 'PAYMENT_RECEIVED'`)
  ).filter((r) => r.description.includes(number));

/** Pays an invoice with PayPal: the payer is sent to PayPal's page; answers the payment and the order id. */
async function startPaying(amount?: string) {
  const inv = await fresh(amount);
  const res = await pay(inv.id);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { inv, payment: body.payment as { id: number; payment_number: string }, orderId: orderIdOf(body.next_action.url), body };
}

describe('the PayPal gateway', () => {
  it('is listed with the redirect flow when its keys are set, and not without them', async () => {
    const list = (await t.api.get('/api/payments/gateways/')).json() as { code: string }[];
    expect(list.find((g) => g.code === 'paypal')).toMatchObject({
      name: 'PayPal',
      method_type: 'DIGITAL_WALLET',
      flow: 'redirect',
      is_test: false,
      public_config: { environment: 'sandbox', supports_refunds: true, supports_saved_methods: false },
    });
    // A real gateway is configured, so the built-in test gateway steps aside (PAYMENTS_TEST_GATEWAY=auto).
    expect(list.map((g) => g.code)).not.toContain('test');
    expect((await t.api.get('/api/payments/client/gateways/health/', { token })).json().gateways).toContainEqual({
      code: 'paypal',
      name: 'PayPal',
      ok: true,
      message: 'PayPal is answering (sandbox).',
    });

    const bare = await createTestApp();
    try {
      expect(((await bare.api.get('/api/payments/gateways/')).json() as { code: string }[]).map((g) => g.code)).not.toContain('paypal');
    } finally {
      await bare.close();
    }
  });
});

describe('paying with PayPal', () => {
  it('redirects to PayPal, and after the payer approves, confirming captures it and pays the invoice', async () => {
    const { inv, payment, orderId, body } = await startPaying(); // 10,000 + 12% = 11,200
    expect(body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect', url: `${fake.url}/checkoutnow?token=${orderId}` },
      payment: { status: 'PROCESSING', gateway_code: 'paypal', amount: '11200.00', is_test: false },
    });
    const order = fake.state.orders.get(orderId)!;
    expect(order.unit).toMatchObject({ reference_id: payment.payment_number, amount: { currency_code: 'PHP', value: '11200.00' } });
    expect(order.returnUrl).toBe(`http://portal.test/payments?payment=${payment.id}`);

    // Back before approving (or after cancelling): still waiting, the redirect still offered.
    expect((await confirm(payment.id)).json()).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect' } });

    fake.approve(orderId);
    const confirmed = await confirm(payment.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      payment: { status: 'COMPLETED', receipt_number: expect.stringMatching(/^OR-/) },
      invoice: { paid_amount: '11200.00', remaining_amount: '0.00', payment_status: 'FULLY_PAID' },
    });
    expect(fake.state.orders.get(orderId)!.status).toBe('COMPLETED');
    expect((await t.drainMail()).at(-1)).toMatchObject({ to: DEMO_EMAIL, subject: expect.stringContaining('Payment received') });
    // Confirming again reads; it does not capture twice.
    expect((await confirm(payment.id)).json().payment.status).toBe('COMPLETED');
    expect([...fake.state.captures.values()].filter((c) => c.orderId === orderId)).toHaveLength(1);
    expect(await invoice(inv.id)).toMatchObject({ payment_status: 'FULLY_PAID' });
  });

  it('a capture PayPal declines fails the payment in words and frees the balance', async () => {
    const { inv, payment, orderId } = await startPaying();
    fake.decline(orderId);
    const confirmed = await confirm(payment.id);
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toMatchObject({ code: 'declined', detail: 'PayPal declined the payment. Please try another payment method.' });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '0.00', payment_options: { in_flight_amount: '0.00' } });
  });

  it('a capture held for review: confirming answers processing and offers no more redirect', async () => {
    const { payment, orderId } = await startPaying();
    fake.approve(orderId, 'PENDING');
    expect((await confirm(payment.id)).json()).toMatchObject({ status: 'processing', next_action: null, payment: { status: 'PROCESSING' } });
  });

  it('PayPal down when paying: 502, nothing charged, the balance free again', async () => {
    const inv = await fresh();
    fake.setFailure('error');
    try {
      const res = await pay(inv.id);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      fake.setFailure('none');
    }
    expect((await invoice(inv.id)).payment_options.in_flight_amount).toBe('0.00');
  });

  it('the venue refunds part of a PayPal payment through the capture', async () => {
    const { payment, orderId } = await startPaying('1000.00'); // 1,120
    fake.approve(orderId);
    await confirm(payment.id);
    const refund = await t.api.post(`/api/staff/payments/${payment.id}/refund/`, { amount: '120.00', reason: 'Unused hour' }, { token: staff });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ status: 'SUCCEEDED', amount: '120.00' });
    const capture = [...fake.state.captures.values()].find((c) => c.orderId === orderId)!;
    expect(capture).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundIds: [expect.any(String)] });
  });
});

describe('PayPal webhooks', () => {
  it('an approved order’s webhook captures it, so the payment completes without the payer coming back', async () => {
    const { payment, orderId } = await startPaying();
    fake.approve(orderId);
    const res = await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', orderId));
    expect([res.statusCode, res.json()]).toEqual([200, { received: true, duplicate: false }]);
    expect(fake.state.orders.get(orderId)!.status).toBe('COMPLETED');
    expect((await confirm(payment.id)).json()).toMatchObject({ status: 'succeeded', payment: { status: 'COMPLETED' } });
  });

  it('PAYMENT.CAPTURE.COMPLETED delivered twice completes the payment once', async () => {
    const { inv, payment, orderId } = await startPaying();
    // The capture is held for review: the payment stays processing until PayPal's webhook settles it.
    fake.approve(orderId, 'PENDING');
    expect((await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', orderId))).statusCode).toBe(200);
    const [row] = await queryRows<{ status: string; redirect_url: string | null }>(t, sql`select status, redirect_url from payments where id = ${payment.id}`);
    expect(row).toEqual({ status: 'PROCESSING', redirect_url: null });
    await t.drainMail();
    const mailsBefore = t.mails.length;

    fake.settleCapture(orderId);
    const hook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    const first = await deliver(hook);
    const second = await deliver(hook);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, duplicate: false }]);
    expect([second.statusCode, second.json()]).toEqual([200, { received: true, duplicate: true }]);

    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '11200.00', payment_status: 'FULLY_PAID' });
    expect(await timelineFor(payment.payment_number)).toHaveLength(1);
    const receipts = (await t.drainMail()).slice(mailsBefore).filter((m) => m.subject.includes('Payment received'));
    expect(receipts).toHaveLength(1);
    const rows = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from webhook_events where gateway_code = 'paypal' and event_id = ${hook.eventId}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a webhook that fails verification is refused with 400 and changes nothing; unverifiable while PayPal is down is 503', async () => {
    const { payment, orderId } = await startPaying();
    fake.approve(orderId);
    const hook = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId);
    const tampered = await deliver({ ...hook, body: hook.body.replace('"APPROVED"', '"COMPLETED"') });
    expect([tampered.statusCode, tampered.json().detail]).toEqual([400, 'Invalid webhook signature.']);
    const forged = await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, 'WH-SOMEONE-ELSES'));
    expect(forged.statusCode).toBe(400);
    expect((await deliver({ ...hook, headers: { ...hook.headers, 'paypal-transmission-sig': '' } })).statusCode).toBe(400);

    fake.setFailure('error');
    try {
      expect((await deliver(hook)).statusCode).toBe(503);
    } finally {
      fake.setFailure('none');
    }
    const rows = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from webhook_events where event_id = ${hook.eventId}`);
    expect(rows[0]!.n).toBe(0);
    expect(fake.state.orders.get(orderId)!.status).toBe('APPROVED');
    expect((await t.api.get(`/api/payments/client/payments/${payment.id}/`, { token })).json().status).toBe('PROCESSING');
  });
});
