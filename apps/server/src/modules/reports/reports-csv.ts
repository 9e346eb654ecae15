import { stringify } from 'csv-stringify/sync';
import { longDay } from '@venue/shared/dates';
import type { TAgingReport, TCollectionsReport, TFunnelReport, TOccupancyReport, TRevenueReport, TVatReport } from '@venue/shared/reports/reports.schema';

/**
 * Every report table as a CSV an accountant opens in Excel: UTF-8 with a byte order mark (so ₱ and ñ read right),
 * headings in words, amounts as plain decimals without ₱ or thousands separators (so Excel sums them).
 */
export type TReportAnswer =
  | { report: 'revenue'; data: TRevenueReport }
  | { report: 'collections'; data: TCollectionsReport }
  | { report: 'aging'; data: TAgingReport }
  | { report: 'occupancy'; data: TOccupancyReport }
  | { report: 'funnel'; data: TFunnelReport }
  | { report: 'vat'; data: TVatReport };

const BOM = '\uFEFF';
const GROUP_HEADING: Record<TRevenueReport['by'], string> = { month: 'Month', event_type: 'Event type', space: 'Space' };

function table(a: TReportAnswer): (string | number)[][] {
  switch (a.report) {
    case 'revenue': {
      const r = a.data;
      const line = (label: string, f: TRevenueReport['totals'], p: TRevenueReport['totals']) => [
        label,
        f.bookings,
        f.booked,
        f.invoiced,
        f.collected,
        p.bookings,
        p.booked,
        p.invoiced,
        p.collected,
      ];
      return [
        [
          GROUP_HEADING[r.by],
          'Bookings',
          'Booked (PHP)',
          'Invoiced (PHP)',
          'Collected (PHP)',
          'Bookings, previous period',
          'Booked, previous period (PHP)',
          'Invoiced, previous period (PHP)',
          'Collected, previous period (PHP)',
        ],
        ...r.rows.map((row) => line(row.label, row, row.previous)),
        line('Total', r.totals, r.previous_totals),
      ];
    }
    case 'collections': {
      const r = a.data;
      return [
        ['Month', 'Deposits (PHP)', 'Balances (PHP)', 'Refunds (PHP)', 'Net (PHP)'],
        ...r.rows.map((row) => [row.label, row.deposits, row.balances, row.refunds, row.net]),
        ['Total', r.totals.deposits, r.totals.balances, r.totals.refunds, r.totals.net],
      ];
    }
    case 'aging': {
      // One line per invoice behind each bucket, then each bucket's total: the figures and what makes them.
      const r = a.data;
      return [
        ['Age', 'Invoice', 'Client', 'Event', 'Due date', 'Days overdue', 'Balance (PHP)'],
        ...r.buckets.flatMap((b) => [
          ...b.invoices.map((i) => [b.label, i.number, i.client_name, i.event_name ?? '', i.due_date ? longDay(i.due_date) : '', i.days_overdue, i.balance]),
          [`${b.label}, total`, '', '', '', '', '', b.amount],
        ]),
        ['Total', '', '', '', '', '', r.total],
      ];
    }
    case 'occupancy': {
      const r = a.data;
      return [
        ['Space', 'Day of the week', 'Booked hours', 'Open hours', 'Occupancy (%)'],
        ...r.spaces.flatMap((s) => [
          ...s.by_weekday.map((d) => [s.space.name, d.label, d.booked_hours, d.open_hours, d.share]),
          [s.space.name, 'All days', s.booked_hours, s.open_hours, s.share],
        ]),
        ['All spaces', 'All days', r.totals.booked_hours, r.totals.open_hours, r.totals.share],
      ];
    }
    case 'funnel': {
      const r = a.data;
      return [
        ['Grouped by', 'Name', 'Inquiries', 'Won'],
        ...r.stages.map((s) => ['Stage', s.label, s.count, s.stage === 'WON' ? s.count : 0]),
        ...r.sources.map((s) => ['Source', s.label, s.count, s.won]),
        ['Total', 'All inquiries', r.totals.received, r.totals.won],
      ];
    }
    case 'vat': {
      const r = a.data;
      const line = (label: string, f: TVatReport['totals']) => [label, f.vatable, f.vat, f.exempt, f.zero_rated, f.total];
      return [
        ['Period', 'VATable sales (PHP)', 'VAT (PHP)', 'VAT-exempt sales (PHP)', 'Zero-rated sales (PHP)', 'Total (PHP)'],
        ...r.months.map((m) => line(m.label, m)),
        ...r.quarters.map((q) => line(q.label, q)),
        line('Total', r.totals),
      ];
    }
  }
}

export const reportCsv = (a: TReportAnswer): string => BOM + stringify(table(a), { record_delimiter: 'windows' });
