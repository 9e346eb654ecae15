import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { testCardToken } from '../../../test/payments-helpers';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerClient(t, 'cards@example.test')).tokens.access;
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>) => t.api.post('/api/payments/client/payment-methods/', body, { token });

describe('saved payment methods', () => {
  it('saves a card read back from the gateway (never the body), the first one default', async () => {
    const res = await add({ type: 'CREDIT_CARD', gateway_code: 'test', payment_method_token: await testCardToken(t), nickname: 'Visa', last_four: '0000' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'CREDIT_CARD',
      type_display: 'Credit Card',
      nickname: 'Visa',
      last_four: '4242',
      expiry_date: '12/30',
      is_default: true,
      is_test: true,
      gateway_details: { code: 'test', name: 'Test Card' },
    });
  });

  it('keeps one default, edits only nickname and default, and hands the default on when it is deleted', async () => {
    const wallet = (await add({ type: 'BANK_TRANSFER', nickname: 'BPI transfer', is_default: true })).json();
    let list = (await t.api.get('/api/payments/client/payment-methods/', { token })).json();
    expect(list.filter((m: { is_default: boolean }) => m.is_default).map((m: { id: number }) => m.id)).toEqual([wallet.id]);
    const card = list.find((m: { type: string }) => m.type === 'CREDIT_CARD');
    const edited = await t.api.patch(
      `/api/payments/client/payment-methods/${card.id}/`,
      { nickname: '  Everyday card  ', is_default: true, type: 'CASH' },
      { token },
    );
    expect(edited.json()).toMatchObject({ nickname: 'Everyday card', is_default: true, type: 'CREDIT_CARD' });
    expect((await t.api.patch(`/api/payments/client/payment-methods/${card.id}/`, { nickname: 'x'.repeat(51) }, { token })).json().errors).toEqual({
      nickname: ['Nickname must be 50 characters or less'],
    });
    expect((await t.api.delete(`/api/payments/client/payment-methods/${card.id}/`, { token })).statusCode).toBe(204);
    list = (await t.api.get('/api/payments/client/payment-methods/', { token })).json();
    expect(list).toEqual([expect.objectContaining({ id: wallet.id, is_default: true })]);
  });

  it('refuses what the spec refuses, with its texts', async () => {
    expect((await add({ type: 'CREDIT_CARD', nickname: '' })).json().errors).toMatchObject({
      nickname: ['Nickname is required'],
      gateway_code: ['Please select a payment gateway'],
    });
    expect((await add({ type: 'DIGITAL_WALLET', nickname: 'GCash' })).json().errors).toEqual({ gateway_code: ['Please select a payment gateway'] });
    const declined = await add({
      type: 'CREDIT_CARD',
      gateway_code: 'test',
      payment_method_token: await testCardToken(t, '4000000000000002'),
      nickname: 'Bad',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ detail: 'Your card was declined.', code: 'declined' });
    const bad = await t.api.post('/api/payments/test-gateway/tokens/', { number: '4242424242424241', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(bad.json()).toEqual({ detail: 'Your card number is incorrect.', code: 'invalid', errors: { number: ['Your card number is incorrect.'] } });
    const expired = await t.api.post('/api/payments/test-gateway/tokens/', { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' });
    expect(expired.json().errors).toEqual({ exp_year: ["Your card's expiration date is in the past."] });
  });

  it('lists the gateways a payer may use, and the settings', async () => {
    const gateways = (await t.api.get('/api/payments/client/gateways/available/', { token })).json();
    expect(gateways.map((g: { code: string }) => g.code)).toEqual(['bank_transfer', 'manual', 'test']);
    expect(gateways.find((g: { code: string }) => g.code === 'test')).toMatchObject({ flow: 'test_card', is_test: true, method_type: 'CREDIT_CARD' });
    expect((await t.api.get('/api/payments/client/gateways/health/', { token })).json().gateways.every((g: { ok: boolean }) => g.ok)).toBe(true);
    expect((await t.api.get('/api/payments/public/gateways/')).statusCode).toBe(200);
    expect((await t.api.get('/api/payments/gateways/', { query: { is_active: 'false' } })).json()).toEqual([]);
    const settings = (await t.api.get('/api/payments/public/settings/1/')).json();
    expect(settings).toMatchObject({
      default_currency: 'PHP',
      default_deposit_percentage: '30.00',
      minimum_charges: { PHP: '29.00', USD: '0.50', JPY: '50.00' },
    });
    expect((await t.api.get('/api/payments/public/settings/2/')).statusCode).toBe(404);
  });
});
