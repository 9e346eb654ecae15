import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { fromPostgres } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { insertUser } from '../../apps/server/src/modules/accounts/users.repo';
import { DURATION } from './load';

/** The admin who reads the reports (admins read every report without an admin sharing it). */
export const REPORTS_ADMIN = { email: 'reports.admin@example.test', password: 'ReportsAdmin#2026' };
export const REPORT_EVENTS = 50_000;

/**
 * Two years of a busy venue (2025-2026) in a few seconds, in SQL: 50,000 events (one in twenty cancelled) across
 * the spaces in three four-hour slots a day, an invoice per event (three lines: two at 12 %, one exempt; one in fifty
 * void), a deposit on each, the balance of those due before November 2026 but one in forty (the overdue ones), a refund on one in twenty-five, and 5,000 inquiries. Triggers are off
 * while it loads (session_replication_role): the calendar's reservation rows would refuse so many events a day,
 * and no report reads them.
 */
export async function seedReportsData(url: string): Promise<void> {
  const database = fromPostgres(url, 2);
  await database.db.transaction(async (tx) => {
    const admin = await insertUser(tx, {
      email: REPORTS_ADMIN.email,
      passwordHash: await hashPassword(REPORTS_ADMIN.password),
      firstName: 'Rita',
      lastName: 'Manalo',
    });
    await tx.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
    const client = await insertUser(tx, {
      email: 'reports.client@example.test',
      passwordHash: await hashPassword('ReportsClient#2026'),
      firstName: 'Rey',
      lastName: 'Client',
    });
    // A new install has no spaces or event types of its own (the demo's are the demo's): the bench brings some.
    await tx.execute(sql`
      insert into facilities (name, description, sort_order)
      select 'Bench Space ' || g, '', g from generate_series(1, 6) g where not exists (select 1 from facilities where is_active)`);
    await tx.execute(sql`
      insert into event_types (name, description, sort_order)
      select 'Bench Type ' || g, '', g from generate_series(1, 5) g where not exists (select 1 from event_types)`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into events (client_id, event_type_id, name, status, start_date, end_date, total_price, facility_id, starts_at, ends_at)
      select ${client.id}, (array(select id from event_types order by id))[1 + g % (select count(*)::int from event_types)], 'Bench report event ' || g,
        case when g % 20 = 0 then 'CANCELLED' else 'CONFIRMED' end, d, d, 50000 + (g % 100) * 1000,
        (array(select id from facilities where is_active order by id))[1 + g % (select count(*)::int from facilities where is_active)],
        (d + make_interval(hours => 8 + (g % 3) * 5)) at time zone 'Asia/Manila',
        (d + make_interval(hours => 12 + (g % 3) * 5)) at time zone 'Asia/Manila'
      from generate_series(1, ${REPORT_EVENTS}) g, lateral (select (date '2025-01-01' + (g % 730))::timestamp as d) x`);
    await tx.execute(sql`
      insert into invoices (event_id, number, status, issue_date, due_date)
      select e.id, 'INV-RB-' || e.id, case when e.id % 50 = 1 then 'CANCELLED' else 'ISSUED' end,
        e.start_date - 30, e.start_date - 7
      from events e where e.name like 'Bench report event %'`);
    await tx.execute(sql`
      insert into invoice_line_items (invoice_id, description, quantity, unit_price, tax_rate, sort_order)
      select i.id, l.description, l.quantity, l.unit_price, l.tax_rate, l.sort_order from invoices i
      cross join (values ('Package', 1, 40000.00, 0.12, 0), ('Lights', 3, 333.33, 0.12, 1), ('Tourism fee', 1, 1500.00, 0, 2))
        as l(description, quantity, unit_price, tax_rate, sort_order)
      where i.number like 'INV-RB-%'`);
    await tx.execute(sql`
      insert into payments (event_id, invoice_id, number, amount, status, paid_on, payment_type, refunded_amount)
      select i.event_id, i.id, 'PAY-RB-D-' || i.id, 10000.00, 'COMPLETED', (i.issue_date + time '10:00') at time zone 'Asia/Manila', 'DEPOSIT',
        case when i.id % 25 = 0 then 1000.00 else 0 end
      from invoices i where i.number like 'INV-RB-%' and i.status <> 'CANCELLED'
      union all
      select i.event_id, i.id, 'PAY-RB-B-' || i.id, 37419.99, 'PAID', (i.due_date + time '15:00') at time zone 'Asia/Manila', 'CUSTOM', 0
      from invoices i where i.number like 'INV-RB-%' and i.status <> 'CANCELLED' and i.due_date < date '2026-11-01' and i.id % 40 <> 3`);
    // What those balances settled (47,419.99 an invoice) is PAID, as the payments module marks it.
    await tx.execute(sql`
      update invoices i set status = 'PAID' where i.number like 'INV-RB-%' and exists (select 1 from payments p where p.number = 'PAY-RB-B-' || i.id)`);
    await tx.execute(sql`
      insert into refunds (payment_id, number, amount, status, processed_at)
      select p.id, 'RF-RB-' || p.id, 1000.00, 'SUCCEEDED', p.paid_on + interval '5 days' from payments p where p.number like 'PAY-RB-D-%' and p.refunded_amount > 0`);
    await tx.execute(sql`
      insert into inquiries (source, stage, name, created_at, stage_set_at)
      select (array['WEB_FORM', 'WIZARD', 'PHONE', 'WALK_IN', 'REFERRAL', 'SOCIAL'])[1 + g % 6],
        (array['NEW', 'CONTACTED', 'SITE_VISIT', 'PROPOSAL_SENT', 'LOST'])[1 + g % 5], 'Bench inquiry ' || g, t, t
      from generate_series(1, 5000) g, lateral (select timestamptz '2025-01-01 09:00+08' + (g % 730) * interval '1 day' as t) x`);
  });
  await database.db.execute(sql`analyze`);
  await database.close();
}

export interface TReportLatency {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const MONTH = 'from=2026-11-01&to=2026-11-30';
const YEAR = 'from=2026-01-01&to=2026-12-31';
export const REPORT_CALLS = [
  `revenue/?${MONTH}&by=month`,
  `revenue/?${MONTH}&by=space`,
  `revenue/?${YEAR}&by=month`,
  `collections/?${MONTH}`,
  `aging/?${MONTH}`,
  `occupancy/?${MONTH}`,
  `occupancy/?${YEAR}`,
  `funnel/?${MONTH}`,
  `vat/?${YEAR}`,
  `revenue.csv?${MONTH}&by=month`,
];

/** Each report call for DURATION seconds at 4 connections (a manager's screen asks for one or two at a time). */
export async function reportsLoad(base: string, access: string): Promise<TReportLatency[]> {
  const out: TReportLatency[] = [];
  for (const path of REPORT_CALLS) {
    const opts = { url: `${base}/api/staff/reports/${path}`, connections: 4, headers: { authorization: `Bearer ${access}` } };
    await autocannon({ ...opts, duration: 1 });
    const r = await autocannon({ ...opts, duration: DURATION });
    out.push({
      name: `GET /api/staff/reports/${path}`,
      connections: 4,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    });
  }
  return out;
}

/** The reports' lines of a bench result: a table with each call's median and p99. */
export function reportLines(results: readonly TReportLatency[]): string[] {
  return [
    `Reports on ${REPORT_EVENTS.toLocaleString('en')} events (PostgreSQL; ${DURATION} s per call, 4 connections):`,
    '',
    '| call | requests/s | median ms | p99 ms | errors/non-2xx |',
    '|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors}/${r.non2xx} |`),
  ];
}
