import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { addDays, venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { newestNotification } from '../../../test/notifications-helpers';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/**
 * The venue's "Payments to confirm": bank transfers and payments at the venue a client announced (in the portal or
 * the booking wizard), recorded as received (with the amount, day, reference and a proof) or rejected with a reason.
 */
let t: TTestApp;
let client: string;
let staff: string;
let admin: string;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token: client })).json().results[0].id;
});
afterAll(() => t.close());

/** The client announces a bank transfer (or pays at the venue) of a fresh invoice's full amount. */
async function announced(gateway: 'bank_transfer' | 'manual' = 'bank_transfer', amount = '10000.00') {
  const inv = await issueInvoice(t, staff, eventId, [{ description: 'Extra hours', quantity: '1', unit_price: amount }]);
  const res = await payCall(t, `/api/payments/client/invoices/${inv.id}/pay/`, { gateway_code: gateway, payment_type: 'FULL' }, client);
  expect(res.statusCode, res.body).toBe(200);
  return { invoice: inv, payment: res.json().payment as { id: number; payment_number: string; amount: string } };
}
const toConfirm = (token = staff) => t.api.get('/api/staff/payments/to-confirm/', { token });
const record = (id: number, body: Record<string, unknown>, token = staff) => t.api.post(`/api/staff/payments/${id}/record/`, body, { token });
const reject = (id: number, body: Record<string, unknown>, token = staff) => t.api.post(`/api/staff/payments/${id}/reject/`, body, { token });
const paymentOf = async (id: number) => (await t.api.get(`/api/payments/client/payments/${id}/`, { token: client })).json();
const invoiceOf = async (id: number) => (await t.api.get(`/api/payments/client/invoices/${id}/`, { token: client })).json();

function recordForm(id: number, fields: Record<string, string>, file?: { name: string; data: Buffer }, token = staff) {
  const boundary = '----venue-record';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/payments/${id}/record/`,
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

describe('who may see and confirm announced payments', () => {
  it('guests are asked to sign in, clients are refused, staff and admins are served', async () => {
    const { payment } = await announced();
    expect((await t.api.get('/api/staff/payments/to-confirm/')).statusCode).toBe(401);
    expect((await toConfirm(client)).statusCode).toBe(403);
    expect((await toConfirm(staff)).statusCode).toBe(200);
    expect((await toConfirm(admin)).statusCode).toBe(200);
    expect((await t.api.post(`/api/staff/payments/${payment.id}/record/`, {})).statusCode).toBe(401);
    expect((await record(payment.id, {}, client)).statusCode).toBe(403);
    expect((await reject(payment.id, { reason: 'x' }, client)).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/payments/${payment.id}/reject/`, { reason: 'x' })).statusCode).toBe(401);
  });
});

describe('how to pay a payment left to pay offline', () => {
  it('is read by any signed-in person (the portal shows it under a pending payment), not by a guest', async () => {
    const { bankTransferInstructions } = (
      await queryRows<{ bankTransferInstructions: string }>(
        t,
        sql`select bank_transfer_instructions as "bankTransferInstructions" from payment_settings where id = 1`,
      )
    )[0]!;
    expect((await t.api.get('/api/payments/settings/')).statusCode).toBe(401);
    for (const token of [client, staff, admin]) {
      const res = await t.api.get('/api/payments/settings/', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ bank_transfer_instructions: bankTransferInstructions });
    }
  });
});

describe('the list of payments to confirm', () => {
  it('lists announced bank transfers and payments at the venue, newest first, with their event and client', async () => {
    const first = await announced('bank_transfer');
    const second = await announced('manual', '2500.00');
    const list = (await toConfirm()).json() as { id: number }[];
    expect(list.findIndex((p) => p.id === second.payment.id)).toBeLessThan(list.findIndex((p) => p.id === first.payment.id));
    expect(list.find((p) => p.id === second.payment.id)).toEqual({
      id: second.payment.id,
      payment_number: second.payment.payment_number,
      description: 'Payment in full',
      amount: '2800.00',
      currency: 'PHP',
      method_type: 'CASH',
      announced_at: expect.any(String),
      invoice_number: second.invoice.invoice_id,
      event_id: eventId,
      event_name: expect.any(String),
      event_start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      client: { id: expect.any(Number), name: 'Maria Santos', email: DEMO_EMAIL },
    });
    // Today carries the same list.
    const today = (await t.api.get('/api/staff/today/', { token: staff })).json();
    expect(today.payments_to_confirm.map((p: { id: number }) => p.id)).toEqual(list.slice(0, today.payments_to_confirm.length).map((p) => p.id));
  });
});

describe('recording an announced payment as received', () => {
  it('records a shortfall on its day with the bank reference and a proof: the rest stays due, the proof is the event’s', async () => {
    const { invoice, payment } = await announced(); // 11,200.00
    const yesterday = addDays(venueDay(), -1);
    const res = await recordForm(
      payment.id,
      { amount: '11000.00', received_on: yesterday, reference: 'BPI 889-2231', note: 'Short by 200: bank fee' },
      { name: 'deposit-slip.pdf', data: Buffer.from('%PDF-1.4\n% deposit slip\n') },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Payment recorded.' });
    const inv = await invoiceOf(invoice.id);
    expect(inv).toMatchObject({ paid_amount: '11000.00', remaining_amount: '200.00', payment_status: 'PARTIALLY_PAID' });
    expect(inv.related_payments).toEqual([expect.objectContaining({ id: payment.id, status: 'COMPLETED', amount: '11000.00' })]);
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'COMPLETED',
      amount: '11000.00',
      is_manual: true,
      receipt_number: expect.stringMatching(/^OR-/),
    });
    const [row] = await queryRows<{ paid_on: Date; notes: string }>(t, sql`select paid_on, notes from payments where id = ${payment.id}`);
    expect(venueDay(new Date(row!.paid_on))).toBe(yesterday);
    expect(row!.notes).toContain('Announced ₱11,200.00.');
    expect(row!.notes).toContain('Reference: BPI 889-2231');
    const docs = (await t.api.get(`/api/staff/events/${eventId}/documents/`, { token: staff })).json();
    expect(docs.map((d: { name: string }) => d.name)).toContain(`Proof of payment ${payment.payment_number}`);
    // Gone from the list; the client hears of it after the commit; the write is audited.
    expect(((await toConfirm()).json() as { id: number }[]).some((p) => p.id === payment.id)).toBe(false);
    expect((await t.drainMail()).at(-1)).toMatchObject({ to: DEMO_EMAIL, subject: `Payment received: ${payment.payment_number}` });
    const audit = await queryRows<{ action: string }>(
      t,
      sql`select action from audit_log where action = 'payment.record' and object_id = ${String(payment.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect((await record(payment.id, {})).json()).toMatchObject({ detail: 'Only a pending payment can be recorded as paid.' });
  });

  it('takes one bank reference for two payments (one transfer may cover both), and notes no shortfall for a whole amount', async () => {
    const first = await announced();
    const second = await announced();
    expect((await record(first.payment.id, { reference: 'BPI 77-1', amount: '11200' })).statusCode).toBe(200);
    expect((await record(second.payment.id, { reference: 'BPI 77-1' })).statusCode).toBe(200);
    const [row] = await queryRows<{ notes: string }>(t, sql`select notes from payments where id = ${first.payment.id}`);
    expect(row!.notes).not.toContain('Announced');
  });

  it('refuses what cannot be right, and leaves the payment pending', async () => {
    const { payment } = await announced();
    const tomorrow = addDays(venueDay(), 1);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ received_on: tomorrow }, 400, 'received_on', 'The date received cannot be in the future.'],
      [{ amount: '11200.01' }, 400, 'amount', 'The amount received must be more than ₱0.00 and at most the ₱11,200.00 announced.'],
      [{ amount: '0' }, 400, 'amount', 'The amount received must be more than ₱0.00 and at most the ₱11,200.00 announced.'],
      [{ amount: '1.234' }, 400, 'amount', 'The amount received must be an amount with at most 2 decimals'],
      [{ received_on: '2026-02-31' }, 400, 'received_on', 'The date received must be a date'],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await record(payment.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
    }
    const exe = await recordForm(payment.id, { reference: 'x' }, { name: 'slip.exe', data: Buffer.from('MZ\x90\x00') });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors.file).toBeDefined();
    expect((await record(999999, {})).statusCode).toBe(404);
    const [row] = await queryRows<{ status: string }>(t, sql`select status from payments where id = ${payment.id}`);
    expect(row!.status).toBe('PENDING');
  });
});

describe('rejecting an announced payment', () => {
  it('fails it with the reason, which the client reads in the portal, a notification and an e-mail', async () => {
    const { invoice, payment } = await announced();
    expect((await reject(payment.id, { reason: '  ' })).json()).toMatchObject({ errors: { reason: ['A reason is required'] } });
    const res = await reject(payment.id, { reason: 'No transfer reached our BPI account.' });
    expect(res.statusCode, res.body).toBe(200);
    const inv = await invoiceOf(invoice.id);
    expect(inv).toMatchObject({ paid_amount: '0.00', remaining_amount: '11200.00' });
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'FAILED',
      failure_message: 'Not confirmed by the venue: No transfer reached our BPI account.',
    });
    expect((await t.drainMail()).at(-1)).toMatchObject({ to: DEMO_EMAIL, subject: `We could not confirm payment ${payment.payment_number}` });
    expect(await newestNotification(t, client)).toMatchObject({ title: `Payment not confirmed: ${payment.payment_number}` });
    expect((await reject(payment.id, { reason: 'again' })).json()).toMatchObject({ detail: 'Only a pending payment can be rejected.' });
    const audit = await queryRows<{ action: string }>(
      t,
      sql`select action from audit_log where action = 'payment.reject' and object_id = ${String(payment.id)}`,
    );
    expect(audit).toHaveLength(1);
  });
});

describe('a booking paid by bank transfer in the wizard', () => {
  let wedding: TBookingFlow;
  beforeAll(async () => {
    wedding = await flowOf(t);
  });

  it('is reserved at once and confirmed when the venue records the transfer', async () => {
    const gateways = (await t.api.get(`/api/bookingflow/public/flows/${wedding.id}/payment_gateways/`)).json();
    const bank = gateways.available_gateways.find((g: { code: string }) => g.code === 'bank_transfer');
    expect(bank).toMatchObject({ method_type: 'BANK_TRANSFER', instructions: expect.stringContaining('BPI') });
    // The card stays the preselected way to pay.
    expect(gateways.available_gateways.find((g: { id: number }) => g.id === gateways.default_gateway).method_type).toBe('CREDIT_CARD');

    const id = await startBooking(t, wedding, '10.30.0.1');
    const email = 'bank.payer@example.test';
    const summary = await fillWedding(t, wedding, id, { day: daysAhead(140), email, createAccount: true }, '10.30.0.1');
    const step = await saveStep(
      t,
      id,
      stepOf(wedding, 'payment_info').id,
      { completion_type: 'payment', payment_type: 'FULL', payment_method: 'BANK_TRANSFER', payment_gateway_code: 'bank_transfer' },
      true,
      '10.30.0.1',
    );
    expect(step.statusCode, step.body).toBe(200);
    const res = await complete(t, id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      completion_status: 'completed',
      event_status: 'DRAFT',
      payment: { status: 'PENDING', amount: summary.total_price },
      total_price: summary.total_price,
    });
    // The date is the booking's while the money travels.
    const [event] = await queryRows<{ status: string; facility_id: number | null }>(
      t,
      sql`select status, facility_id from events where id = ${result.event_id}`,
    );
    expect(event).toMatchObject({ status: 'DRAFT', facility_id: expect.any(Number) });
    expect(await queryRows(t, sql`select id from facility_reservations where event_id = ${result.event_id}`)).toHaveLength(1);
    // One e-mail says it all: the booking's carries the amount and the instructions, no second "How to complete" one.
    const mails = (await t.drainMail()).filter((m) => m.to === email);
    expect(mails.filter((m) => m.subject.startsWith('How to complete payment'))).toEqual([]);
    const mail = mails.find((m) => m.subject.startsWith('Booking received'));
    expect(mail?.text).toContain(`Please pay ₱${Number(summary.total_price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(mail?.text).toContain('BPI');
    expect(((await toConfirm()).json() as { id: number }[]).some((p) => p.id === result.payment.id)).toBe(true);

    expect((await record(result.payment.id, { reference: 'BPI 1200' })).statusCode).toBe(200);
    const [after] = await queryRows<{ status: string; payment_status: string }>(
      t,
      sql`select status, payment_status from events where id = ${result.event_id}`,
    );
    expect(after).toEqual({ status: 'CONFIRMED', payment_status: 'PAID' });
    expect((await complete(t, id)).json()).toMatchObject({
      event_status: 'CONFIRMED',
      payment: { status: 'COMPLETED', receipt_number: expect.stringMatching(/^OR-/) },
    });
  });
});

describe('a booking waiting on its bank transfer, paid by card meanwhile', () => {
  it('is confirmed by the card payment, and the booking page tells the payment that paid it', async () => {
    const wedding = await flowOf(t);
    const ip = '10.30.0.2';
    const id = await startBooking(t, wedding, ip);
    const email = 'changed.mind@example.test';
    await fillWedding(t, wedding, id, { day: daysAhead(146), email, createAccount: true }, ip);
    const way = { completion_type: 'payment', payment_type: 'FULL', payment_method: 'BANK_TRANSFER', payment_gateway_code: 'bank_transfer' };
    expect((await saveStep(t, id, stepOf(wedding, 'payment_info').id, way, true, ip)).statusCode).toBe(200);
    const booked = (await complete(t, id)).json();
    expect(booked).toMatchObject({ event_status: 'DRAFT', payment: { status: 'PENDING' } });

    const payer = (await t.api.post('/api/users/login/', { email, password: 'sampaguita2026' })).json().tokens.access;
    const card = await payCall(
      t,
      `/api/payments/client/invoices/${booked.invoice_id}/pay/`,
      { gateway_code: 'test', payment_type: 'FULL', payment_method_token: await testCardToken(t) },
      payer,
    );
    expect(card.statusCode, card.body).toBe(201);
    const [event] = await queryRows<{ status: string; payment_status: string }>(
      t,
      sql`select status, payment_status from events where id = ${booked.event_id}`,
    );
    expect(event).toEqual({ status: 'CONFIRMED', payment_status: 'PAID' });
    expect((await complete(t, id)).json()).toMatchObject({
      event_status: 'CONFIRMED',
      payment: { id: card.json().payment.id, status: 'COMPLETED', receipt_number: expect.stringMatching(/^OR-/) },
    });
    // The transfer no longer awaited stays on the venue's list, to reject with a reason.
    expect(((await toConfirm()).json() as { id: number }[]).some((p) => p.id === booked.payment.id)).toBe(true);
  });
});

describe('refunding a payment received by hand', () => {
  it('records a partial refund paid out by hand, e-mails the client, and the invoice owes it again', async () => {
    const { invoice, payment } = await announced(); // 11,200.00
    expect((await record(payment.id, {})).statusCode).toBe(200);
    await t.drainMail();
    const refund = (body: Record<string, unknown>, token = staff) => t.api.post(`/api/staff/payments/${payment.id}/refund/`, body, { token });
    expect((await refund({ amount: '100.00', reason: 'Goodwill' }, client)).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/payments/${payment.id}/refund/`, { amount: '100.00', reason: 'x' })).statusCode).toBe(401);
    expect((await refund({ amount: '11200.01', reason: 'Too much' })).json()).toMatchObject({
      errors: { amount: ['The refund must be between ₱0.01 and ₱11,200.00.'] },
    });
    const res = await refund({ amount: '1200.00', reason: 'The band was cancelled.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'SUCCEEDED', amount: '1200.00', status_display: 'Refunded' });
    expect(await invoiceOf(invoice.id)).toMatchObject({ paid_amount: '10000.00', remaining_amount: '1200.00' });
    const mail = (await t.drainMail()).at(-1)!;
    expect(mail).toMatchObject({ to: DEMO_EMAIL, subject: `Refund ${res.json().refund_number}: ₱1,200.00` });
    expect(mail.text).toContain('Reason: The band was cancelled.');
    expect(mail.text).toContain('We pay it back to you directly');
    const mine = (await t.api.get('/api/payments/client/refunds/', { token: client })).json();
    expect(mine.results).toContainEqual(expect.objectContaining({ id: res.json().id, amount: '1200.00' }));
  });
});

describe("the venue's refund terms on a payment", () => {
  it('give the percentage within the deadline hours of booking, nothing after; staff only', async () => {
    const { payment } = await announced('manual', '10000.00'); // 11,200.00
    expect((await record(payment.id, {})).statusCode).toBe(200);
    const saved = await t.api.patch(
      '/api/admin/payment-settings/',
      { allow_refunds: true, refund_percentage: '25.00', refund_deadline_hours: 48 },
      { token: admin },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const terms = (token = staff) => t.api.get(`/api/staff/payments/${payment.id}/refund_terms/`, { token });
    const bookedHoursAgo = (h: number) => t.database.db.execute(sql`update events set created_at = now() - make_interval(hours => ${h}) where id = ${eventId}`);

    expect((await terms(client)).statusCode).toBe(403);
    expect((await t.api.get(`/api/staff/payments/${payment.id}/refund_terms/`)).statusCode).toBe(401);
    expect((await t.api.get('/api/staff/payments/999999/refund_terms/', { token: staff })).json()).toMatchObject({ detail: 'Payment not found.' });

    await bookedHoursAgo(47);
    const within = await terms();
    expect(within.statusCode).toBe(200);
    expect(within.json()).toMatchObject({
      terms_text: 'If you cancel within 2 days of booking, 25% of what you paid is refunded.',
      within_deadline: true,
      percentage: '25.00',
      suggested_amount: '2800.00',
      refundable_amount: '11200.00',
    });
    expect(Date.parse(within.json().deadline_at) - Date.parse(within.json().booked_at)).toBe(48 * 3_600_000);

    await bookedHoursAgo(49);
    expect((await terms(admin)).json()).toMatchObject({ within_deadline: false, suggested_amount: '0.00' });

    await t.api.patch('/api/admin/payment-settings/', { allow_refunds: false }, { token: admin });
    await bookedHoursAgo(1);
    expect((await terms()).json()).toMatchObject({ terms_text: 'Payments are not refundable.', within_deadline: false, suggested_amount: '0.00' });
    await t.api.patch('/api/admin/payment-settings/', { allow_refunds: true }, { token: admin });
  });
});

describe("an event's money for the venue", () => {
  it('lists the invoices and payments of one event to staff and admins only', async () => {
    const { invoice, payment } = await announced();
    const url = `/api/staff/events/${eventId}/money/`;
    expect((await t.api.get(url)).statusCode).toBe(401);
    expect((await t.api.get(url, { token: client })).statusCode).toBe(403);
    expect((await t.api.get(url, { token: admin })).statusCode).toBe(200);
    const res = await t.api.get(url, { token: staff });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { invoices: { id: number }[]; payments: { id: number; status: string }[] };
    expect(body.invoices.map((i) => i.id)).toContain(invoice.id);
    expect(body.payments).toContainEqual(expect.objectContaining({ id: payment.id, status: 'PENDING' }));
    expect((await t.api.get('/api/staff/events/999999/money/', { token: staff })).json()).toMatchObject({ detail: 'Event not found.' });
  });
});

describe('issuing an invoice from the console', () => {
  it('e-mails and notifies the client after the commit; a client or a guest may not issue one', async () => {
    await t.drainMail();
    const body = { event_id: eventId, due_date: addDays(venueDay(), 30), lines: [{ description: 'Extra table linens', quantity: '10', unit_price: '150.00' }] };
    expect((await t.api.post('/api/staff/invoices/', body)).statusCode).toBe(401);
    expect((await t.api.post('/api/staff/invoices/', body, { token: client })).statusCode).toBe(403);
    const res = await t.api.post('/api/staff/invoices/', body, { token: admin });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total_amount: '1680.00', remaining_amount: '1680.00', status: 'ISSUED' });
    const mail = (await t.drainMail()).at(-1)!;
    expect(mail).toMatchObject({ to: DEMO_EMAIL, subject: `Invoice ${res.json().invoice_id}: ₱1,680.00` });
    expect(await newestNotification(t, client)).toMatchObject({ title: `New invoice: ${res.json().invoice_id}`, link: '/payments' });
  });
});
