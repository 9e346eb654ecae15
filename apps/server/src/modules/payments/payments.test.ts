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

const byNumber = (list: { id: number; invoice_id: string }[], suffix: string) => list.find((i) => i.invoice_id.endsWith(suffix))!;

describe('payments', () => {
  it('lists the payment history and searches it', async () => {
    const res = (await t.api.get('/api/payments/client/payments/', { token })).json();
    expect(res.count).toBe(3);
    const card = res.results.find((p: { payment_method_details: { last_four: string } | null }) => p.payment_method_details?.last_four === '4242');
    expect(card).toMatchObject({
      payment_method_details: { type: 'CREDIT_CARD', type_display: 'Credit Card', last_four: '4242' },
      inferred_payment_method: { type: 'CREDIT_CARD', gateway_name: 'Test Card' },
      is_test: true,
      invoice_number: expect.stringMatching(/0042$/),
    });
    expect((await t.api.get('/api/payments/client/payments/', { token, query: { search: 'deposit' } })).json().count).toBe(2);
    expect((await t.api.get('/api/payments/client/payments/', { token, query: { status: 'PAID' } })).json().count).toBe(2);
    // One name per state (issue 39): a gateway's COMPLETED charge and a recorded PAID payment both read "Paid".
    for (const p of res.results as { status: string; status_display: string }[])
      if (p.status === 'COMPLETED' || p.status === 'PAID') expect(p.status_display).toBe('Paid');
    expect(res.results.some((p: { status: string }) => p.status === 'COMPLETED' || p.status === 'PAID')).toBe(true);
  });

  it('sums the summary from the invoices: a plan is overdue by its late installments, other invoices past their due date', async () => {
    // Wedding on a plan: installment 2 (139,042.40) late, 3 (139,042.40) due later. Corporate 148,960 less 50,000
    // paid, past due. Retreat 105,280 unpaid, due in 60 days. Team day paid. Paid: the 119,179.20 deposit, 50,000, 78,000.
    expect((await t.api.get('/api/payments/client/payments/summary/', { token })).json()).toEqual({
      total_paid: '247179.20',
      total_pending: '244322.40',
      total_overdue: '238002.40',
      completed_count: 3,
      // What the pending figure is made of: installment 3 and the retreat's invoice (the late ones are overdue).
      pending_count: 2,
    });
  });
});

describe('invoices', () => {
  it('computes totals, taxes, excess hours, progress and what the pay dialog may offer', async () => {
    const res = (await t.api.get('/api/payments/client/invoices/', { token })).json();
    expect(res.count).toBe(4);
    // The accepted quote's lines: 110,000 + 150 x 1,450 + 6 x 3,200 + the 18,000 quartet = 364,700, less the 10,000
    // discount (a line of its own) = 354,700; VAT 12 % on each line, the discount's taken off: 42,564.
    expect(byNumber(res.results, '0041')).toMatchObject({
      subtotal: '354700.00',
      tax_amount: '42564.00',
      total_amount: '397264.00',
      paid_amount: '119179.20',
      remaining_amount: '278084.80',
      payment_status: 'PARTIALLY_PAID',
      payment_progress: 30,
      is_overdue: false,
      taxes: [{ tax_amount: '42564.00', tax_rate_details: { name: 'VAT', rate: '0.12' } }],
      payment_options: { deposit_offered: false, deposit_amount: '0.00', deposit_percentage: '30.00', minimum_charge: '29.00', in_flight_amount: '0.00' },
      payment_plan: expect.any(Number),
    });
    expect(byNumber(res.results, '0042')).toMatchObject({ is_overdue: true, payment_status: 'PARTIALLY_PAID', payment_plan: null });
    expect(byNumber(res.results, '0037')).toMatchObject({ payment_status: 'FULLY_PAID', is_fully_paid: true, remaining_amount: '0.00' });
    const retreat = byNumber(res.results, '0044') as unknown as { line_items: unknown[]; payment_status: string };
    expect(retreat.payment_status).toBe('UNPAID');
    expect(retreat.line_items[0]).toMatchObject({
      item_type: 'PACKAGE',
      base_unit_price: '46000.00',
      excess_hours: '2.00',
      excess_hour_price: '3000.00',
      excess_cost: '6000.00',
      total: '52000.00',
    });
    expect((await t.api.get('/api/payments/client/invoices/', { token, query: { search: '0042' } })).json().count).toBe(1);
  });

  it('serves the invoice and the receipt as PDFs with the peso sign', async () => {
    const invoices = (await t.api.get('/api/payments/client/invoices/', { token })).json().results;
    const pdf = await t.api.get(`/api/payments/client/invoices/${byNumber(invoices, '0041').id}/download_pdf/`, { token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`invoice-${byNumber(invoices, '0041').id}.pdf`);
    const paid = (await t.api.get('/api/payments/client/payments/', { token, query: { status: 'PAID' } })).json().results[0];
    const receipt = await t.api.get(`/api/payments/client/payments/${paid.id}/download_receipt/`, { token });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.api.get(`/api/payments/client/payments/${paid.id}/download_receipt/`, { token: other })).statusCode).toBe(404);
  });
});

describe('another client and a guest', () => {
  it('answers 404 for every object of the demo client, and 401 to a guest', async () => {
    const inv = (await t.api.get('/api/payments/client/invoices/', { token })).json().results[0];
    const pay = (await t.api.get('/api/payments/client/payments/', { token })).json().results[0];
    const method = (await t.api.get('/api/payments/client/payment-methods/', { token })).json()[0];
    const plan = (await t.api.get('/api/payments/client/payment-plans/', { token })).json().results[0];
    const part = plan.installments[1];
    const urls = [
      `/api/payments/client/invoices/${inv.id}/`,
      `/api/payments/client/invoices/${inv.id}/download_pdf/`,
      `/api/payments/client/payments/${pay.id}/`,
      `/api/payments/client/payments/${pay.id}/download_receipt/`,
      `/api/payments/client/payment-methods/${method.id}/`,
      `/api/payments/client/payment-plans/${plan.id}/`,
      `/api/payments/client/installments/${part.id}/`,
    ];
    for (const url of urls) {
      expect((await t.api.get(url, { token })).statusCode, url).toBe(200);
      expect((await t.api.get(url, { token: other })).statusCode, url).toBe(404);
      expect((await t.api.get(url)).statusCode, url).toBe(401);
    }
    expect((await t.api.get(`/api/payments/client/invoices/${inv.id}/`, { token: other })).json()).toEqual({ detail: 'Invoice not found.', code: 'not_found' });
    expect((await t.api.patch(`/api/payments/client/payment-methods/${method.id}/`, { nickname: 'Mine' }, { token: other })).statusCode).toBe(404);
    expect((await t.api.delete(`/api/payments/client/payment-methods/${method.id}/`, { token: other })).statusCode).toBe(404);
    for (const list of ['payments/', 'invoices/', 'payment-plans/', 'installments/', 'refunds/'])
      expect((await t.api.get(`/api/payments/client/${list}`, { token: other })).json().count, list).toBe(0);
    expect((await t.api.get('/api/payments/client/payment-methods/', { token: other })).json()).toEqual([]);
  });
});
