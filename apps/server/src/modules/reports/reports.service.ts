import { addDays, venueInstant } from '@venue/shared/dates';
import { fromMinor, toMinor } from '@venue/shared/money';
import { monthLabel, monthsOf, previousRange, quarterLabel, quarterSpan, WEEKDAY_LABELS } from '@venue/shared/reports/report-rules';
import {
  AGING_BUCKETS,
  AGING_LABELS,
  REPORT_TITLES,
  REPORTS,
  REPORTS_TEXT,
  type TAgingReport,
  type TCollectionsReport,
  type TFunnelReport,
  type TOccupancyReport,
  type TReport,
  type TReportAccess,
  type TReportList,
  type TReportRange,
  type TRevenueQuery,
  type TRevenueReport,
  type TVatReport,
} from '@venue/shared/reports/reports.schema';
import { INQUIRY_SOURCE_TEXT, INQUIRY_SOURCES, INQUIRY_STAGE_TEXT, INQUIRY_STAGES } from '@venue/shared/staff/inquiry.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { TReportAnswer } from './reports-csv';
import { inquiryStagesReceived } from '../inquiries/inquiries.service';
import {
  agingBuckets,
  collectionRows,
  groupNames,
  lockStaffReports,
  occupancyRows,
  readStaffReports,
  revenueRows,
  spaceNames,
  vatRegistered,
  vatRows,
  writeStaffReports,
  type TOccupancyRowDb,
  type TRevenueRowDb,
} from './reports.repo';

/** The reports in their shown order, as the staff list and the admin's switches give them. */
const sharedOf = (stored: readonly string[]): TReport[] => REPORTS.filter((r) => stored.includes(r));

/** Admins read every report; staff only those an admin shared (the route already refused clients and guests). */
export async function assertMayRead(ctx: TContext, actor: TActor, report: TReport): Promise<void> {
  if (actor.role === 'admin') return;
  if (!(await readStaffReports(ctx.db)).includes(report)) throw new AppError(403, REPORTS_TEXT.notShared);
}

export async function reportList(ctx: TContext, actor: TActor): Promise<TReportList> {
  const readable = actor.role === 'admin' ? [...REPORTS] : sharedOf(await readStaffReports(ctx.db));
  return { reports: readable.map((report) => ({ report, title: REPORT_TITLES[report] })) };
}

export async function reportAccess(ctx: TContext): Promise<TReportAccess> {
  return { staff_reports: sharedOf(await readStaffReports(ctx.db)) };
}

const titlesText = (reports: readonly TReport[]) => (reports.length ? reports.map((r) => REPORT_TITLES[r]).join(', ') : 'None');

export async function changeReportAccess(ctx: TContext, actor: TActor, ip: string | null, body: TReportAccess): Promise<TReportAccess> {
  const next = sharedOf(body.staff_reports);
  return ctx.transact(async (tx) => {
    const before = sharedOf(await lockStaffReports(tx));
    await writeStaffReports(tx, next, actor.userId);
    // In words, like the other settings an admin changes: the titles staff may read, before and after.
    await recordAudit(tx, actor, ip, {
      action: 'report_access.update',
      objectType: 'venue_settings',
      objectId: 1,
      before: { reports_shared_with_staff: titlesText(before) },
      after: { reports_shared_with_staff: titlesText(next) },
    });
    return { staff_reports: next };
  });
}

const rangesOf = (q: TReportRange) => {
  const prev = previousRange(q.from, q.to);
  return { from: q.from, to: q.to, previous_from: prev.from, previous_to: prev.to };
};

const sum = (values: readonly string[]) => fromMinor(values.reduce((s, v) => s + toMinor(v), 0n));

// ── Bookings and revenue ─────────────────────────────────────────────────────────────────────────────────────
const NO_REVENUE = { bookings: 0, booked: '0.00', invoiced: '0.00', collected: '0.00' };
const figuresOf = (r: TRevenueRowDb | undefined) => (r ? { bookings: r.bookings, booked: r.booked, invoiced: r.invoiced, collected: r.collected } : NO_REVENUE);
const revenueTotals = (rows: readonly TRevenueRowDb[]) => ({
  bookings: rows.reduce((s, r) => s + r.bookings, 0),
  booked: sum(rows.map((r) => r.booked)),
  invoiced: sum(rows.map((r) => r.invoiced)),
  collected: sum(rows.map((r) => r.collected)),
});

/**
 * By month, every month the range touches is a row (a chart needs the empty ones), compared with the previous
 * range's month in the same place; by event type or space, every key either range has, compared key by key.
 */
export async function revenueReport(ctx: TContext, q: TRevenueQuery): Promise<TRevenueReport> {
  const ranges = rangesOf(q);
  const [now, before] = await Promise.all([revenueRows(ctx.db, q.from, q.to, q.by), revenueRows(ctx.db, ranges.previous_from, ranges.previous_to, q.by)]);
  const nowBy = new Map(now.map((r) => [r.key, r]));
  const beforeBy = new Map(before.map((r) => [r.key, r]));
  let rows: TRevenueReport['rows'];
  if (q.by === 'month') {
    const previousMonths = monthsOf(ranges.previous_from, ranges.previous_to);
    rows = monthsOf(q.from, q.to).map((key, i) => ({
      key,
      label: monthLabel(key),
      ...figuresOf(nowBy.get(key)),
      previous: figuresOf(previousMonths[i] === undefined ? undefined : beforeBy.get(previousMonths[i])),
    }));
  } else {
    const names = await groupNames(ctx.db, q.by);
    const keys = [...new Set([...nowBy.keys(), ...beforeBy.keys()])];
    rows = keys
      .map((key) => ({
        key,
        label: names.get(key) ?? (q.by === 'space' ? 'No space' : 'Other'),
        ...figuresOf(nowBy.get(key)),
        previous: figuresOf(beforeBy.get(key)),
      }))
      .sort((a, b) => Number(toMinor(b.booked) - toMinor(a.booked)) || a.label.localeCompare(b.label));
  }
  return { ...ranges, by: q.by, rows, totals: revenueTotals(now), previous_totals: revenueTotals(before) };
}

// ── Deposits, balances and refunds ───────────────────────────────────────────────────────────────────────────
export async function collectionsReport(ctx: TContext, q: TReportRange): Promise<TCollectionsReport> {
  const ranges = rangesOf(q);
  const [now, before] = await Promise.all([collectionRows(ctx.db, q.from, q.to), collectionRows(ctx.db, ranges.previous_from, ranges.previous_to)]);
  const withNet = (r: { deposits: string; balances: string; refunds: string }) => ({
    deposits: r.deposits,
    balances: r.balances,
    refunds: r.refunds,
    net: fromMinor(toMinor(r.deposits) + toMinor(r.balances) - toMinor(r.refunds)),
  });
  const totals = (rows: typeof now) =>
    withNet({ deposits: sum(rows.map((r) => r.deposits)), balances: sum(rows.map((r) => r.balances)), refunds: sum(rows.map((r) => r.refunds)) });
  const byKey = new Map(now.map((r) => [r.key, r]));
  const rows = monthsOf(q.from, q.to).map((key) => ({
    key,
    label: monthLabel(key),
    ...withNet(byKey.get(key) ?? { deposits: '0.00', balances: '0.00', refunds: '0.00' }),
  }));
  return { ...ranges, rows, totals: totals(now), previous_totals: totals(before) };
}

// ── Receivables aging ────────────────────────────────────────────────────────────────────────────────────────
export async function agingReport(ctx: TContext, q: TReportRange): Promise<TAgingReport> {
  const found = new Map((await agingBuckets(ctx.db, q.to)).map((b) => [b.bucket, b]));
  const buckets = AGING_BUCKETS.map((bucket) => {
    const b = found.get(bucket);
    return {
      bucket,
      label: AGING_LABELS[bucket],
      count: b?.count ?? 0,
      amount: b?.amount ?? '0.00',
      // The console has no page per invoice: an invoice is read, paid and voided on its event's page.
      invoices: (b?.invoices ?? []).map(({ event_id, ...i }) => ({ ...i, link: `/staff/events/${event_id}?tab=money` })),
    };
  });
  return { as_of: q.to, buckets, total: sum(buckets.map((b) => b.amount)) };
}

// ── Occupancy ────────────────────────────────────────────────────────────────────────────────────────────────
const ZERO_HOURS = { booked_hours: '0.0', open_hours: '0.0', share: '0.0' };
const hoursOf = (r: TOccupancyRowDb | undefined) => (r ? { booked_hours: r.booked_hours, open_hours: r.open_hours, share: r.share } : ZERO_HOURS);

export async function occupancyReport(ctx: TContext, q: TReportRange): Promise<TOccupancyReport> {
  const ranges = rangesOf(q);
  const [now, before, names] = await Promise.all([
    occupancyRows(ctx.db, q.from, q.to),
    occupancyRows(ctx.db, ranges.previous_from, ranges.previous_to),
    spaceNames(ctx.db),
  ]);
  const spaceLine = (rows: TOccupancyRowDb[], id: number) => rows.find((r) => r.space_id === id && r.weekday === null);
  const ids = [...names.keys()].filter((id) => spaceLine(now, id) || spaceLine(before, id));
  return {
    ...ranges,
    spaces: ids.map((id) => ({
      space: { id, name: names.get(id)! },
      ...hoursOf(spaceLine(now, id)),
      previous: hoursOf(spaceLine(before, id)),
      by_weekday: WEEKDAY_LABELS.map((label, i) => ({
        weekday: i + 1,
        label,
        ...hoursOf(now.find((r) => r.space_id === id && r.weekday === i + 1)),
      })),
    })),
    totals: hoursOf(now.find((r) => r.space_id === null)),
    previous_totals: hoursOf(before.find((r) => r.space_id === null)),
  };
}

// ── Inquiry funnel ───────────────────────────────────────────────────────────────────────────────────────────
/** "41.7": a part of a whole as a percent with one decimal, from integers (half up). */
const percentText = (part: number, whole: number) => {
  if (whole === 0) return '0.0';
  const tenths = Math.floor((part * 1000 + whole / 2) / whole);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

export async function funnelReport(ctx: TContext, q: TReportRange): Promise<TFunnelReport> {
  const ranges = rangesOf(q);
  const read = (from: string, to: string) => inquiryStagesReceived(ctx, venueInstant(from), venueInstant(addDays(to, 1)));
  const [now, before] = await Promise.all([read(q.from, q.to), read(ranges.previous_from, ranges.previous_to)]);
  const figures = (rows: typeof now) => {
    const won = rows.filter((r) => r.stage === 'WON').length;
    const lost = rows.filter((r) => r.stage === 'LOST').length;
    return { received: rows.length, won, lost, open: rows.length - won - lost, won_share: percentText(won, rows.length) };
  };
  return {
    ...ranges,
    stages: INQUIRY_STAGES.map((stage) => ({ stage, label: INQUIRY_STAGE_TEXT[stage], count: now.filter((r) => r.stage === stage).length })),
    sources: INQUIRY_SOURCES.map((source) => {
      const of = now.filter((r) => r.source === source);
      return { source, label: INQUIRY_SOURCE_TEXT[source], count: of.length, won: of.filter((r) => r.stage === 'WON').length };
    }),
    totals: figures(now),
    previous_totals: figures(before),
  };
}

// ── VAT summary ──────────────────────────────────────────────────────────────────────────────────────────────
const NO_VAT = { vatable: '0.00', vat: '0.00', exempt: '0.00', zero_rated: '0.00', total: '0.00' };

export async function vatReport(ctx: TContext, q: TReportRange): Promise<TVatReport> {
  const ranges = rangesOf(q);
  const span = quarterSpan(q.from, q.to);
  const [now, whole, before, registered] = await Promise.all([
    vatRows(ctx.db, q.from, q.to),
    vatRows(ctx.db, span.from, span.to),
    vatRows(ctx.db, ranges.previous_from, ranges.previous_to),
    vatRegistered(ctx.db),
  ]);
  // Lines carry only a rate, so nothing is told apart as zero-rated (shared payments/vat-breakdown.ts).
  const figures = (r: (typeof now)[number] | undefined) =>
    r ? { vatable: r.vatable, vat: r.vat, exempt: r.exempt, zero_rated: '0.00', total: r.total } : NO_VAT;
  const of = (kind: string, key: string) => now.find((r) => r.kind === kind && r.key === key);
  const months = monthsOf(q.from, q.to);
  const quarters = [...new Set(months.map((m) => `${m.slice(0, 4)}-Q${Math.ceil(Number(m.slice(5, 7)) / 3)}`))];
  return {
    ...ranges,
    vat_registered: registered,
    months: months.map((key) => ({ key, label: monthLabel(key), ...figures(of('month', key)) })),
    // Whole quarters, whatever part of them the range covers: what the quarterly return (BIR 2550Q) reports.
    quarters: quarters.map((key) => ({ key, label: quarterLabel(key), ...figures(whole.find((r) => r.kind === 'quarter' && r.key === key)) })),
    totals: figures(of('total', '')),
    previous_totals: figures(before.find((r) => r.kind === 'total')),
  };
}

/** One report's answer by its name (the CSV download reads the same answer the screen does). */
export async function reportAnswer(ctx: TContext, actor: TActor, report: TReport, q: TRevenueQuery): Promise<TReportAnswer> {
  await assertMayRead(ctx, actor, report);
  switch (report) {
    case 'revenue':
      return { report, data: await revenueReport(ctx, q) };
    case 'collections':
      return { report, data: await collectionsReport(ctx, q) };
    case 'aging':
      return { report, data: await agingReport(ctx, q) };
    case 'occupancy':
      return { report, data: await occupancyReport(ctx, q) };
    case 'funnel':
      return { report, data: await funnelReport(ctx, q) };
    case 'vat':
      return { report, data: await vatReport(ctx, q) };
  }
}
