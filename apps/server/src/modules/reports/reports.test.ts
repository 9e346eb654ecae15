import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@venue/shared/money';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { vatBreakdown } from '@venue/shared/payments/vat-breakdown';
import {
  REPORTS,
  REPORTS_TEXT,
  type TAgingReport,
  type TCollectionsReport,
  type TFunnelReport,
  type TOccupancyReport,
  type TRevenueReport,
  type TVatReport,
} from '@venue/shared/reports/reports.schema';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { auditOf, pht } from '../../../test/staff-helpers';

/**
 * A seeded November 2031 with figures worked out by hand (below, beside each row). The range is Nov 1-30; the
 * previous range of the same length is Oct 2-31.
 */
let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
let pavilion: number;
let chapel: number;
let vowRenewal: number;

const RANGE = { from: '2031-11-01', to: '2031-11-30' };
const BASE = '/api/staff/reports';
const ACCESS = '/api/admin/reports/access/';

const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(t, q))[0]!;

async function seedMonth() {
  const c = await registerClient(t, 'ana.reyes@example.test', { first_name: 'Ana', last_name: 'Reyes' });
  client = c.tokens.access;
  const wedding = (await one<{ id: number }>(sql`select id from event_types where name = 'Wedding'`)).id;
  const corporate = (await one<{ id: number }>(sql`select id from event_types where name = 'Corporate Event'`)).id;
  pavilion = (await one<{ id: number }>(sql`select id from facilities where name = 'Pavilion'`)).id;
  chapel = (await one<{ id: number }>(sql`select id from facilities where name = 'Sanctuary Chapel'`)).id;
  // Two open spaces, so the open hours are known: 16 a day (08:00-24:00) × 30 days each.
  await t.database.db.execute(sql`update facilities set is_active = (id in (${pavilion}, ${chapel}))`);

  const event = async (name: string, type: number, space: number, day: string, from: string, to: string, price: string, status = 'CONFIRMED') =>
    (
      await one<{ id: number }>(sql`
        insert into events (client_id, event_type_id, name, status, start_date, end_date, total_price, facility_id, starts_at, ends_at)
        values (${c.user.id}, ${type}, ${name}, ${status}, ${day}, ${day}, ${price}, ${space}, ${pht(day, from)}, ${pht(day, to)}) returning id`)
    ).id;
  const e1 = await event('Reyes-Santos Wedding', wedding, pavilion, '2031-11-08', '14:00', '22:00', '100000.00'); // Sat, 8 h
  const e2 = await event('Acme Year-End Party', corporate, pavilion, '2031-11-15', '10:00', '14:00', '50000.00'); // Sat, 4 h
  const e3 = (vowRenewal = await event('Cruz Vow Renewal', wedding, chapel, '2031-11-20', '18:00', '23:30', '30000.00', 'COMPLETED')); // Thu, 5.5 h
  await event('Cancelled Launch', corporate, chapel, '2031-11-21', '09:00', '12:00', '99999.00', 'CANCELLED'); // left out

  type TLine = [description: string, quantity: string, unitPrice: string, rate: string];
  const invoice = async (number: string, eventId: number, status: string, issued: string | null, due: string | null, lines: TLine[]) => {
    const id = (
      await one<{ id: number }>(sql`
        insert into invoices (event_id, number, status, issue_date, due_date) values (${eventId}, ${number}, ${status}, ${issued}, ${due}) returning id`)
    ).id;
    for (const [i, [description, quantity, unitPrice, rate]] of lines.entries()) {
      await t.database.db.execute(sql`
        insert into invoice_line_items (invoice_id, description, quantity, unit_price, tax_rate, sort_order)
        values (${id}, ${description}, ${quantity}, ${unitPrice}, ${rate}, ${i})`);
    }
    return id;
  };
  // 0.12: 80000.00 + 999.99 + 0.05 + 0.05 - 1000.00 = 80000.09; its VAT line by line 9600.00 + 120.00 (119.9988)
  // + 0.01 + 0.01 - 120.00 = 9600.02 (on the sum it would be 9600.01). Exempt 5000.00. Total 94600.11.
  const a = await invoice('INV-2031-0001', e1, 'PAID', '2031-11-02', '2031-11-30', [
    ['Wedding package', '1', '80000.00', '0.12'],
    ['Fairy lights', '3', '333.33', '0.12'],
    ['Candle', '1', '0.05', '0.12'],
    ['Candle', '1', '0.05', '0.12'],
    ['Tourism fee', '1', '5000.00', '0'],
    ['Early booking discount', '1', '-1000.00', '0.12'],
  ]);
  const b = await invoice('INV-2031-0002', e2, 'ISSUED', '2031-11-10', '2031-11-25', [['Corporate package', '1', '50000.00', '0.1200']]); // 56000.00
  await invoice('INV-2031-0003', e3, 'ISSUED', '2031-09-01', '2031-10-16', [['Chapel', '1', '30000.00', '0.12']]); // 33600.00, 45 days late
  await invoice('INV-2031-0004', e3, 'CANCELLED', '2031-11-05', '2031-11-20', [['Void', '1', '7777.00', '0.12']]); // left out
  await invoice('INV-2031-0005', e1, 'DRAFT', null, null, [['Draft', '1', '8888.00', '0.12']]); // left out
  await invoice('INV-2031-0006', e2, 'ISSUED', '2031-07-01', '2031-08-01', [['Exempt hall', '1', '10000.00', '0']]); // 10000.00, 121 days
  await invoice('INV-2031-0007', e1, 'ISSUED', '2031-08-15', '2031-09-10', [['Tasting', '1', '2000.00', '0.12']]); // 2240.00, 81 days
  await invoice('INV-2031-0008', e2, 'ISSUED', '2031-10-20', '2031-11-10', [['Ocular', '1', '1000.00', '0.12']]); // 1120.00, 20 days
  await invoice('INV-2031-0009', e3, 'ISSUED', '2031-11-25', '2031-12-15', [['Sound', '1', '500.00', '0.12']]); // 560.00, not yet due

  let n = 0;
  const payment = async (eventId: number, invoiceId: number, amount: string, status: string, at: string, type: string, refunded = '0.00') =>
    (
      await one<{ id: number }>(sql`
        insert into payments (event_id, invoice_id, number, amount, status, paid_on, payment_type, refunded_amount)
        values (${eventId}, ${invoiceId}, ${`PAY-T-${++n}`}, ${amount}, ${status}, ${at}, ${type}, ${refunded}) returning id`)
    ).id;
  await payment(e1, a, '30000.00', 'COMPLETED', pht('2031-11-03', '10:00'), 'DEPOSIT');
  await payment(e1, a, '64600.11', 'PAID', pht('2031-11-28', '15:00'), 'CUSTOM');
  const deposit = await payment(e2, b, '20000.00', 'COMPLETED', pht('2031-11-12', '09:00'), 'DEPOSIT', '5000.00');
  await payment(e2, b, '1000.00', 'PAID', pht('2031-11-30', '23:30'), 'CUSTOM'); // still Nov 30 in Manila
  await payment(e2, b, '2000.00', 'PAID', pht('2031-12-01', '00:30'), 'CUSTOM'); // Dec 1 in Manila, though Nov 30 in UTC
  await payment(e2, b, '9999.00', 'FAILED', pht('2031-11-14', '09:00'), 'CUSTOM'); // never received
  await t.database.db.execute(sql`
    insert into refunds (payment_id, number, amount, status, processed_at) values (${deposit}, 'RF-T-1', '5000.00', 'SUCCEEDED', ${pht('2031-11-20', '11:00')})`);

  // The funnel: received in November, one won (its event's deposit came after it was last moved), one lost, one new.
  const inquiry = (name: string, source: string, stage: string, eventId: number | null) =>
    t.database.db.execute(sql`
      insert into inquiries (source, stage, name, event_id, created_at, stage_set_at)
      values (${source}, ${stage}, ${name}, ${eventId}, ${pht('2031-11-01', '09:00')}, ${pht('2031-11-01', '09:00')})`);
  await inquiry('Ana Reyes', 'PHONE', 'CONTACTED', e1);
  await inquiry('Ben Lim', 'WEB_FORM', 'LOST', null);
  await inquiry('Carla Tan', 'REFERRAL', 'NEW', null);
  await inquiry('Old Lead', 'PHONE', 'NEW', null).then(() =>
    t.database.db.execute(sql`update inquiries set created_at = ${pht('2031-10-31', '23:59')} where name = 'Old Lead'`),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  await seedMonth();
});
afterAll(() => t.close());

const get = async <T>(path: string, query: Record<string, string> = RANGE, token = admin) => {
  const res = await t.api.get(`${BASE}/${path}`, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('who may read the reports', () => {
  const paths = [...REPORTS.map((r) => `${r}/`), ...REPORTS.map((r) => `${r}.csv`)];

  it('refuses guests and clients every call, and the access setting to anyone but admins', async () => {
    for (const [token, status] of [
      [undefined, 401],
      [client, 403],
    ] as const) {
      expect((await t.api.get(`${BASE}/`, { token })).statusCode).toBe(status);
      for (const p of paths) expect((await t.api.get(`${BASE}/${p}`, { token, query: RANGE })).statusCode, p).toBe(status);
    }
    for (const [token, status] of [
      [undefined, 401],
      [client, 403],
      [staff, 403],
    ] as const) {
      expect((await t.api.get(ACCESS, { token })).statusCode).toBe(status);
      expect((await t.api.put(ACCESS, { staff_reports: ['vat'] }, { token })).statusCode).toBe(status);
    }
  });

  it('gives staff only what an admin shared, and admins everything', async () => {
    expect((await t.api.put(ACCESS, { staff_reports: [] }, { token: admin })).statusCode).toBe(200);
    expect((await t.api.get(`${BASE}/`, { token: staff })).json()).toEqual({ reports: [] });
    for (const p of paths) {
      const refused = await t.api.get(`${BASE}/${p}`, { token: staff, query: RANGE });
      expect(refused.statusCode, p).toBe(403);
      expect(refused.json()).toMatchObject({ detail: REPORTS_TEXT.notShared });
      expect((await t.api.get(`${BASE}/${p}`, { token: admin, query: RANGE })).statusCode, p).toBe(200);
    }
    const shared = await t.api.put(ACCESS, { staff_reports: ['vat', 'revenue'] }, { token: admin });
    expect(shared.json()).toEqual({ staff_reports: ['revenue', 'vat'] });
    expect((await t.api.get(ACCESS, { token: admin })).json()).toEqual({ staff_reports: ['revenue', 'vat'] });
    expect((await t.api.get(`${BASE}/`, { token: staff })).json()).toEqual({
      reports: [
        { report: 'revenue', title: 'Bookings and Revenue' },
        { report: 'vat', title: 'VAT Summary' },
      ],
    });
    expect((await t.api.get(`${BASE}/`, { token: admin })).json().reports).toHaveLength(REPORTS.length);
    for (const p of ['revenue/', 'vat/', 'revenue.csv', 'vat.csv'])
      expect((await t.api.get(`${BASE}/${p}`, { token: staff, query: RANGE })).statusCode, p).toBe(200);
    expect((await t.api.get(`${BASE}/aging/`, { token: staff, query: RANGE })).statusCode).toBe(403);
    const audit = (await auditOf(t, 'venue_settings', 1)).filter((a) => a.action === 'report_access.update').at(-1)!;
    expect(audit).toMatchObject({ before: { reports_shared_with_staff: 'None' }, after: { reports_shared_with_staff: 'Bookings and Revenue, VAT Summary' } });
  });

  it('answers a bad range with the catalogue 400', async () => {
    const backwards = await t.api.get(`${BASE}/revenue/`, { token: admin, query: { from: '2031-11-30', to: '2031-11-01' } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({ to: [REPORTS_TEXT.toBeforeFrom] });
    expect((await t.api.get(`${BASE}/vat/`, { token: admin, query: { from: '2029-01-01', to: '2031-12-31' } })).statusCode).toBe(400);
    expect((await t.api.get(`${BASE}/aging/`, { token: admin, query: { from: 'soon', to: '2031-11-01' } })).statusCode).toBe(400);
    expect((await t.api.get(`${BASE}/revenue/`, { token: admin, query: { ...RANGE, by: 'weekday' } })).statusCode).toBe(400);
  });
});

describe('a month of known figures', () => {
  it('bookings and revenue, by month, by space and by event type', async () => {
    const r = await get<TRevenueReport>('revenue/');
    expect(r).toMatchObject({ from: '2031-11-01', to: '2031-11-30', previous_from: '2031-10-01', previous_to: '2031-10-31', by: 'month' });
    // Invoiced: 94600.11 + 56000.00 + 560.00; collected: 30000.00 + 64600.11 + 20000.00 + 1000.00 (not the Dec 1 one).
    expect(r.totals).toEqual({ bookings: 3, booked: '180000.00', invoiced: '151160.11', collected: '115600.11' });
    expect(r.previous_totals).toEqual({ bookings: 0, booked: '0.00', invoiced: '1120.00', collected: '0.00' });
    expect(r.rows).toEqual([{ key: '2031-11', label: 'Nov 2031', ...r.totals, previous: r.previous_totals }]);

    const bySpace = await get<TRevenueReport>('revenue/', { ...RANGE, by: 'space' });
    expect(bySpace.rows.map(({ label, bookings, booked, invoiced, collected }) => ({ label, bookings, booked, invoiced, collected }))).toEqual([
      { label: 'Pavilion', bookings: 2, booked: '150000.00', invoiced: '150600.11', collected: '115600.11' },
      { label: 'Sanctuary Chapel', bookings: 1, booked: '30000.00', invoiced: '560.00', collected: '0.00' },
    ]);
    const byType = await get<TRevenueReport>('revenue/', { ...RANGE, by: 'event_type' });
    expect(byType.rows.map((x) => [x.label, x.booked, x.invoiced])).toEqual([
      ['Wedding', '130000.00', '95160.11'],
      ['Corporate Event', '50000.00', '56000.00'],
    ]);
  });

  it('invoiced agrees with the invoices rule (invoiceTotals) on the same invoices, to the centavo', async () => {
    const lines = await queryRows<{ invoice_id: number; quantity: string; unit_price: string; tax_rate: string }>(
      t,
      sql`select l.invoice_id, l.quantity::text, l.unit_price::text, l.tax_rate::text from invoice_line_items l join invoices i on i.id = l.invoice_id
          where i.status in ('ISSUED', 'PAID') and i.issue_date between '2031-11-01' and '2031-11-30'`,
    );
    const byInvoice = new Map<number, typeof lines>();
    for (const l of lines) byInvoice.set(l.invoice_id, [...(byInvoice.get(l.invoice_id) ?? []), l]);
    const totals = [...byInvoice.values()].map((ls) => invoiceTotals(ls).totalMinor);
    const vat = [...byInvoice.values()].map((ls) => vatBreakdown(ls));
    const r = await get<TRevenueReport>('revenue/');
    const v = await get<TVatReport>('vat/');
    expect(r.totals.invoiced).toBe(fromMinor(totals.reduce((s, x) => s + x, 0n)));
    expect(v.totals.vat).toBe(fromMinor(vat.reduce((s, x) => s + x.vatMinor, 0n)));
    expect(v.totals.vatable).toBe(fromMinor(vat.reduce((s, x) => s + x.vatableMinor, 0n)));
    expect(v.totals.exempt).toBe(fromMinor(vat.reduce((s, x) => s + x.exemptMinor, 0n)));
  });

  it('deposits, balances and refunds', async () => {
    const r = await get<TCollectionsReport>('collections/');
    const nov = { deposits: '50000.00', balances: '65600.11', refunds: '5000.00', net: '110600.11' };
    expect(r.rows).toEqual([{ key: '2031-11', label: 'Nov 2031', ...nov }]);
    expect(r.totals).toEqual(nov);
    expect(r.previous_totals).toEqual({ deposits: '0.00', balances: '0.00', refunds: '0.00', net: '0.00' });
  });

  it('receivables aging on the last day, with the invoices behind each bucket', async () => {
    const r = await get<TAgingReport>('aging/');
    expect(r.as_of).toBe('2031-11-30');
    expect(r.buckets.map((b) => [b.label, b.count, b.amount, b.invoices.map((i) => `${i.number} ${i.days_overdue} ${i.balance}`)])).toEqual([
      ['Current', 1, '560.00', ['INV-2031-0009 0 560.00']],
      // 56000.00 less 15000.00 (20000.00 deposit, 5000.00 of it refunded) and 1000.00: the Dec 1 payment is not yet in.
      ['1–30 days', 2, '41120.00', ['INV-2031-0008 20 1120.00', 'INV-2031-0002 5 40000.00']],
      ['31–60 days', 1, '33600.00', ['INV-2031-0003 45 33600.00']],
      ['61–90 days', 1, '2240.00', ['INV-2031-0007 81 2240.00']],
      ['Over 90 days', 1, '10000.00', ['INV-2031-0006 121 10000.00']],
    ]);
    expect(r.total).toBe('87520.00');
    expect(r.buckets[2]!.invoices[0]).toMatchObject({
      client_name: 'Ana Reyes',
      event_name: 'Cruz Vow Renewal',
      due_date: '2031-10-16',
      link: `/staff/events/${vowRenewal}?tab=money`,
    });
    // Three days earlier the paid invoice was still owed: its balance came on Nov 28.
    const earlier = await get<TAgingReport>('aging/', { from: '2031-11-01', to: '2031-11-27' });
    expect(earlier.buckets[0]).toMatchObject({ count: 2, amount: '65160.11' });
    expect(earlier.buckets[0]!.invoices.map((i) => [i.number, i.balance])).toEqual([
      ['INV-2031-0001', '64600.11'],
      ['INV-2031-0009', '560.00'],
    ]);
  });

  it('occupancy: booked hours over open hours, per space and weekday', async () => {
    const r = await get<TOccupancyReport>('occupancy/');
    const byName = Object.fromEntries(r.spaces.map((s) => [s.space.name, s]));
    expect(Object.keys(byName).sort()).toEqual(['Pavilion', 'Sanctuary Chapel']);
    expect(byName.Pavilion).toMatchObject({ booked_hours: '12.0', open_hours: '480.0', share: '2.5' });
    expect(byName.Pavilion!.by_weekday[5]).toEqual({ weekday: 6, label: 'Sat', booked_hours: '12.0', open_hours: '80.0', share: '15.0' });
    expect(byName['Sanctuary Chapel']).toMatchObject({ booked_hours: '5.5', open_hours: '480.0', share: '1.1' });
    expect(byName['Sanctuary Chapel']!.by_weekday[3]).toEqual({ weekday: 4, label: 'Thu', booked_hours: '5.5', open_hours: '64.0', share: '8.6' });
    expect(r.totals).toEqual({ booked_hours: '17.5', open_hours: '960.0', share: '1.8' });
    expect(r.previous_totals).toEqual({ booked_hours: '0.0', open_hours: '992.0', share: '0.0' });
  });

  it('the inquiry funnel', async () => {
    const r = await get<TFunnelReport>('funnel/');
    expect(r.totals).toEqual({ received: 3, won: 1, lost: 1, open: 1, won_share: '33.3' });
    expect(r.previous_totals).toMatchObject({ received: 1, won: 0 });
    expect(r.stages.filter((s) => s.count > 0).map((s) => [s.label, s.count])).toEqual([
      ['New', 1],
      ['Won', 1],
      ['Lost', 1],
    ]);
    expect(r.sources.find((s) => s.source === 'PHONE')).toMatchObject({ count: 1, won: 1 });
  });

  it('the VAT summary by month and quarter', async () => {
    const r = await get<TVatReport>('vat/');
    // VATable 80000.09 + 50000.00 + 500.00; VAT 9600.02 + 6000.00 + 60.00; exempt 5000.00.
    const nov = { vatable: '130500.09', vat: '15660.02', exempt: '5000.00', zero_rated: '0.00', total: '151160.11' };
    expect(r.vat_registered).toBe(true);
    expect(r.months).toEqual([{ key: '2031-11', label: 'Nov 2031', ...nov }]);
    // The quarter is whole, for the quarterly return: November and INV-2031-0008, issued Oct 20 (1,000.00 + 120.00 VAT).
    expect(r.quarters).toEqual([
      { key: '2031-Q4', label: 'Q4 2031', vatable: '131500.09', vat: '15780.02', exempt: '5000.00', zero_rated: '0.00', total: '152280.11' },
    ]);
    expect(r.totals).toEqual(nov);
    expect(r.previous_totals).toEqual({ vatable: '1000.00', vat: '120.00', exempt: '0.00', zero_rated: '0.00', total: '1120.00' });
  });

  it('the VAT summary is net of the credit notes issued in the period', async () => {
    // A credit note for RF-T-1 (the refund of 5,000.00) as a refund issues one: 4,464.29 VATable + 535.71 VAT.
    await t.database.db.execute(sql`
      insert into credit_notes (number, refund_id, invoice_id, issue_date, amount, vatable, vat, exempt, reason)
      select 'CN-T-1', r.id, p.invoice_id, '2031-11-20', '5000.00', '4464.29', '535.71', '0.00', 'Test'
      from refunds r join payments p on p.id = r.payment_id where r.number = 'RF-T-1'`);
    try {
      const r = await get<TVatReport>('vat/');
      const nov = { vatable: '126035.80', vat: '15124.31', exempt: '5000.00', zero_rated: '0.00', total: '146160.11' };
      expect(r.months).toEqual([{ key: '2031-11', label: 'Nov 2031', ...nov }]);
      expect(r.quarters[0]).toMatchObject({ vatable: '127035.80', vat: '15244.31', total: '147280.11' });
      expect(r.totals).toEqual(nov);
    } finally {
      await t.database.db.execute(sql`delete from credit_notes where number = 'CN-T-1'`);
    }
  });
});

describe('the CSV downloads', () => {
  const csv = async (report: string, query: Record<string, string> = RANGE) => {
    const res = await t.api.get(`${BASE}/${report}.csv`, { token: admin, query });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return { res, rows: parse(res.rawPayload, { bom: true }) as string[][] };
  };

  it('the revenue CSV opens with the same numbers and a readable file name', async () => {
    const { res, rows } = await csv('revenue');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-and-revenue-2031-11-01-to-2031-11-30.csv"');
    expect(rows[0]!.slice(0, 5)).toEqual(['Month', 'Bookings', 'Booked (PHP)', 'Invoiced (PHP)', 'Collected (PHP)']);
    expect(rows[1]!.slice(0, 5)).toEqual(['Nov 2031', '3', '180000.00', '151160.11', '115600.11']);
    expect(rows.at(-1)!.slice(0, 5)).toEqual(['Total', '3', '180000.00', '151160.11', '115600.11']);
  });

  it('the aging CSV lists the invoices behind each bucket', async () => {
    const { rows } = await csv('aging');
    expect(rows).toContainEqual(['31–60 days', 'INV-2031-0003', 'Ana Reyes', 'Cruz Vow Renewal', 'October 16, 2031', '45', '33600.00']);
    expect(rows).toContainEqual(['1–30 days, total', '', '', '', '', '', '41120.00']);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '', '87520.00']);
  });

  it('the other CSVs carry their totals', async () => {
    expect((await csv('collections')).rows.at(-1)).toEqual(['Total', '50000.00', '65600.11', '5000.00', '110600.11']);
    expect((await csv('vat')).rows.at(-1)).toEqual(['Total', '130500.09', '15660.02', '5000.00', '0.00', '151160.11']);
    expect((await csv('occupancy')).rows.at(-1)).toEqual(['All spaces', 'All days', '17.5', '960.0', '1.8']);
    expect((await csv('funnel')).rows.at(-1)).toEqual(['Total', 'All inquiries', '3', '1']);
  });
});
