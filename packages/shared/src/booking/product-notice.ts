import { daysBetween } from '../dashboard/event-status';
import { addDays, longDay } from '../dates';
import { productAvailable } from './pricing';

type TNoticeProduct = { is_active: boolean; advance_booking_days: number | null; maximum_booking_days: number | null };

/**
 * Why a package or add-on cannot be booked for an event on `eventDay`, with the dates it can be ("Needs 30 days'
 * notice: available for dates from March 14, 2027"); null when it can. Used by the wizard's selection steps and
 * the portal's extras, so a visitor is never left with "Not available" and no way forward.
 */
export function productUnavailableReason(product: TNoticeProduct, eventDay: string, today: string): string | null {
  const days = daysBetween(today, eventDay);
  if (productAvailable(product, days)) return null;
  if (!product.is_active) return 'Not offered at the moment';
  const notice = product.advance_booking_days ?? 0;
  if (days < notice) return `Needs ${notice} days' notice: available for dates from ${longDay(addDays(today, notice))}`;
  const most = product.maximum_booking_days ?? 0;
  return `Booked at most ${most} days ahead: available for dates until ${longDay(addDays(today, most))}`;
}

/**
 * What the date step says before a visitor picks ("Wedding packages need at least 30 days' notice, so from March
 * 14, 2027"): the shortest notice among the type's packages, when every package needs some. Null otherwise.
 */
export function packageNoticeText(eventTypeName: string, packages: readonly TNoticeProduct[], today: string): string | null {
  const active = packages.filter((p) => p.is_active);
  if (active.length === 0) return null;
  const least = Math.min(...active.map((p) => p.advance_booking_days ?? 0));
  return least > 0 ? `${eventTypeName} packages need at least ${least} days' notice, so from ${longDay(addDays(today, least))}.` : null;
}
