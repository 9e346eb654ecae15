import { VENUE_TIMEZONE } from '../site/venue';
import { lazily } from '../common/lazily';

/** How the event sheet says its values, the same on the page, in the PDF and on a phone. */

const timeFormat = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, hour: 'numeric', minute: '2-digit' }));
const dateFormat = lazily(
  () => new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
);

/** An instant's time in Manila: "2:00 PM". */
export const sheetTime = (iso: string) => timeFormat().format(new Date(iso));
/** An instant's day in Manila: "Saturday, January 16, 2027". */
export const sheetDate = (iso: string) => dateFormat().format(new Date(iso));

/** A run-of-show clock ("14:00") in words: "2:00 PM"; '' stays ''. */
export function clockText(clock: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!m) return clock;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A booked quantity ("150.00", "2.50") as a count: "150", "2.5". */
export const quantityText = (q: string) => String(Number(q));

/** Minutes as the sheet says them: "90 minutes", "2 hours". */
export function minutesText(n: number): string {
  if (n % 60 === 0 && n > 0) return `${n / 60} hour${n === 60 ? '' : 's'}`;
  return `${n} minute${n === 1 ? '' : 's'}`;
}
