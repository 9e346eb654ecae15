import { eq, sql, type SQL } from 'drizzle-orm';
import { addDays, venueInstant } from '@venue/shared/dates';
import { OPEN_FROM_HOUR, OPEN_FROM_HOUR_OVERNIGHT } from '@venue/shared/reports/report-rules';
import type { TRevenueQuery } from '@venue/shared/reports/reports.schema';
import type { TDb, TTx } from '../../db/client';
import { venueSettings } from '../../db/schema';

/**
 * The reports' SQL. Every amount is summed as numeric and leaves PostgreSQL as text ("385000.00"); nothing here is
 * a float. An invoice's total follows the documents' one rule (shared payments/document-totals.ts, as
 * payments.repo.ts's paymentTotals does): each line is quantity × unit price rounded to the centavo, its tax
 * rounded per line, the tax of each rate never below nothing; invoices carry their discounts as lines.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A report's statement with PostgreSQL's JIT off: these plans' estimated cost passes jit_above_cost, and compiling
 * them took about 0.9 s a call, several times what running them takes (bench/reports-only.ts).
 */
function run<T>(db: TDb, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(await tx.execute(query));
  });
}

/** Issued and paid invoices count; drafts are not yet documents and void (cancelled) ones never were money. */
const LIVE_INVOICE = sql`i.status in ('ISSUED', 'PAID')`;
/** Money received (a payment later refunded was still received; refunds are reported on their own day). */
const RECEIVED = sql`p.status in ('PAID', 'COMPLETED', 'REFUNDED')`;
/** The day, in Manila, a moment falls on. */
const manilaDay = (column: SQL) => sql`(${column} at time zone 'Asia/Manila')::date`;

/** One row per (invoice, tax rate) of the invoices `ids` selects: the amounts and the rate's rounded tax. */
const rateGroups = (ids: SQL) => sql`
  select l.invoice_id, l.tax_rate,
    sum(round(l.quantity * l.unit_price, 2)) as amount,
    greatest(sum(round(round(l.quantity * l.unit_price, 2) * l.tax_rate, 2)), 0) as tax
  from invoice_line_items l where l.invoice_id in (${ids}) group by l.invoice_id, l.tax_rate`;

/** [from 00:00, the day after `to` 00:00) in Manila, as instants. */
const bounds = (from: string, to: string) => ({ start: venueInstant(from).toISOString(), end: venueInstant(addDays(to, 1)).toISOString() });

export interface TRevenueRowDb {
  key: string;
  bookings: number;
  booked: string;
  invoiced: string;
  collected: string;
}

/** Bookings (by event day), invoices (by issue day) and payments (by day received), grouped by `by`. */
export async function revenueRows(db: TDb, from: string, to: string, by: TRevenueQuery['by']): Promise<TRevenueRowDb[]> {
  const { start, end } = bounds(from, to);
  const keyOf = (day: SQL) =>
    by === 'month' ? sql`to_char(${day}, 'YYYY-MM')` : by === 'event_type' ? sql`e.event_type_id::text` : sql`coalesce(e.facility_id::text, '')`;
  const rows = await run<TRevenueRowDb>(
    db,
    sql`
    with booked as (
      select ${keyOf(sql`e.start_date`)} as key, count(*) as bookings, sum(e.total_price) as booked
      from events e where e.status <> 'CANCELLED' and e.start_date between ${from}::date and ${to}::date group by 1
    ), inv as (
      select i.id, ${keyOf(sql`i.issue_date`)} as key from invoices i join events e on e.id = i.event_id
      where ${LIVE_INVOICE} and i.issue_date between ${from}::date and ${to}::date
    ), invoiced as (
      select inv.key, sum(g.amount + g.tax) as invoiced from inv join (${rateGroups(sql`select id from inv`)}) g on g.invoice_id = inv.id group by inv.key
    ), collected as (
      select ${keyOf(manilaDay(sql`p.paid_on`))} as key, sum(p.amount) as collected
      from payments p join events e on e.id = p.event_id
      where ${RECEIVED} and p.paid_on >= ${start}::timestamptz and p.paid_on < ${end}::timestamptz group by 1
    )
    select key, sum(bookings)::int as bookings, sum(booked)::numeric(14, 2)::text as booked,
      sum(invoiced)::numeric(14, 2)::text as invoiced, sum(collected)::numeric(14, 2)::text as collected
    from (
      select key, bookings, booked, 0 as invoiced, 0 as collected from booked
      union all select key, 0, 0, invoiced, 0 from invoiced
      union all select key, 0, 0, 0, collected from collected
    ) x group by key order by key`,
  );
  return rows;
}

export interface TCollectionRowDb {
  key: string;
  deposits: string;
  balances: string;
  refunds: string;
}

/** Payments received and refunds paid out, by Manila month; a deposit is a DEPOSIT payment or a plan's first part. */
export async function collectionRows(db: TDb, from: string, to: string): Promise<TCollectionRowDb[]> {
  const { start, end } = bounds(from, to);
  const month = (column: SQL) => sql`to_char(${manilaDay(column)}, 'YYYY-MM')`;
  const rows = await run<TCollectionRowDb>(
    db,
    sql`
    with paid as (
      select ${month(sql`p.paid_on`)} as key,
        sum(case when p.payment_type = 'DEPOSIT' or x.sequence = 1 then p.amount else 0 end) as deposits,
        sum(case when p.payment_type = 'DEPOSIT' or x.sequence = 1 then 0 else p.amount end) as balances
      from payments p left join installments x on x.id = p.installment_id
      where ${RECEIVED} and p.paid_on >= ${start}::timestamptz and p.paid_on < ${end}::timestamptz group by 1
    ), refunded as (
      select ${month(sql`r.processed_at`)} as key, sum(r.amount) as refunds from refunds r
      where r.status = 'SUCCEEDED' and r.processed_at >= ${start}::timestamptz and r.processed_at < ${end}::timestamptz group by 1
    )
    select key, sum(deposits)::numeric(14, 2)::text as deposits, sum(balances)::numeric(14, 2)::text as balances,
      sum(refunds)::numeric(14, 2)::text as refunds
    from (select key, deposits, balances, 0 as refunds from paid union all select key, 0, 0, refunds from refunded) x
    group by key order by key`,
  );
  return rows;
}

export interface TAgingBucketDb {
  bucket: string;
  count: number;
  amount: string;
  invoices: {
    id: number;
    event_id: number;
    number: string;
    client_name: string;
    event_name: string | null;
    due_date: string;
    days_overdue: number;
    balance: string;
  }[];
}

/**
 * What was owed at the end of `asOf`: live invoices issued by then, less what was received on them by then (net of
 * refunds), aged by days past their due date. An invoice without a due date is current.
 */
export async function agingBuckets(db: TDb, asOf: string): Promise<TAgingBucketDb[]> {
  const { end } = bounds(asOf, asOf);
  const rows = await run<TAgingBucketDb>(
    db,
    sql`
    with inv as (
      -- A PAID invoice was settled in full by payments already received; it can only have been owed at asOf when
      -- one of them came later. So only the open ones and those are totalled (most of the books are paid).
      select i.id from invoices i where i.status = 'ISSUED' and i.issue_date <= ${asOf}::date
      union
      select i.id from invoices i where i.status = 'PAID' and i.issue_date <= ${asOf}::date
        and exists (select 1 from payments p where p.invoice_id = i.id and coalesce(p.paid_on, p.updated_at) >= ${end}::timestamptz)
    ), totals as (
      select g.invoice_id as id, sum(g.amount + g.tax) as total from (${rateGroups(sql`select id from inv`)}) g group by g.invoice_id
    ), paid as (
      select p.invoice_id as id, sum(p.amount - p.refunded_amount) as paid from payments p
      where p.invoice_id in (select id from inv) and p.status in ('PAID', 'COMPLETED', 'REFUNDED')
        and coalesce(p.paid_on, p.updated_at) < ${end}::timestamptz
      group by p.invoice_id
    ), aged as (
      select i.id, i.number, i.due_date, i.event_id, e.name as event_name,
        trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as client_name,
        t.total - coalesce(pd.paid, 0) as balance,
        greatest(${asOf}::date - coalesce(i.due_date, ${asOf}::date), 0) as days
      from totals t join invoices i on i.id = t.id join events e on e.id = i.event_id join users u on u.id = e.client_id
      left join paid pd on pd.id = t.id
      where t.total - coalesce(pd.paid, 0) > 0.01
    )
    select case when days = 0 then 'current' when days <= 30 then 'days_1_30' when days <= 60 then 'days_31_60'
        when days <= 90 then 'days_61_90' else 'over_90' end as bucket,
      count(*)::int as count, sum(balance)::numeric(14, 2)::text as amount,
      json_agg(json_build_object('id', id, 'event_id', event_id, 'number', number, 'client_name', client_name, 'event_name', event_name,
        'due_date', coalesce(due_date::text, ''), 'days_overdue', days, 'balance', balance::numeric(14, 2)::text)
        order by days desc, number) as invoices
    from aged group by 1`,
  );
  return rows;
}

export interface TOccupancyRowDb {
  /** Null on the all-spaces line. */
  space_id: number | null;
  /** Null on a space's whole-week line and the all-spaces line. */
  weekday: number | null;
  booked_hours: string;
  open_hours: string;
  share: string;
}

/**
 * Per space and ISO weekday, then per space, then for all: hours its (not cancelled) events take inside each day's
 * open window (report-rules.ts), over the window's hours. Spaces: the active ones and any an event used.
 */
export async function occupancyRows(db: TDb, from: string, to: string): Promise<TOccupancyRowDb[]> {
  const { start, end } = bounds(from, to);
  const rows = await run<TOccupancyRowDb>(
    db,
    sql`
    with ev as (
      select e.facility_id, e.starts_at, e.ends_at from events e
      where e.status <> 'CANCELLED' and e.facility_id is not null and e.start_date <= ${to}::date and e.end_date >= ${addDays(from, -1)}::date
        and e.starts_at < ${end}::timestamptz and e.ends_at > ${start}::timestamptz
    ), sp as (
      select f.id, f.overnight from facilities f where f.is_active or f.id in (select facility_id from ev)
    ), win as materialized (
      select sp.id, d::date as day, extract(isodow from d)::int as weekday,
        (d + make_interval(hours => case when sp.overnight then ${OPEN_FROM_HOUR_OVERNIGHT}::int else ${OPEN_FROM_HOUR}::int end)) at time zone 'Asia/Manila' as opens,
        (d + interval '1 day') at time zone 'Asia/Manila' as closes
      from sp cross join generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d
    ), ev_days as materialized (
      -- Each event on each Manila day it touches (most touch one), so the days meet their events by equality.
      -- Materialized (with win): inlined, the planner joined on the space alone and filtered millions of pairs.
      select ev.facility_id, ev.starts_at, ev.ends_at, d::date as day from ev,
        generate_series((ev.starts_at at time zone 'Asia/Manila')::date, (ev.ends_at at time zone 'Asia/Manila')::date, interval '1 day') d
    ), taken as (
      select w.id, w.day, sum(extract(epoch from least(ev.ends_at, w.closes) - greatest(ev.starts_at, w.opens))) as secs
      from win w join ev_days ev on ev.facility_id = w.id and ev.day = w.day and ev.starts_at < w.closes and ev.ends_at > w.opens
      group by w.id, w.day
    ), per_day as (
      select w.id, w.weekday, extract(epoch from w.closes - w.opens) as open_secs, coalesce(t.secs, 0) as booked_secs
      from win w left join taken t on t.id = w.id and t.day = w.day
    )
    select id as space_id, weekday,
      round(sum(booked_secs) / 3600, 1)::text as booked_hours, round(sum(open_secs) / 3600, 1)::text as open_hours,
      case when sum(open_secs) = 0 then '0.0' else round(sum(booked_secs) * 100 / sum(open_secs), 1)::text end as share
    from per_day group by grouping sets ((id, weekday), (id), ())`,
  );
  return rows.map((r) => ({ ...r, space_id: r.space_id ?? null, weekday: r.weekday ?? null }));
}

export interface TVatRowDb {
  /** "2026-11", "2026-Q4", or "" for the whole range. */
  key: string;
  kind: 'month' | 'quarter' | 'total';
  vatable: string;
  vat: string;
  exempt: string;
  total: string;
}

/**
 * VATable (a rate above zero) and exempt (rate zero) sales and the VAT of live invoices issued in the range, less the
 * credit notes issued in it.
 */
export async function vatRows(db: TDb, from: string, to: string): Promise<TVatRowDb[]> {
  const rows = await run<TVatRowDb>(
    db,
    sql`
    with inv as (
      select i.id, i.issue_date from invoices i where ${LIVE_INVOICE} and i.issue_date between ${from}::date and ${to}::date
    ), g as (
      select to_char(inv.issue_date, 'YYYY-MM') as month, to_char(inv.issue_date, 'YYYY-"Q"Q') as quarter, r.tax_rate, r.amount, r.tax
      from inv join (${rateGroups(sql`select id from inv`)}) r on r.invoice_id = inv.id
      -- Credit notes issued in the period take their VATable part, VAT and exempt part off the sales (a return).
      union all
      select to_char(cn.issue_date, 'YYYY-MM'), to_char(cn.issue_date, 'YYYY-"Q"Q'), 1, -cn.vatable, -cn.vat
      from credit_notes cn where cn.issue_date between ${from}::date and ${to}::date
      union all
      select to_char(cn.issue_date, 'YYYY-MM'), to_char(cn.issue_date, 'YYYY-"Q"Q'), 0, -cn.exempt, 0
      from credit_notes cn where cn.issue_date between ${from}::date and ${to}::date
    )
    select coalesce(month, quarter, '') as key,
      case when grouping(month) = 0 then 'month' when grouping(quarter) = 0 then 'quarter' else 'total' end as kind,
      coalesce(sum(amount) filter (where tax_rate > 0), 0)::numeric(14, 2)::text as vatable,
      coalesce(sum(tax), 0)::numeric(14, 2)::text as vat,
      coalesce(sum(amount) filter (where tax_rate = 0), 0)::numeric(14, 2)::text as exempt,
      coalesce(sum(amount + tax), 0)::numeric(14, 2)::text as total
    from g group by grouping sets ((month), (quarter), ()) order by 2, 1`,
  );
  return rows;
}

/** Names people read for the keys the revenue report groups by. */
export async function groupNames(db: TDb, by: 'event_type' | 'space'): Promise<Map<string, string>> {
  const result = await db.execute(by === 'event_type' ? sql`select id::text as id, name from event_types` : sql`select id::text as id, name from facilities`);
  return new Map(rowsOf<{ id: string; name: string }>(result).map((r) => [r.id, r.name]));
}

export async function spaceNames(db: TDb): Promise<Map<number, string>> {
  const result = await db.execute(sql`select id, name from facilities order by sort_order, name`);
  return new Map(rowsOf<{ id: number; name: string }>(result).map((r) => [r.id, r.name]));
}

export async function readStaffReports(db: TDb | TTx): Promise<string[]> {
  const [row] = await db.select({ staffReports: venueSettings.staffReports }).from(venueSettings).where(eq(venueSettings.id, 1));
  return row?.staffReports ?? [];
}

/** Locks the settings row for the write that follows (two admins saving at once take turns). */
export async function lockStaffReports(tx: TTx): Promise<string[]> {
  const result = await tx.execute(sql`select staff_reports from venue_settings where id = 1 for update`);
  return rowsOf<{ staff_reports: string[] }>(result)[0]?.staff_reports ?? [];
}

export async function writeStaffReports(tx: TTx, reports: string[], userId: number): Promise<void> {
  await tx.update(venueSettings).set({ staffReports: reports, updatedById: userId, updatedAt: new Date() }).where(eq(venueSettings.id, 1));
}

export async function vatRegistered(db: TDb): Promise<boolean> {
  const result = await db.execute(sql`select coalesce((details ->> 'vat_registered')::boolean, true) as registered from venue_settings where id = 1`);
  return rowsOf<{ registered: boolean }>(result)[0]?.registered ?? true;
}
