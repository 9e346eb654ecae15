import { productAvailable } from '@venue/shared/booking/pricing';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { venueToday } from '@/features/booking/schedule-times';

/** Spec: available when active and the days until the event are within the product's advance and maximum days. */
export function availableFor(product: TPublicProduct, eventDay: unknown): boolean {
  if (typeof eventDay !== 'string' || !eventDay) return product.is_active;
  return productAvailable(product, differenceInCalendarDays(parseISO(eventDay), parseISO(venueToday())));
}
