import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { formatMoney } from '@venue/shared/money';
import { VOID_ALREADY, VOID_PAID_INVOICE } from '@venue/shared/payments/credit-note';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { pdfPages } from '../../lib/pdf/pdf-text';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/**
 * Issue 41, the rest of the EOPT invoices: a void keeps its number and leaves every balance; a void racing a
 * payment has one winner; a refund issues a credit note (CN series) whose PDF names the invoice it corrects; the
 * buyer's address and TIN print on the invoice when given.
 */
let t: TTestApp;
let client: string;
let other: string;
let staff: string;
let admin: string;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  other = (await registerClient(t, 'someone-else@example.test')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token: client })).json().results[0].id;
});
afterAll(() => t.close());

const peso = (amount: string) => formatMoney(amount, 'PHP', { displayFormat: 'symbol', decimalPlaces: 2 });
const text = (raw: Buffer) => pdfPages(raw).join(' ').replace(/\s+/g, ' ');
const chairs = () => issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '10', unit_price: '100.00' }]); // 1,120.00
const voidCall = (id: number, token?: string, reason = 'Billed twice by mistake') =>
  t.api.post(`/api/staff/invoices/${id}/void/`, { reason }, token ? { token } : {});
const payFull = async (id: number) =>
  payCall(t, `/api/payments/client/invoices/${id}/pay/`, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' }, client);

describe('voiding an invoice', () => {
  it('by role: guest 401, client 403, staff and admin 200', async () => {
    const a = await chairs();
    const b = await chairs();
    expect((await voidCall(a.id)).statusCode).toBe(401);
    expect((await voidCall(a.id, client)).statusCode).toBe(403);
    expect((await voidCall(999_999, staff)).statusCode).toBe(404);
    expect((await voidCall(a.id, staff)).statusCode).toBe(200);
    expect((await voidCall(b.id, admin)).statusCode).toBe(200);
    const again = await voidCall(a.id, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(VOID_ALREADY);
    expect((await t.api.post(`/api/staff/invoices/${a.id}/void/`, { reason: ' ' }, { token: staff })).statusCode).toBe(400);
  });

  it('keeps its number, prints VOID and leaves the balances', async () => {
    const before = (await t.api.get('/api/payments/client/payments/summary/', { token: client })).json();
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Stage', quantity: '1', unit_price: '5000.00' }], '2020-01-01'); // overdue
    const owing = (await t.api.get('/api/payments/client/payments/summary/', { token: client })).json();
    expect(owing.total_overdue).not.toBe(before.total_overdue);

    const res = await voidCall(inv.id, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      invoice_id: inv.invoice_id,
      status: 'CANCELLED',
      remaining_amount: '0.00',
      is_overdue: false,
      void_details: { reason: 'Billed twice by mistake' },
    });
    // The client's figures are back to what they were; the money panel owes nothing on it; no reminder picks it up.
    expect((await t.api.get('/api/payments/client/payments/summary/', { token: client })).json()).toEqual(before);
    const money = (await t.api.get(`/api/staff/events/${eventId}/money/`, { token: staff })).json();
    expect(money.invoices.find((i: { id: number }) => i.id === inv.id)).toMatchObject({ invoice_id: inv.invoice_id, status: 'CANCELLED' });
    // It cannot be paid any more.
    const pay = await payFull(inv.id);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().detail).toMatch(/cannot be paid/);
    // Its PDF keeps the number and says VOID and why.
    const pdf = await t.api.get(`/api/payments/client/invoices/${inv.id}/download_pdf/`, { token: client });
    const words = text(pdf.rawPayload);
    expect(words).toContain(`Invoice number ${inv.invoice_id}`);
    expect(words).toContain('INVOICE — VOID');
    expect(words).toContain('Reason: Billed twice by mistake');
    // The audit says it in words.
    const [audit] = await queryRows<{ action: string }>(
      t,
      sql`select action from audit_log where object_type = 'invoice' and object_id = ${String(inv.id)} and action = 'invoice.void'`,
    );
    expect(audit).toBeDefined();
  });

  it('an invoice with money on it is refused until the money is refunded', async () => {
    const inv = await chairs();
    const paid = await payFull(inv.id);
    expect(paid.statusCode, paid.body).toBe(201);
    const refused = await voidCall(inv.id, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: VOID_PAID_INVOICE, errors: { non_field_errors: [VOID_PAID_INVOICE] } });
    const refund = await t.api.post(`/api/staff/payments/${paid.json().payment.id}/refund/`, { amount: '1120.00', reason: 'Event moved' }, { token: staff });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await voidCall(inv.id, staff)).statusCode).toBe(200);
  });

  it('a void racing a payment leaves exactly one winner', async () => {
    for (let round = 0; round < 4; round++) {
      const inv = await chairs();
      const [voided, paid] = await Promise.all([voidCall(inv.id, staff), payFull(inv.id)]);
      const wins = [voided.statusCode === 200, paid.statusCode === 201].filter(Boolean).length;
      expect(wins, `${voided.statusCode} ${voided.body} / ${paid.statusCode} ${paid.body}`).toBe(1);
      expect(voided.statusCode === 200 ? paid.statusCode : voided.statusCode).toBe(409);
      const [state] = await queryRows<{ status: string; kept: string }>(
        t,
        sql`select i.status, (select coalesce(sum(amount - refunded_amount), 0)::text from payments p where p.invoice_id = i.id and p.status in ('PAID', 'COMPLETED')) as kept from invoices i where i.id = ${inv.id}`,
      );
      // Never both: a void invoice holds no money, a paid one is not void.
      if (state!.status === 'CANCELLED') expect(Number(state!.kept)).toBe(0);
      else expect(state!.kept).toBe('1120.00');
    }
  });
});

describe('a credit note for a refund', () => {
  it('is issued with the refund, numbered CN, listed with the money, and its PDF names the invoice and amount', async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Garden', quantity: '1', unit_price: '10000.00' }]); // 11,200.00
    const paid = await payFull(inv.id);
    expect(paid.statusCode, paid.body).toBe(201);
    const refund = await t.api.post(`/api/staff/payments/${paid.json().payment.id}/refund/`, { amount: '1120.00', reason: 'Fewer chairs' }, { token: staff });
    expect(refund.statusCode, refund.body).toBe(201);
    const note = refund.json().credit_note as { id: number; number: string };
    expect(note.number).toMatch(new RegExp(`^CN-${venueDay().slice(0, 4)}-\\d{6}$`));

    const money = (await t.api.get(`/api/staff/events/${eventId}/money/`, { token: staff })).json();
    expect(money.credit_notes.find((c: { id: number }) => c.id === note.id)).toMatchObject({
      credit_note_number: note.number,
      invoice_number: inv.invoice_id,
      amount: '1120.00',
      vat_amount: '120.00',
      vatable_amount: '1000.00',
      exempt_amount: '0.00',
    });
    const refunds = (await t.api.get('/api/payments/client/refunds/', { token: client })).json().results;
    expect(refunds.find((r: { id: number }) => r.id === refund.json().id).credit_note).toEqual(note);

    const staffPdf = `/api/staff/credit-notes/${note.id}/download_pdf/`;
    const clientPdf = `/api/payments/client/credit-notes/${note.id}/download_pdf/`;
    expect((await t.api.get(staffPdf)).statusCode).toBe(401);
    expect((await t.api.get(staffPdf, { token: client })).statusCode).toBe(403);
    expect((await t.api.get(clientPdf, { token: other })).statusCode).toBe(404);
    expect((await t.api.get(staffPdf, { token: admin })).statusCode).toBe(200);
    expect((await t.api.get(clientPdf, { token: client })).statusCode).toBe(200);
    const pdf = await t.api.get(staffPdf, { token: staff });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const words = text(pdf.rawPayload);
    expect(words).toContain('CREDIT NOTE');
    expect(words).toContain(`Credit note number ${note.number}`);
    expect(words).toContain(`Corrects invoice ${inv.invoice_id}`);
    expect(words).toContain(`VATable sales ${peso('1000.00')} VAT ${peso('120.00')} VAT-exempt sales ${peso('0.00')} Amount credited ${peso('1120.00')}`);
  });

  it('two refunds take consecutive numbers of the series', async () => {
    const inv = await chairs();
    const paid = await payFull(inv.id);
    const id = paid.json().payment.id;
    const one = (await t.api.post(`/api/staff/payments/${id}/refund/`, { amount: '100.00', reason: 'A' }, { token: staff })).json().credit_note
      .number as string;
    const two = (await t.api.post(`/api/staff/payments/${id}/refund/`, { amount: '100.00', reason: 'B' }, { token: staff })).json().credit_note
      .number as string;
    expect(Number(two.slice(-6))).toBe(Number(one.slice(-6)) + 1);
  });
});

describe("the buyer's address and TIN on the invoice", () => {
  it('are saved with the profile (TIN checked and printed in its form) and printed under the buyer', async () => {
    const bad = await t.api.patch('/api/users/me/', { profile: { tin: '12-345' } }, { token: client });
    expect(bad.statusCode).toBe(400);
    const saved = await t.api.patch(
      '/api/users/me/',
      { profile: { billing_address: '12 Mabini St., Silang, Cavite', tin: '123456789000' } },
      { token: client },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ billing_address: '12 Mabini St., Silang, Cavite', tin: '123-456-789-000' });
    const inv = await chairs();
    const pdf = await t.api.get(`/api/payments/client/invoices/${inv.id}/download_pdf/`, { token: client });
    const words = text(pdf.rawPayload);
    expect(words).toMatch(/Buyer .+ Address 12 Mabini St\., Silang, Cavite TIN 123-456-789-000 E-mail/);
  });
});
