import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let token: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  other = (await registerClient(t, 'other@example.test')).tokens.access;
});
afterAll(() => t.close());

describe('payments', () => {
  it('lists the payment history with derived overdue status, and searches it', async () => {
    const res = (await t.api.get('/api/payments/client/payments/', { token })).json();
    expect(res.count).toBe(5);
    const balance = res.results.find(
      (p: { description: string; event_details: { name: string } }) => p.description === 'Balance' && p.event_details.name.includes('Year-End'),
    );
    expect(balance).toMatchObject({ status: 'OVERDUE', status_display: 'Overdue', amount: '99040.00', paid_on: null });
    const card = res.results.find((p: { payment_method_details: { last_four: string } | null }) => p.payment_method_details?.last_four === '4242');
    expect(card.payment_method_details).toEqual({ type: 'CREDIT_CARD', type_display: 'Credit Card', last_four: '4242' });
    const search = (await t.api.get('/api/payments/client/payments/', { token, query: { search: 'deposit' } })).json();
    expect(search.count).toBe(2);
    expect((await t.api.get('/api/payments/client/payments/', { token, query: { status: 'PAID' } })).json().count).toBe(2);
  });

  it('sums the summary', async () => {
    expect((await t.api.get('/api/payments/client/payments/summary/', { token })).json()).toEqual({
      total_paid: '244424.00',
      total_pending: '271656.00',
      total_overdue: '99040.00',
      completed_count: 3,
      pending_count: 2,
    });
  });
});

describe('invoices', () => {
  it('computes totals and payment progress', async () => {
    const res = (await t.api.get('/api/payments/client/invoices/', { token })).json();
    expect(res.count).toBe(3);
    const wedding = res.results.find((i: { invoice_id: string }) => i.invoice_id.endsWith('0041'));
    // 110,000 + 150 x 1,450 + 6 x 3,200 = 346,700; VAT 12 % = 41,604.
    expect(wedding).toMatchObject({
      subtotal: '346700.00',
      tax_amount: '41604.00',
      total_amount: '388304.00',
      paid_amount: '116424.00',
      remaining_amount: '271880.00',
      payment_status: 'PARTIALLY_PAID',
      payment_progress: 29.9,
      is_overdue: false,
    });
    const corporate = res.results.find((i: { invoice_id: string }) => i.invoice_id.endsWith('0042'));
    expect(corporate).toMatchObject({ is_overdue: true, payment_status: 'PARTIALLY_PAID' });
    const teamDay = res.results.find((i: { invoice_id: string }) => i.invoice_id.endsWith('0037'));
    expect(teamDay).toMatchObject({ payment_status: 'FULLY_PAID', is_fully_paid: true, remaining_amount: '0.00' });
    expect((await t.api.get('/api/payments/client/invoices/', { token, query: { search: '0042' } })).json().count).toBe(1);
  });

  it('answers 404 to another client', async () => {
    const inv = (await t.api.get('/api/payments/client/invoices/', { token })).json().results[0];
    const pay = (await t.api.get('/api/payments/client/payments/', { token })).json().results[0];
    expect((await t.api.get(`/api/payments/client/invoices/${inv.id}/`, { token: other })).json()).toEqual({ detail: 'Invoice not found.', code: 'not_found' });
    expect((await t.api.get(`/api/payments/client/payments/${pay.id}/`, { token: other })).json()).toEqual({ detail: 'Payment not found.', code: 'not_found' });
    expect((await t.api.get(`/api/payments/client/invoices/${inv.id}/`, { token })).statusCode).toBe(200);
    expect((await t.api.get('/api/payments/client/payments/', { token: other })).json().count).toBe(0);
  });
});
