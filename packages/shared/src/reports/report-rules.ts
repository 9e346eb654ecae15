import { REPORT_TITLES, type TReport } from './reports.schema';

/**
 * The few rules the reports share between the server (which computes them in SQL) and the screen (which explains
 * them). The venue keeps no opening hours of its own: the booking wizard offers start times from 08:00
 * (booking/day-load.ts DEFAULT_SLOT_STARTS) and a day's bookings end by midnight, so a space is open 08:00-24:00,
 * and an overnight space all day. Booked hours are counted inside that window, so a share never passes 100 %.
 */
export const OPEN_FROM_HOUR = 8;
export const OPEN_FROM_HOUR_OVERNIGHT = 0;

/** ISO weekdays, Monday first, as the occupancy table heads them. */
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Nov 2026" for the key "2026-11". */
export const monthLabel = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
/** "Q4 2026" for the key "2026-Q4". */
export const quarterLabel = (key: string) => `${key.slice(5)} ${key.slice(0, 4)}`;

/** The months ("YYYY-MM") a range of days touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * The whole calendar quarters a range touches, first day to last: the VAT summary's quarter rows always cover their
 * quarter, so a range of one month does not print a quarter's return that is a third of it.
 */
export function quarterSpan(from: string, to: string): { from: string; to: string } {
  const start = (Math.ceil(Number(from.slice(5, 7)) / 3) - 1) * 3 + 1;
  const endMonth = Math.ceil(Number(to.slice(5, 7)) / 3) * 3;
  const endDay = new Date(Date.UTC(Number(to.slice(0, 4)), endMonth, 0)).getUTCDate();
  return { from: `${from.slice(0, 4)}-${String(start).padStart(2, '0')}-01`, to: `${to.slice(0, 4)}-${String(endMonth).padStart(2, '0')}-${endDay}` };
}

/**
 * The range a report is compared with. Whole calendar months (the presets: this month, a quarter, a year) are
 * compared with as many whole months just before, so December is compared with November, not with Oct 31 to Nov 30;
 * any other range with the same number of days just before it.
 */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate(); // m: 1..12
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (fd === 1 && td === monthEnd(ty, tm)) {
    const months = (ty - fy) * 12 + (tm - fm) + 1;
    const first = new Date(Date.UTC(fy, fm - 1 - months, 1));
    return { from: iso(first.getTime()), to: iso(start - day) };
  }
  const days = (Date.parse(`${to}T00:00:00Z`) - start) / day + 1;
  return { from: iso(start - days * day), to: iso(start - day) };
}

/** The CSV's file name: "bookings-and-revenue-2026-11-01-to-2026-11-30.csv". */
export const reportFileName = (report: TReport, from: string, to: string) =>
  `${REPORT_TITLES[report]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${from}-to-${to}.csv`;
