import { z } from 'zod';
import { zDay } from '../common/input';

/**
 * The venue's reports (issue 41): one call per report, each for a date range of Asia/Manila days compared with the
 * range of the same length just before it. Amounts travel as decimal strings ("385000.00"), like every amount;
 * hours and shares as decimal strings too ("12.5", "41.7"), so nothing on the way is a float.
 */

/** The longest range one report call answers: two years, so a year can be compared month by month. */
export const REPORT_MAX_DAYS = 731;

export const REPORTS = ['revenue', 'collections', 'aging', 'occupancy', 'funnel', 'vat'] as const;
export type TReport = (typeof REPORTS)[number];

/** What each report is called on the screen, in the admin's access switches and in the CSV's file name. */
export const REPORT_TITLES: Record<TReport, string> = {
  revenue: 'Bookings and Revenue',
  collections: 'Deposits, Balances and Refunds',
  aging: 'Receivables Aging',
  occupancy: 'Occupancy',
  funnel: 'Inquiry Funnel',
  vat: 'VAT Summary',
};

export const REPORTS_TEXT = {
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  toBeforeFrom: 'The end date must not be before the start date.',
  /** A staff member asking for a report an admin has not shared (403). */
  notShared: 'An admin has not shared this report with staff.',
} as const;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included. */
export const ZReportRange = z
  .object({
    from: zDay('from must be a date (YYYY-MM-DD)'),
    to: zDay('to must be a date (YYYY-MM-DD)'),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORTS_TEXT.toBeforeFrom });
    else if (days > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORTS_TEXT.rangeTooLong });
  });
export type TReportRange = z.infer<typeof ZReportRange>;

/** Every answer says which range it covers and which one it is compared with (both days included). */
const ZRanges = {
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
};

// ── Bookings and revenue ─────────────────────────────────────────────────────────────────────────────────────
export const REVENUE_GROUPS = ['month', 'event_type', 'space'] as const;
export const ZRevenueQuery = ZReportRange.and(z.object({ by: z.enum(REVENUE_GROUPS, { error: 'by must be month, event_type or space' }).default('month') }));
export type TRevenueQuery = z.infer<typeof ZRevenueQuery>;

/**
 * booked: the totals of the bookings whose event day falls in the range (cancelled ones left out);
 * invoiced: the totals of invoices issued in the range (void ones left out); collected: payments received in the
 * range, before refunds (refunds are in the collections report).
 */
export const ZRevenueFigures = z.object({ bookings: z.number().int(), booked: z.string(), invoiced: z.string(), collected: z.string() });
export const ZRevenueRow = ZRevenueFigures.extend({
  /** "2026-11" for a month, the event type's or space's id as text otherwise; never shown. */
  key: z.string(),
  /** "Nov 2026", "Wedding", "Garden Pavilion": what a person reads. */
  label: z.string(),
  previous: ZRevenueFigures,
});
export const ZRevenueReport = z.object({
  ...ZRanges,
  by: z.enum(REVENUE_GROUPS),
  rows: z.array(ZRevenueRow),
  totals: ZRevenueFigures,
  previous_totals: ZRevenueFigures,
});
export type TRevenueReport = z.infer<typeof ZRevenueReport>;

// ── Deposits, balances and refunds, by month ─────────────────────────────────────────────────────────────────
/** deposits: payments of a deposit (or first installment); balances: every other payment; net = both less refunds. */
export const ZCollectionFigures = z.object({ deposits: z.string(), balances: z.string(), refunds: z.string(), net: z.string() });
export const ZCollectionsReport = z.object({
  ...ZRanges,
  rows: z.array(ZCollectionFigures.extend({ key: z.string(), label: z.string() })),
  totals: ZCollectionFigures,
  previous_totals: ZCollectionFigures,
});
export type TCollectionsReport = z.infer<typeof ZCollectionsReport>;

// ── Receivables aging, on the range's last day ───────────────────────────────────────────────────────────────
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type TAgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<TAgingBucket, string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  over_90: 'Over 90 days',
};
export const ZAgingInvoice = z.object({
  id: z.number(),
  number: z.string(),
  client_name: z.string(),
  event_name: z.string().nullable(),
  due_date: z.string(),
  days_overdue: z.number().int(),
  balance: z.string(),
  /** The console page that opens it. */
  link: z.string(),
});
export const ZAgingReport = z.object({
  /** The day the invoices' balances are aged on: the range's last day. */
  as_of: z.string(),
  buckets: z.array(
    z.object({ bucket: z.enum(AGING_BUCKETS), label: z.string(), count: z.number().int(), amount: z.string(), invoices: z.array(ZAgingInvoice) }),
  ),
  total: z.string(),
});
export type TAgingReport = z.infer<typeof ZAgingReport>;

// ── Occupancy per space: booked hours over open hours ────────────────────────────────────────────────────────
export const ZOccupancyFigures = z.object({ booked_hours: z.string(), open_hours: z.string(), share: z.string() });
export const ZOccupancyReport = z.object({
  ...ZRanges,
  spaces: z.array(
    ZOccupancyFigures.extend({
      space: z.object({ id: z.number(), name: z.string() }),
      previous: ZOccupancyFigures,
      /** Monday first: { weekday: 1..7 (ISO), label: "Mon", ... }. */
      by_weekday: z.array(ZOccupancyFigures.extend({ weekday: z.number().int(), label: z.string() })),
    }),
  ),
  totals: ZOccupancyFigures,
  previous_totals: ZOccupancyFigures,
});
export type TOccupancyReport = z.infer<typeof ZOccupancyReport>;

// ── The inquiry funnel (issue 40's pipeline) ─────────────────────────────────────────────────────────────────
export const ZFunnelFigures = z.object({
  received: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  open: z.number().int(),
  won_share: z.string(),
});
export const ZFunnelReport = z.object({
  ...ZRanges,
  /** Inquiries received in the range, by the stage they are in now, in the pipeline's order; label as shown. */
  stages: z.array(z.object({ stage: z.string(), label: z.string(), count: z.number().int() })),
  sources: z.array(z.object({ source: z.string(), label: z.string(), count: z.number().int(), won: z.number().int() })),
  totals: ZFunnelFigures,
  previous_totals: ZFunnelFigures,
});
export type TFunnelReport = z.infer<typeof ZFunnelReport>;

// ── VAT summary for the quarterly return ─────────────────────────────────────────────────────────────────────
/**
 * From invoices issued in the period (void ones left out), by the same rule the invoice prints (vatBreakdown), less
 * the credit notes issued in it (their VATable part, VAT and exempt part).
 */
export const ZVatFigures = z.object({ vatable: z.string(), vat: z.string(), exempt: z.string(), zero_rated: z.string(), total: z.string() });
export const ZVatReport = z.object({
  ...ZRanges,
  vat_registered: z.boolean(),
  months: z.array(ZVatFigures.extend({ key: z.string(), label: z.string() })),
  /** The calendar quarters the range touches, each whole (the quarterly return's figures): key "2026-Q4", label "Q4 2026". */
  quarters: z.array(ZVatFigures.extend({ key: z.string(), label: z.string() })),
  totals: ZVatFigures,
  previous_totals: ZVatFigures,
});
export type TVatReport = z.infer<typeof ZVatReport>;

// ── Which reports staff may read (admins read all) ───────────────────────────────────────────────────────────
export const ZReportAccess = z.object({ staff_reports: z.array(z.enum(REPORTS)) });
export type TReportAccess = z.infer<typeof ZReportAccess>;
/** GET /api/staff/reports/ : the reports the caller may read, in this order, with their titles. */
export const ZReportList = z.object({ reports: z.array(z.object({ report: z.enum(REPORTS), title: z.string() })) });
export type TReportList = z.infer<typeof ZReportList>;
