import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDay, venueDay } from '@venue/shared/dates';
import { formatMoney } from '@venue/shared/money';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { newestNotification } from '../../../test/notifications-helpers';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let token: string;
let other: string;
let staff: string;
let admin: string;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  other = (await registerClient(t, 'other-payer@example.test')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
});
afterAll(() => t.close());

const fresh = (amount = '10000.00') => issueInvoice(t, staff, eventId, [{ description: 'Extra hours', quantity: '1', unit_price: amount }]);
const pay = (invoiceId: number, body: Record<string, unknown>, key?: string, as = token) =>
  payCall(t, `/api/payments/client/invoices/${invoiceId}/pay/`, body, as, key);
/** As a client that sends no Idempotency-Key (the spec's calls carry none). */
const payWithoutKey = (invoiceId: number, body: Record<string, unknown>) => t.api.post(`/api/payments/client/invoices/${invoiceId}/pay/`, body, { token });
const invoice = async (id: number) => (await t.api.get(`/api/payments/client/invoices/${id}/`, { token })).json();

describe('paying an invoice with the test gateway', () => {
  it('pays in full: the payment completes with a receipt, the invoice is paid, the timeline and the mail say so', async () => {
    const inv = await fresh(); // 10,000 + 12% = 11,200
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'succeeded',
      message: 'Payment Successful!',
      payment: {
        amount: '11200.00',
        status: 'COMPLETED',
        is_test: true,
        gateway_code: 'test',
        payment_type: 'FULL',
        payment_method_details: { last_four: '4242' },
      },
      invoice: { paid_amount: '11200.00', remaining_amount: '0.00', payment_status: 'FULLY_PAID' },
      next_action: null,
    });
    expect(body.payment.receipt_number).toMatch(/^OR-\d{4}-\d{6}$/);
    expect((await invoice(inv.id)).related_payments).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: '11200.00', is_test: true })]);
    const mails = await t.drainMail();
    expect(mails.at(-1)).toMatchObject({ to: DEMO_EMAIL, subject: expect.stringContaining('[TEST] Payment received') });
    // The e-mail was queued before the number was taken: the number is where its mark was.
    expect(mails.at(-1)?.text).toContain(`Your official receipt number is ${body.payment.receipt_number}.`);
    expect(mails.at(-1)?.html).toContain(`Your official receipt number is ${body.payment.receipt_number}.`);
    const timeline = await queryRows<{ description: string }>(
      t,
      sql`select description from event_timeline where event_id = ${eventId} and action_type = 'PAYMENT_RECEIVED'`,
    );
    // As a person reads it: the amount in pesos with its separators, never "PHP 1234.50".
    const peso = formatMoney(body.payment.amount, 'PHP', { decimalPlaces: 2 });
    expect(timeline.map((r) => r.description)).toContainEqual(
      expect.stringMatching(new RegExp(`^Payment ${body.payment.payment_number} of ${peso.replace(/[.]/g, '\\.')} received`)),
    );
    // Nothing remains: a second pay call is refused with the spec's text.
    const again = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t) });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This invoice has been paid in full.');
  });

  it('pays the deposit, then hides it; a custom amount follows the limits', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Extra hours', quantity: '1', unit_price: '100000.00' }], '2027-03-15'); // 112,000; deposit 30% = 33,600
    expect((await invoice(inv.id)).payment_options).toMatchObject({ deposit_offered: true, deposit_amount: '33600.00', minimum_charge: '29.00' });
    const dep = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'DEPOSIT' });
    expect(dep.json().payment).toMatchObject({ amount: '33600.00', description: 'Deposit (30%)' });
    expect((await invoice(inv.id)).payment_options.deposit_offered).toBe(false);
    // The receipt e-mail says what is left and by when, as the portal does.
    const receipt = (await t.drainMail()).find((m) => m.subject === `[TEST] Payment received: ${dep.json().payment.payment_number}`);
    expect(receipt?.text).toContain(`Balance on invoice ${inv.invoice_id}: ₱78,400.00, due by ${longDay('2027-03-15')}.`);
    const again = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'DEPOSIT' });
    expect(again.json()).toMatchObject({ errors: { payment_type: ['The deposit has already been paid. Choose the full balance or a custom amount.'] } });

    const custom = (amount: string) => pay(inv.id, { gateway_code: 'test', payment_method_token: 'tok_unused', payment_type: 'CUSTOM', amount });
    expect((await custom('28.99')).json().errors.amount).toEqual(['Minimum payment is ₱29.00']);
    expect((await custom('78400.01')).json().errors.amount).toEqual(['Amount cannot exceed remaining balance of ₱78,400.00']);
    expect((await custom('78380')).json().errors.amount).toEqual(['Please pay the full balance of ₱78,400.00 or leave at least ₱29.00 remaining.']);
    expect((await custom('-5')).json().errors.amount).toEqual(['Please enter a valid amount']);
    const ok = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'CUSTOM', amount: '20000.50' });
    expect(ok.statusCode).toBe(201);
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '53600.50', remaining_amount: '58399.50', payment_progress: 47.8 });
  });

  it('a declined card answers 402 with the provider message and leaves the invoice as it was', async () => {
    const inv = await fresh();
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000000000000002') });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: 'Your card was declined.', code: 'declined', errors: { payment_method: ['Your card was declined.'] } });
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '0.00', remaining_amount: '11200.00', payment_options: { in_flight_amount: '0.00' } });
    const insufficient = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000000000009995') });
    expect(insufficient.json().detail).toBe('Your card has insufficient funds.');
  });

  it('a gateway that does not answer: 502, nothing charged, the balance free again', async () => {
    const inv = await fresh();
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000000000000119') });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'unavailable', detail: 'The payment gateway did not answer. Nothing was charged; please try again.' });
    expect((await invoice(inv.id)).payment_options.in_flight_amount).toBe('0.00');
  });

  it('the extra confirmation step: requires_action, the payer approves, confirm records the payment', async () => {
    const inv = await fresh();
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'requires_action', next_action: { type: 'confirm_card', gateway_code: 'test' } });
    expect((await invoice(inv.id)).payment_options.in_flight_amount).toBe('11200.00');
    // While it waits, its amount is held: another FULL payment cannot take the same balance.
    expect((await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t) })).statusCode).toBe(409);
    const ref = body.next_action.client_secret.replace(/_secret$/, '');
    expect((await t.api.post(`/api/payments/test-gateway/authenticate/${ref}/`, { outcome: 'approve' })).statusCode).toBe(200);
    const confirmed = await t.api.post(`/api/payments/client/confirm-payment-intent/${body.payment.id}/`, {}, { token });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', payment: { status: 'COMPLETED' }, invoice: { payment_status: 'FULLY_PAID' } });
    // Confirming again changes nothing.
    expect((await t.api.post(`/api/payments/client/confirm-payment-intent/${body.payment.id}/`, {}, { token })).json().payment.status).toBe('COMPLETED');
    expect((await t.api.post(`/api/payments/client/confirm-payment-intent/${body.payment.id}/`, {}, { token: other })).statusCode).toBe(404);
  });

  it('a failed confirmation step fails the payment and frees the balance', async () => {
    const inv = await fresh();
    const body = (await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155') })).json();
    await t.api.post(`/api/payments/test-gateway/authenticate/${body.next_action.client_secret.replace(/_secret$/, '')}/`, { outcome: 'fail' });
    const confirmed = await t.api.post(`/api/payments/client/confirm-payment-intent/${body.payment.id}/`, {}, { token });
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json().code).toBe('declined');
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '0.00', payment_options: { in_flight_amount: '0.00' } });
  });

  it('an unfinished payment can be cancelled by its payer or the venue, so the invoice can be paid again at once', async () => {
    const inv = await fresh();
    const body = (await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155') })).json();
    const id = body.payment.id;
    expect((await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t) })).statusCode).toBe(409);
    expect((await t.api.post(`/api/payments/client/payments/${id}/cancel/`, {}, { token: other })).json()).toMatchObject({ detail: 'Payment not found.' });
    expect((await t.api.post(`/api/payments/client/payments/${id}/cancel/`, {})).statusCode).toBe(401);
    expect((await t.api.post(`/api/staff/payments/${id}/cancel/`, {}, { token })).statusCode).toBe(403);

    const cancelled = await t.api.post(`/api/payments/client/payments/${id}/cancel/`, {}, { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'FAILED', failure_message: 'The payment was canceled.' });
    expect((await invoice(inv.id)).payment_options.in_flight_amount).toBe('0.00');
    // Cancelled at the gateway too: a late approval of the bank's step cannot take the money.
    const ref = body.next_action.client_secret.replace(/_secret$/, '');
    await t.api.post(`/api/payments/test-gateway/authenticate/${ref}/`, { outcome: 'approve' });
    expect((await t.api.post(`/api/payments/client/confirm-payment-intent/${id}/`, {}, { token })).statusCode).toBe(402);
    expect((await t.api.post(`/api/payments/client/payments/${id}/cancel/`, {}, { token })).json()).toMatchObject({
      detail: 'Only a payment still waiting to be completed can be cancelled.',
      code: 'conflict',
    });
    // Paid again at once, and the venue can cancel a client's unfinished attempt too.
    const again = (await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155') })).json();
    const byVenue = await t.api.post(`/api/staff/payments/${again.payment.id}/cancel/`, {}, { token: staff });
    expect(byVenue.json()).toMatchObject({ status: 'FAILED' });
    // Per role: the client's call is the payer's own (staff use the venue's), and an admin cancels as staff do.
    const third = (await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155') })).json();
    expect((await t.api.post(`/api/payments/client/payments/${third.payment.id}/cancel/`, {}, { token: staff })).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/payments/${third.payment.id}/cancel/`, {}, { token: admin })).json()).toMatchObject({ status: 'FAILED' });
    expect((await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t) })).statusCode).toBe(201);
  });

  it('saves the card when asked, then pays with the saved method', async () => {
    const inv = await fresh('1000.00'); // 1,120
    const first = await pay(inv.id, {
      gateway_code: 'test',
      payment_method_token: await testCardToken(t, '5555555555554444'),
      save_payment_method: true,
      payment_type: 'CUSTOM',
      amount: '500',
    });
    expect(first.json().saved_payment_method).toMatchObject({
      type: 'CREDIT_CARD',
      last_four: '4444',
      card_brand: 'mastercard',
      is_test: true,
      gateway: 'test',
    });
    const methodId = first.json().saved_payment_method.id;
    const second = await pay(inv.id, { payment_method: methodId });
    expect(second.json()).toMatchObject({ status: 'succeeded', payment: { amount: '620.00' }, invoice: { payment_status: 'FULLY_PAID' } });
    // Another client cannot pay with it, and cannot pay this invoice.
    expect((await pay(inv.id, { payment_method: methodId }, undefined, other)).statusCode).toBe(404);
  });

  it('bank transfer: a pending payment with the instructions, completed when the venue records it', async () => {
    const inv = await fresh();
    const res = await pay(inv.id, { gateway_code: 'bank_transfer', payment_type: 'FULL' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      next_action: { type: 'instructions', text: expect.stringContaining('BPI') },
      payment: { status: 'PENDING', is_test: false },
    });
    expect((await t.drainMail()).at(-1)!.subject).toContain('How to complete payment');
    const id = res.json().payment.id;
    // The venue's team is told to look out for the money.
    expect(await newestNotification(t, staff)).toMatchObject({
      type: 'payment',
      title: `Maria Santos will pay ₱${Number(inv.total_amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} offline`,
      body: expect.stringContaining(`Payment ${res.json().payment.payment_number} for invoice ${inv.invoice_id}`),
    });
    expect((await t.api.post(`/api/staff/payments/${id}/record/`, { note: 'BPI deposit slip 889' }, { token })).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/payments/${id}/record/`, { note: 'BPI deposit slip 889' }, { token: staff })).statusCode).toBe(200);
    expect(await invoice(inv.id)).toMatchObject({ payment_status: 'FULLY_PAID' });
    expect((await t.api.post(`/api/staff/payments/${id}/record/`, {}, { token: staff })).statusCode).toBe(409);
    // The venue's money writes are audited like every staff write.
    const audit = await queryRows<{ action: string; object_id: string }>(
      t,
      sql`select action, object_id from audit_log where action in ('payment.record', 'invoice.issue')`,
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'payment.record', object_id: String(id) },
        { action: 'invoice.issue', object_id: String(inv.id) },
      ]),
    );
  });

  it('asks for what it needs: a method, a card, a well-formed key when one is sent', async () => {
    const inv = await fresh();
    // Without a key the call is read like any other (no key is required: the spec's calls send none).
    const noKey = await payWithoutKey(inv.id, { gateway_code: 'test' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toEqual({
      detail: 'Card information not found. Please refresh and try again.',
      code: 'invalid',
      errors: { payment_method_token: ['Card information not found. Please refresh and try again.'] },
    });
    for (const bad of ['', 'a b', 'x'.repeat(256)]) {
      const res = await pay(inv.id, { gateway_code: 'test' }, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail: 'The Idempotency-Key header must be 1 to 255 visible characters.',
        errors: { idempotency_key: ['Invalid key.'] },
      });
    }
    expect((await pay(inv.id, {})).json()).toMatchObject({ errors: { payment_method: ['Please select a payment method'] } });
    expect((await pay(inv.id, { gateway_code: 'test' })).json().detail).toBe('Card information not found. Please refresh and try again.');
    expect((await pay(inv.id, { gateway_code: 'stripe', payment_method_token: 'pm_x' })).json().detail).toBe('Please select a payment gateway');
    const stranger = await pay(inv.id, { gateway_code: 'test' }, undefined, other);
    expect(stranger.statusCode, stranger.body).toBe(404);
    const guest = await t.api.post(`/api/payments/client/invoices/${inv.id}/pay/`, { gateway_code: 'test' }, { headers: { 'idempotency-key': 'k' } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('exactly once', () => {
  it('20 parallel calls with one key charge once and all get the first answer', async () => {
    const inv = await fresh();
    const card = await testCardToken(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(inv.id, { gateway_code: 'test', payment_method_token: card }, key)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.json().payment.id)).size).toBe(1);
    const rows = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from payments where invoice_id = ${inv.id}`);
    expect(rows[0]!.n).toBe(1);
    // The same key with another body is refused rather than answered with the wrong payment.
    expect((await pay(inv.id, { gateway_code: 'test', payment_method_token: card, payment_type: 'DEPOSIT' }, key)).statusCode).toBe(422);
  });

  it('20 parallel calls with different keys for more than the balance charge only up to it', async () => {
    const inv = await fresh('5000.00'); // 5,600
    const card = await testCardToken(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(inv.id, { gateway_code: 'test', payment_method_token: card, payment_type: 'CUSTOM', amount: '1000' })),
    );
    const paid = answers.filter((a) => a.statusCode === 201);
    expect(paid.length).toBe(5); // 5 x 1,000 leaves 600 (above the minimum); a sixth would exceed what is left
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => [400, 409].includes(a.statusCode))).toBe(true);
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '5000.00', remaining_amount: '600.00' });
  });
});

describe('without an Idempotency-Key', () => {
  it('a charge succeeds with the same answer as with a key; a repeat is a new request, refused once nothing is left', async () => {
    const inv = await fresh(); // 11,200
    const res = await payWithoutKey(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      message: 'Payment Successful!',
      payment: { amount: '11200.00', status: 'COMPLETED', payment_type: 'FULL' },
      invoice: { paid_amount: '11200.00', remaining_amount: '0.00', payment_status: 'FULLY_PAID' },
      next_action: null,
    });
    const again = await payWithoutKey(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: 'This invoice has been paid in full.',
      errors: { non_field_errors: ['This invoice has been paid in full.'] },
    });
    const rows = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from payments where invoice_id = ${inv.id}`);
    expect(rows[0]!.n).toBe(1);
    // Nothing was stored under a key: no key means no replay table entry.
    const keys = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from idempotency_keys where scope = ${`invoice-pay:${inv.id}`}`);
    expect(keys[0]!.n).toBe(0);
  });

  it('two FULL charges at once for one balance: one charges it, the other is told a payment is in progress', async () => {
    const inv = await fresh('3000.00'); // 3,360
    const card = await testCardToken(t);
    const answers = await Promise.all([1, 2].map(() => payWithoutKey(inv.id, { gateway_code: 'test', payment_method_token: card, payment_type: 'FULL' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect([
      [201, 400],
      [201, 409],
    ]).toContainEqual(statuses); // 409 while the other is charging, 400 "paid in full" once it has landed
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '3360.00', remaining_amount: '0.00' });
  });

  it('20 parallel calls for more than the balance charge only up to it', async () => {
    const inv = await fresh('5000.00'); // 5,600
    const card = await testCardToken(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payWithoutKey(inv.id, { gateway_code: 'test', payment_method_token: card, payment_type: 'CUSTOM', amount: '1000' })),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(5);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => [400, 409].includes(a.statusCode))).toBe(true);
    expect(await invoice(inv.id)).toMatchObject({ paid_amount: '5000.00', remaining_amount: '600.00', payment_options: { in_flight_amount: '0.00' } });
  });

  it('a payment intent without a key holds the balance: a second one for the same balance is refused', async () => {
    const inv = await fresh();
    const ask = () => t.api.post('/api/payments/client/create-payment-intent/', { invoice_id: inv.id, gateway_code: 'test', payment_type: 'FULL' }, { token });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ provider: 'test', amount: '11200.00', client_secret: expect.stringMatching(/^tpi_\w+_secret$/) });
    const second = await ask();
    expect(second.statusCode).toBe(409);
    expect((await invoice(inv.id)).payment_options.in_flight_amount).toBe('11200.00');
  });
});

describe('payment intents (the browser confirms with its card)', () => {
  it('creates an intent holding the amount, confirmed with the card, recorded by confirm-payment-intent', async () => {
    const inv = await fresh();
    const res = await payCall(t, '/api/payments/client/create-payment-intent/', { invoice_id: inv.id, gateway_code: 'test', payment_type: 'FULL' }, token);
    expect(res.statusCode).toBe(201);
    const intent = res.json();
    expect(intent).toMatchObject({ provider: 'test', amount: '11200.00', currency: 'PHP', client_secret: expect.stringMatching(/^tpi_\w+_secret$/) });
    expect(
      (await t.api.post(`/api/payments/test-gateway/confirm/${intent.payment_intent_id}/`, { payment_method_token: await testCardToken(t) })).json(),
    ).toEqual({ status: 'succeeded' });
    expect((await t.api.post(`/api/payments/client/confirm-payment-intent/${intent.payment_id}/`, {}, { token })).json().status).toBe('succeeded');
    expect((await invoice(inv.id)).payment_status).toBe('FULLY_PAID');
  });
});
