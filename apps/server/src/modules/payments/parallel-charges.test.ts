import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { PAYMENT_IN_PROGRESS } from '@venue/shared/payments/charge-amount';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { lockPayment } from './charges.repo';
import { applyNews } from './settle.service';

/**
 * What a deposit or an installment still needs counts the charges in flight: parallel calls with different keys
 * (a double click in two tabs) take it once, the others are told a payment is in progress.
 */
let t: TTestApp;
let token: string;
let staff: string;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
});
afterAll(() => t.close());

const charged = async (invoiceId: number) =>
  (
    await queryRows<{ n: number; total: string }>(
      t,
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from payments where invoice_id = ${invoiceId} and status = 'COMPLETED'`,
    )
  )[0]!;

describe('parallel charges of one deposit or installment', () => {
  it('20 parallel DEPOSIT payments with different keys charge the deposit once', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]); // 1,120
    const card = await testCardToken(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payCall(
          t,
          `/api/payments/client/invoices/${inv.id}/pay/`,
          { gateway_code: 'test', payment_method_token: card, payment_type: 'DEPOSIT' },
          token,
          randomUUID(),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    for (const a of refused) {
      expect([400, 409]).toContain(a.statusCode);
      expect(a.json().detail).toMatch(/already in progress|deposit has already been paid/);
    }
    const deposit = answers.find((a) => a.statusCode === 201)!.json().payment.amount;
    expect(await charged(inv.id)).toEqual({ n: 1, total: deposit });
  });

  it('payments of one invoice settling at once each count the ones before: one receipt says it is paid in full', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]); // 1,120.00
    const cards = await Promise.all(Array.from({ length: 4 }, () => testCardToken(t)));
    const answers = await Promise.all(
      cards.map((card) =>
        payCall(
          t,
          `/api/payments/client/invoices/${inv.id}/pay/`,
          { gateway_code: 'test', payment_method_token: card, payment_type: 'CUSTOM', amount: '280.00' },
          token,
          randomUUID(),
        ),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const mails = await queryRows<{ text: string }>(
      t,
      sql`select text_body as text from outbox_messages where subject like '%Payment received:%' and text_body like ${`%for invoice ${inv.invoice_id}.%`}`,
    );
    // Whatever order they settled in, each read what the ones before it had paid (the invoice's money is locked).
    const balances = mails.map((m) =>
      m.text.includes(`Invoice ${inv.invoice_id} is now paid in full.`) ? 'paid' : /Balance on invoice [^:]+: (₱[\d,]+\.\d{2})/.exec(m.text)?.[1],
    );
    expect(balances.sort()).toEqual(['paid', '₱280.00', '₱560.00', '₱840.00']);
  });

  it('a deposit while one is still charging is refused with 409 in the catalogue shape', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]);
    // A card that waits on 3-D Secure: the first deposit stays in flight.
    const first = await payCall(
      t,
      `/api/payments/client/invoices/${inv.id}/pay/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t, '4000002500003155'), payment_type: 'DEPOSIT' },
      token,
    );
    expect(first.json().status).toBe('requires_action');
    const second = await payCall(
      t,
      `/api/payments/client/invoices/${inv.id}/pay/`,
      { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'DEPOSIT' },
      token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ detail: PAYMENT_IN_PROGRESS, errors: { non_field_errors: [PAYMENT_IN_PROGRESS] } });
  });

  it('10 parallel payments of one installment without an Idempotency-Key charge it once too', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Linens', quantity: '1', unit_price: '30000.00' }]);
    const plan = (await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 3 }, { token })).json();
    const card = await testCardToken(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.api.post(
          `/api/payments/client/payment-plans/${plan.id}/pay_installment/`,
          { gateway_code: 'test', payment_method_token: card, installment_id: plan.installments[0].id },
          { token },
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(1);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 409)).toBe(true);
    expect(await charged(inv.id)).toEqual({ n: 1, total: plan.installments[0].amount });
  });

  it('10 parallel payments of one installment charge it once', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Tables', quantity: '1', unit_price: '30000.00' }]);
    const plan = (await t.api.post(`/api/payments/client/invoices/${inv.id}/setup_payment_plan/`, { number_of_installments: 3 }, { token })).json();
    const first = plan.installments[0];
    const card = await testCardToken(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        payCall(t, `/api/payments/client/installments/${first.id}/create_payment/`, { gateway_code: 'test', payment_method_token: card }, token, randomUUID()),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(1);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 409)).toBe(true);
    expect(await charged(inv.id)).toEqual({ n: 1, total: first.amount });
  });

  it('a charge a webhook settled while its gateway answered is recorded once: one receipt, one timeline entry', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Lights', quantity: '1', unit_price: '500.00' }]);
    const adapter = t.app.ctx.gateways.get('test')!;
    const charge = adapter.charge.bind(adapter);
    // The gateway's webhook arrives and is applied before the pay call records the gateway's own answer.
    adapter.charge = async (req) => {
      const answer = await charge(req);
      await t.app.ctx.transact(async (tx, effects) => {
        const { rows } = (await tx.execute(sql`select id from payments where invoice_id = ${inv.id} and status = 'PROCESSING'`)) as unknown as {
          rows: { id: number }[];
        };
        await applyNews(t.app.ctx, tx, effects, (await lockPayment(tx, { id: rows[0]!.id }))!, 'succeeded');
      });
      return answer;
    };
    try {
      const res = await payCall(
        t,
        `/api/payments/client/invoices/${inv.id}/pay/`,
        { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' },
        token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const paid = res.json().payment;
      expect(paid).toMatchObject({ status: 'COMPLETED', receipt_number: expect.stringMatching(/^OR-/) });
      const [recorded] = await queryRows<{ ref: string | null; entries: number; mails: number }>(
        t,
        sql`select (select provider_ref from payments where id = ${paid.id}) as ref,
          (select count(*)::int from event_timeline where description like ${`Payment ${paid.payment_number} %`}) as entries,
          (select count(*)::int from outbox_messages where subject like ${`%Payment received: ${paid.payment_number}%`}) as mails`,
      );
      expect(recorded).toMatchObject({ ref: expect.any(String), entries: 1, mails: 1 });
    } finally {
      adapter.charge = charge;
    }
  });
});
