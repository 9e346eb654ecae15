import { dayAvailability } from '../events/day-availability';
import { productUnavailableReason } from './product-notice';

type TNoticeProduct = { is_active: boolean; advance_booking_days: number | null; maximum_booking_days: number | null };

/**
 * Whether the wizard's calendar lets a visitor pick a day, and why not (issue 39, point 3): the server's own
 * refusals, before Next rather than after it. In order: the venue's booking window (past, minimum notice, too far
 * ahead; the same words the server answers), a day on which none of the flow's packages can be booked (the
 * notice of the one that opens soonest), a day with no room left.
 */
export function wizardDayState(
  day: string,
  today: string,
  window: { min_advance_days: number; max_advance_days: number } | null,
  packages: readonly TNoticeProduct[],
  full: boolean,
): { open: true } | { open: false; reason: string } {
  if (day < today) return { open: false, reason: 'Past date' };
  if (window) {
    const w = dayAvailability(day, today, window, []);
    if (!w.available) return { open: false, reason: w.reason };
  }
  const active = packages.filter((p) => p.is_active);
  if (active.length > 0) {
    const reasons = active.map((p) => productUnavailableReason(p, day, today));
    if (reasons.every((r) => r !== null)) {
      const soonest = active.reduce((a, b) => ((a.advance_booking_days ?? 0) <= (b.advance_booking_days ?? 0) ? a : b));
      return { open: false, reason: productUnavailableReason(soonest, day, today)! };
    }
  }
  if (full) return { open: false, reason: 'Fully booked' };
  return { open: true };
}
