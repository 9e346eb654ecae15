import { ZReportRange, type TReportRange } from '@venue/shared/reports/reports.schema';

/**
 * The reports' date ranges: whole Asia/Manila days as 'YYYY-MM-DD', both ends included. The presets are counted
 * from the venue's today (the caller passes venueDay()), so a browser in another zone gets Manila's month.
 */
export const RANGE_PRESETS = ['this_month', 'last_month', 'this_quarter', 'last_quarter', 'this_year'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];

export const PRESET_LABELS: Record<TRangePreset, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  last_quarter: 'Last quarter',
  this_year: 'This year',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The last day of a month (month 1..12), leap years included. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** Months may run past 12 or below 1: the year follows. */
function monthsRange(year: number, firstMonth: number, count: number): TReportRange {
  const start = new Date(Date.UTC(year, firstMonth - 1, 1));
  const end = new Date(Date.UTC(year, firstMonth - 1 + count, 0));
  return {
    from: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-01`,
    to: `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(lastDayOf(end.getUTCFullYear(), end.getUTCMonth() + 1))}`,
  };
}

/** A preset's whole period around the venue's today ('YYYY-MM-DD'). */
export function presetRange(preset: TRangePreset, today: string): TReportRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarterStart = month - ((month - 1) % 3);
  switch (preset) {
    case 'this_month':
      return monthsRange(year, month, 1);
    case 'last_month':
      return monthsRange(year, month - 1, 1);
    case 'this_quarter':
      return monthsRange(year, quarterStart, 3);
    case 'last_quarter':
      return monthsRange(year, quarterStart - 3, 3);
    case 'this_year':
      return monthsRange(year, 1, 12);
  }
}

/** The preset a range is exactly, if any: the chip that shows as chosen. */
export const presetOf = (range: TReportRange, today: string): TRangePreset | null =>
  RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  }) ?? null;

/**
 * The range the address asks for (?from&to), checked by the API's own rule; this month when it asks for none.
 * `problem` is the rule's message for a range the API would refuse, so the page says it instead of asking.
 */
export function rangeFromParams(params: URLSearchParams, today: string): { range: TReportRange; problem: string | null } {
  const from = params.get('from');
  const to = params.get('to');
  if (!from && !to) return { range: presetRange('this_month', today), problem: null };
  const asked = { from: from ?? '', to: to ?? '' };
  const checked = ZReportRange.safeParse(asked);
  return { range: asked, problem: checked.success ? null : (checked.error.issues[0]?.message ?? 'Choose a valid date range.') };
}

export type TChange = { tone: 'up' | 'down' | 'same' | 'new'; words: string };

/**
 * How a figure moved from the previous range, in words a manager reads: "Up 12.5%", "Down 3%", "No change",
 * "New" (nothing before). Figures arrive as decimal strings; a percentage is only shown, never summed, so a
 * float is exact enough here.
 */
export function changeOf(current: string | number, previous: string | number): TChange {
  const now = Number(current);
  const before = Number(previous);
  if (!Number.isFinite(now) || !Number.isFinite(before)) return { tone: 'same', words: 'No change' };
  if (now === before) return { tone: 'same', words: 'No change' };
  if (before === 0) return now > 0 ? { tone: 'new', words: 'New' } : { tone: 'down', words: 'Down from none' };
  const percent = ((now - before) / Math.abs(before)) * 100;
  const shown = Math.abs(percent) >= 10 ? Math.round(Math.abs(percent)).toString() : (Math.round(Math.abs(percent) * 10) / 10).toString();
  if (shown === '0') return { tone: now > before ? 'up' : 'down', words: now > before ? 'Up less than 0.1%' : 'Down less than 0.1%' };
  return now > before ? { tone: 'up', words: `Up ${shown}%` } : { tone: 'down', words: `Down ${shown}%` };
}

/** A share the API sends as "41.7" (percent), as people read it: "41.7%". */
export const percentText = (share: string) => `${Number(share).toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`;

/** Hours the API sends as "12.5": "12.5 h". */
export const hoursText = (hours: string) => `${Number(hours).toLocaleString('en-PH', { maximumFractionDigits: 1 })} h`;
