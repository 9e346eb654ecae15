import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/** What can be invoiced and charged is bounded by what the money columns and the gateways take; test card tokens are signed. */
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

const issue = (lines: { description: string; quantity: string; unit_price: string }[], tax_rate?: string) =>
  t.api.post('/api/staff/invoices/', { event_id: eventId, lines, ...(tax_rate ? { tax_rate } : {}) }, { token: staff });
const pay = (invoiceId: number, body: Record<string, unknown>) => payCall(t, `/api/payments/client/invoices/${invoiceId}/pay/`, body, token);

describe('invoice size', () => {
  it('refuses a line whose quantity × unit price is more than a money column holds, with a field error', async () => {
    const res = await issue([{ description: 'Everything', quantity: '999999.99', unit_price: '9999999999.99' }]);
    expect(res.statusCode).toBe(400);
    const message = "This line's total (quantity × unit price) cannot exceed ₱9,999,999,999.99.";
    expect(res.json()).toMatchObject({ detail: message, errors: { 'lines.0.unit_price': [message] } });
  });

  it('refuses lines that fit but whose taxed total does not', async () => {
    const res = await issue([{ description: 'Hall', quantity: '1', unit_price: '9000000000.00' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'The invoice total cannot exceed ₱9,999,999,999.99.', errors: { lines: [expect.any(String)] } });
  });

  it('refuses an invoice with nothing to pay (₱0), with a field error, and writes nothing', async () => {
    const before = (await t.api.get('/api/payments/client/invoices/', { token })).json().count;
    for (const lines of [[{ description: 'Courtesy', quantity: '1', unit_price: '0.00' }], [{ description: 'Nothing', quantity: '0', unit_price: '500.00' }]]) {
      const res = await issue(lines, '0');
      expect(res.statusCode).toBe(400);
      const message = 'An invoice must be for more than ₱0.00.';
      expect(res.json()).toMatchObject({ detail: message, errors: { lines: [message] } });
    }
    expect((await t.api.get('/api/payments/client/invoices/', { token })).json().count).toBe(before);
    // A centavo is an invoice.
    expect((await issue([{ description: 'Water', quantity: '1', unit_price: '0.01' }], '0')).statusCode).toBe(201);
  });
});

describe("a gateway's limits", () => {
  it("refuses a charge over the test gateway's max_amount with the spec's text, and shows the figure", async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Hall', quantity: '1', unit_price: '1000000.00' }]); // 1,120,000
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Maximum amount is ₱1,000,000.00', errors: { amount: ['Maximum amount is ₱1,000,000.00'] } });
    // Within the limit it goes through.
    const part = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'CUSTOM', amount: '1000000.00' });
    expect(part.statusCode).toBe(201);
    const gateways = (await t.api.get('/api/payments/client/gateways/', { token })).json();
    const test = (Array.isArray(gateways) ? gateways : gateways.results).find((g: { code: string }) => g.code === 'test');
    expect(test?.public_config ?? test?.config).toMatchObject({ min_amount: '29.00', max_amount: '1000000.00' });
  });

  it("refuses a charge under the gateway's minimum", async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Water', quantity: '1', unit_price: '10.00' }], undefined);
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Minimum amount is ₱29.00', errors: { amount: ['Minimum amount is ₱29.00'] } });
  });
});

describe('test gateway card tokens', () => {
  it("refuses a declined card's token edited to succeed, as it refuses an unknown token", async () => {
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]);
    const declined = await testCardToken(t, '4000000000000002');
    const [body, nonce, mac] = declined.slice('tok_test_'.length).split('.') as [string, string, string];
    const edited = { ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), outcome: 'succeeds' };
    const tampered = `tok_test_${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${nonce}.${mac}`;
    const res = await pay(inv.id, { gateway_code: 'test', payment_method_token: tampered });
    const unknown = await pay(inv.id, { gateway_code: 'test', payment_method_token: 'tok_test_nonsense' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual(unknown.json());
    expect(res.json().detail).toBe('Card information not found. Please refresh and try again.');
    // The genuine token still pays.
    expect((await pay(inv.id, { gateway_code: 'test', payment_method_token: await testCardToken(t) })).statusCode).toBe(201);
  });
});
