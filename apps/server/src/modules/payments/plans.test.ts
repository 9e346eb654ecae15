import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let token: string;
let staff: string;
let eventId: number;
const today = venueDay();
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
});
afterAll(() => t.close());

describe('payment plans', () => {
  it('shows the demo plan with a paid, an overdue and a pending installment', async () => {
    const plan = (await t.api.get('/api/payments/client/payment-plans/', { token })).json().results[0];
    expect(plan).toMatchObject({ total_amount: '397264.00', paid_amount: '119179.20', remaining_amount: '278084.80', status: 'ACTIVE' });
    expect(plan.installments.map((i: { status: string }) => i.status)).toEqual(['PAID', 'OVERDUE', 'PENDING']);
    expect(plan.next_installment).toMatchObject({ sequence: 2, is_overdue: true, amount: '139042.40' });
    // Issue 39: the overdue installment is upcoming (the third is due in 31 days, outside the window).
    expect(plan.upcoming_installments.map((i: { sequence: number; status: string }) => [i.sequence, i.status])).toEqual([[2, 'OVERDUE']]);
    const overdue = (await t.api.get('/api/payments/client/installments/', { token, query: { status: 'OVERDUE' } })).json();
    expect(overdue.count).toBe(1);
  });

  it('splits what is left into dated installments, refuses a second plan, and pays one installment', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Lights', quantity: '1', unit_price: '30000.00' }], addDays(today, 90)); // 33,600
    const res = await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 3 }, { token });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan.installments.map((i: { amount: string }) => i.amount)).toEqual(['11200.00', '11200.00', '11200.00']);
    expect(plan.installments.map((i: { due_date: string }) => i.due_date)).toEqual([today, addDays(today, 45), addDays(today, 90)]);
    expect((await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 2 }, { token })).json()).toEqual({
      detail: 'This invoice already has a payment plan.',
      code: 'conflict',
    });
    expect((await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 13 }, { token })).json().errors).toEqual({
      number_of_installments: ['Choose between 2 and 12 installments'],
    });

    const paid = await payCall(
      t,
      `/api/payments/client/payment-plans/${plan.id}/pay_installment/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t) },
      token,
    );
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payment).toMatchObject({
      amount: '11200.00',
      payment_type: 'INSTALLMENT',
      description: 'Installment 1',
      installment: plan.installments[0].id,
    });
    const after = (await t.api.get(`/api/payments/client/payment-plans/${plan.id}/`, { token })).json();
    expect(after.installments.map((i: { status: string }) => i.status)).toEqual(['PAID', 'PENDING', 'PENDING']);
    expect(after).toMatchObject({ paid_amount: '11200.00', next_installment: { sequence: 2 } });

    // Paying the last installment directly pays through it (the earlier one too), and ends the plan.
    const last = plan.installments[2].id;
    const through = await payCall(
      t,
      `/api/payments/client/installments/${last}/create_payment/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t) },
      token,
    );
    expect(through.json().payment.amount).toBe('22400.00');
    const done = (await t.api.get(`/api/payments/client/payment-plans/${plan.id}/`, { token })).json();
    expect(done).toMatchObject({ status: 'COMPLETED', next_installment: null, remaining_amount: '0.00' });
    expect(
      (await payCall(t, `/api/payments/client/installments/${last}/create_payment/`, { gateway_code: 'test', payment_method_token: 'x' }, token)).statusCode,
    ).toBe(409);
  });

  it('returns every unpaid installment due within 30 days, not only the next', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '30000.00' }], addDays(today, 40)); // 33,600
    const plan = (await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 3 }, { token })).json();
    expect(plan.installments.map((i: { due_date: string }) => i.due_date)).toEqual([today, addDays(today, 20), addDays(today, 40)]);
    expect(plan.upcoming_installments.map((i: { sequence: number }) => i.sequence)).toEqual([1, 2]);

    const listed = await t.api.get('/api/payments/client/installments/', { token, query: { upcoming: 'true', plan: String(plan.id) } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((i: { sequence: number }) => i.sequence)).toEqual([1, 2]);
    const all = (await t.api.get('/api/payments/client/installments/', { token, query: { upcoming: 'true' } })).json().results;
    for (const i of all) expect(i.due_date <= addDays(today, 30) && i.status !== 'PAID').toBe(true);
    // The demo wedding's overdue installment is among them, and first (the list is by due day).
    expect(all[0]).toMatchObject({ status: 'OVERDUE', is_overdue: true });
    expect((await t.api.get('/api/payments/client/installments/', { token, query: { upcoming: 'soon' } })).json()).toMatchObject({
      detail: 'upcoming must be true or false',
    });
    // Staff read the client's money through the console, not this portal call.
    expect((await t.api.get('/api/payments/client/installments/', { token: staff, query: { upcoming: 'true' } })).statusCode).toBe(403);
  });

  it('lists an overdue installment first, to the client and to the venue, and the client pays it', async () => {
    const { sql } = await import('drizzle-orm');
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Arch', quantity: '1', unit_price: '20000.00' }], addDays(today, 60)); // 22,400
    const plan = (await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 2 }, { token })).json();
    const [first, second] = plan.installments as { id: number }[];
    // The first falls due five days ago, the second in ten days: both are to pay now.
    await t.database.db.execute(sql`update installments set due_date = ${addDays(today, -5)} where id = ${first!.id}`);
    await t.database.db.execute(sql`update installments set due_date = ${addDays(today, 10)} where id = ${second!.id}`);

    const mine = (await t.api.get(`/api/payments/client/payment-plans/${plan.id}/`, { token })).json();
    expect(
      mine.upcoming_installments.map((i: { id: number; status: string; due_date: string; amount: string }) => [i.id, i.status, i.due_date, i.amount]),
    ).toEqual([
      [first!.id, 'OVERDUE', addDays(today, -5), '11200.00'],
      [second!.id, 'PENDING', addDays(today, 10), '11200.00'],
    ]);
    const listed = (await t.api.get('/api/payments/client/installments/', { token, query: { upcoming: 'true', plan: String(plan.id) } })).json();
    expect(listed.results.map((i: { id: number }) => i.id)).toEqual([first!.id, second!.id]);

    // The venue's Money tab of the event lists the same ones, overdue first, with the invoice they belong to.
    const url = `/api/staff/events/${eventId}/money/`;
    expect((await t.api.get(url, { token })).statusCode).toBe(403);
    const money = (await t.api.get(url, { token: staff })).json();
    const ours = money.installments.filter((i: { plan: number }) => i.plan === plan.id);
    expect(ours).toEqual([
      expect.objectContaining({ id: first!.id, status: 'OVERDUE', is_overdue: true, amount: '11200.00', invoice_number: inv.invoice_id, installment_count: 2 }),
      expect.objectContaining({ id: second!.id, status: 'PENDING', amount: '11200.00', invoice_number: inv.invoice_id, installment_count: 2 }),
    ]);
    expect(money.installments[0].status).toBe('OVERDUE');

    // The client pays the overdue one; it leaves both lists.
    const paid = await payCall(
      t,
      `/api/payments/client/installments/${first!.id}/create_payment/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t) },
      token,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payment).toMatchObject({ amount: '11200.00', installment: first!.id });
    const after = (await t.api.get(`/api/payments/client/payment-plans/${plan.id}/`, { token })).json();
    expect(after.upcoming_installments.map((i: { id: number }) => i.id)).toEqual([second!.id]);
    const venue = (await t.api.get(url, { token: staff })).json();
    expect(venue.installments.filter((i: { plan: number }) => i.plan === plan.id).map((i: { id: number }) => i.id)).toEqual([second!.id]);
  });

  it('any payment on the invoice moves the plan forward', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Tents', quantity: '2', unit_price: '5000.00' }]); // 11,200
    const plan = (await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 2 }, { token })).json();
    await payCall(
      t,
      `/api/payments/client/invoices/${inv.id}/pay/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'CUSTOM', amount: '6000' },
      token,
    );
    const after = (await t.api.get(`/api/payments/client/payment-plans/${plan.id}/`, { token })).json();
    expect(after.installments.map((i: { status: string }) => i.status)).toEqual(['PAID', 'PENDING']);
  });
});

describe('charges the payer walked away from', () => {
  it('are settled by the sweep: failed when the gateway says not paid, so the held balance is free again', async () => {
    const { sql } = await import('drizzle-orm');
    const { settleStaleCharges } = await import('./stale-charges.service');
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]);
    const res = await payCall(
      t,
      `/api/payments/client/invoices/${inv.id}/pay/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155') },
      token,
    );
    const id = res.json().payment.id;
    await t.database.db.execute(sql`update payments set updated_at = now() - interval '31 minutes' where id = ${id}`);
    expect(await settleStaleCharges(t.app.ctx)).toBe(1);
    const payment = (await t.api.get(`/api/payments/client/payments/${id}/`, { token })).json();
    expect(payment).toMatchObject({ status: 'FAILED', failure_message: 'Payment was not completed' });
    expect((await t.api.get(`/api/payments/client/invoices/${inv.id}/`, { token })).json().payment_options.in_flight_amount).toBe('0.00');
    expect(await settleStaleCharges(t.app.ctx)).toBe(0);
  });
});
