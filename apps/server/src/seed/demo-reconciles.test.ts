import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { toMinor } from '@venue/shared/money';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-data';

/**
 * One figure everywhere, on the demo as a visitor meets it: read through the client's own API, an event's total,
 * its accepted quote, its contract, its invoices and its plan agree to the centavo. An event billed without a
 * quote totals its invoices; a contract amendment is the total of the newer quote it follows.
 */
let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
});
afterAll(() => t.close());

const all = async <T>(path: string): Promise<T[]> => (await t.api.get(path, { token, query: { page_size: '100' } })).json().results as T[];

interface TEvent {
  id: number;
  name: string;
  total_price: string;
}
interface TQuote {
  status: string;
  version: number;
  total_amount: string;
  subtotal: string;
  tax_amount: string;
  discount_amount: string;
  event_details: { id: number };
  line_items: { quantity: string; unit_price: string; tax_rate: string; total: string }[];
}
interface TContract {
  status: string;
  is_amendment: boolean;
  contract_value: string;
  event: { id: number };
}
interface TInvoice {
  total_amount: string;
  subtotal: string;
  tax_amount: string;
  event_details: { id: number };
  line_items: { tax_rate: string; tax: string; total: string }[];
  taxes: { tax_amount: string }[];
}
interface TPlan {
  invoice: number;
  total_amount: string;
  installments: { amount: string }[];
}

describe('the demo reconciles', () => {
  it('every event, quote, contract, invoice and plan of the demo client agrees', async () => {
    const [events, quotes, contracts, invoices, plans] = await Promise.all([
      all<TEvent>('/api/client/events/'),
      all<TQuote>('/api/sales/client/quotes/'),
      all<TContract>('/api/contracts/client/contracts/'),
      all<TInvoice & { id: number }>('/api/payments/client/invoices/'),
      all<TPlan>('/api/payments/client/payment-plans/'),
    ]);
    const sum = (amounts: string[]) => amounts.reduce((s, a) => s + toMinor(a), 0n);
    let checked = 0;
    for (const event of events) {
      const own = <T extends { event_details: { id: number } }>(list: T[]) => list.filter((x) => x.event_details.id === event.id);
      const accepted = own(quotes).find((q) => q.status === 'ACCEPTED');
      const billed = own(invoices);
      if (!accepted && billed.length === 0) continue;
      const expected = accepted ? toMinor(accepted.total_amount) : sum(billed.map((i) => i.total_amount));
      expect(toMinor(event.total_price), `${event.name}: event total`).toBe(expected);
      for (const c of contracts.filter((c) => c.event.id === event.id && !c.is_amendment && c.status !== 'VOIDED'))
        expect(toMinor(c.contract_value), `${event.name}: contract`).toBe(expected);
      expect(sum(billed.map((i) => i.total_amount)), `${event.name}: invoices`).toBe(expected);
      // A newer quote sent after the accepted one is what an amendment of the contract asks the client to sign.
      const newer = own(quotes).filter((q) => accepted && q.version > accepted.version && q.status === 'SENT');
      for (const c of contracts.filter((c) => c.event.id === event.id && c.is_amendment))
        expect(
          newer.map((q) => q.total_amount),
          `${event.name}: amendment`,
        ).toContain(c.contract_value);
      checked += 1;
    }
    expect(checked).toBe(4); // the wedding, the corporate event, the retreat and the team day

    for (const q of quotes) {
      // The tax is each line's own, and the total is subtotal less discount plus tax.
      expect(toMinor(q.total_amount), `quote v${q.version}`).toBe(toMinor(q.subtotal) - toMinor(q.discount_amount) + toMinor(q.tax_amount));
      for (const l of q.line_items) expect(l.total).toMatch(/^\d+\.\d{2}$/);
    }
    for (const inv of invoices) {
      expect(sum(inv.line_items.map((l) => l.tax)), 'line taxes add up to the tax').toBe(toMinor(inv.tax_amount));
      expect(sum(inv.taxes.map((x) => x.tax_amount)), 'the tax per rate adds up to the tax').toBe(toMinor(inv.tax_amount));
      expect(sum(inv.line_items.map((l) => l.total)) + toMinor(inv.tax_amount)).toBe(toMinor(inv.total_amount));
    }
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      const inv = invoices.find((i) => i.id === p.invoice)!;
      expect(p.total_amount).toBe(inv.total_amount);
      expect(sum(p.installments.map((i) => i.amount))).toBe(toMinor(p.total_amount));
    }
  });

  it('the wedding: the accepted quote, the signed contract, the invoice and the deposit paid, figure by figure', async () => {
    const events = await all<TEvent>('/api/client/events/');
    const wedding = events.find((e) => e.name === 'Maria & Paolo Wedding')!;
    const quote = (await all<TQuote>('/api/sales/client/quotes/')).find((q) => q.event_details.id === wedding.id && q.status === 'ACCEPTED')!;
    // 364,700 of lines and the string quartet, less 10,000 before tax, plus 12 % on each line less 12 % on the discount.
    expect(quote).toMatchObject({ subtotal: '364700.00', discount_amount: '10000.00', tax_amount: '42564.00', total_amount: '397264.00' });
    expect(wedding.total_price).toBe('397264.00');
    const payments = await all<{ description: string; amount: string }>('/api/payments/client/payments/');
    // 30 % of 397,264.00.
    expect(payments.find((p) => p.description.startsWith('Reservation deposit'))!.amount).toBe('119179.20');
  });
});
