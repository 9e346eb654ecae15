import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { formatMoney } from '@venue/shared/money';
import { accountWithRole, createTestApp, type TTestApp } from '../../../test/test-app';
import { pdfPages } from '../../lib/pdf/pdf-text';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/**
 * Invoices by the EOPT rules (issue 41) through the API: the PDF's figures are the invoice's totals the API
 * answers, to the centavo, and the venue's VAT status (Venue Details) decides the VAT wording.
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

const peso = (amount: string) => formatMoney(amount, 'PHP', { displayFormat: 'symbol', decimalPlaces: 2 });
const pdfText = async (id: number) => {
  const res = await t.api.get(`/api/payments/client/invoices/${id}/download_pdf/`, { token: client });
  expect(res.statusCode).toBe(200);
  return pdfPages(res.rawPayload).join(' ').replace(/\s+/g, ' ');
};

describe('invoice PDF by the EOPT rules', () => {
  it('shows the VATable, VAT and exempt sales adding up to the total the API answers', async () => {
    const res = await t.api.post(
      '/api/staff/invoices/',
      {
        event_id: eventId,
        lines: [
          { description: 'Lunch, per person', quantity: '33', unit_price: '333.33', tax_rate: '0.12' },
          { description: 'Chapel donation', quantity: '1', unit_price: '5000.00', tax_rate: '0' },
        ],
      },
      { token: staff },
    );
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json() as { id: number; invoice_id: string; total_amount: string; tax_amount: string };
    expect(inv).toMatchObject({ total_amount: '17319.88', tax_amount: '1319.99' });
    const text = await pdfText(inv.id);
    expect(text).toContain('INVOICE');
    expect(text).toContain(`Invoice number ${inv.invoice_id}`);
    expect(text).toContain(
      `VATable sales ${peso('10999.89')} VAT (12%) ${peso(inv.tax_amount)} VAT-exempt sales ${peso('5000.00')} Zero-rated sales ₱0.00 Total amount due ${peso(inv.total_amount)}`,
    );
  });

  it('a venue not VAT-registered: its invoices say NON-VAT and show no VAT; receipts are not for input tax', async () => {
    const current = (await t.api.get('/api/staff/venue/', { token: admin })).json();
    expect(current.vat_registered).toBe(true);
    const { logo_url: _l, updated_at: _u, ...fields } = current;
    const saved = await t.api.put('/api/admin/venue/', { ...fields, tin: '123-456-789-00000', vat_registered: false }, { token: admin });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().vat_registered).toBe(false);
    const res = await t.api.post(
      '/api/staff/invoices/',
      { event_id: eventId, lines: [{ description: 'Garden rental', quantity: '1', unit_price: '20000.00', tax_rate: '0' }] },
      { token: staff },
    );
    expect(res.statusCode, res.body).toBe(201);
    const text = await pdfText(res.json().id);
    expect(text).toContain('NON-VAT Reg. TIN: 123-456-789-00000');
    expect(text).toContain(`Total sales ${peso('20000.00')} Total amount due ${peso('20000.00')}`);
    expect(text).not.toMatch(/VATable|VAT \(|VAT-exempt/);
  });
});
