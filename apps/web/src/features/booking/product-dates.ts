import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { productUnavailableReason } from '@venue/shared/booking/product-notice';
import { venueDay } from '@venue/shared/dates';

/** Why a product cannot be chosen for the event day, with the dates it can (shared rule); null when it can. */
export function unavailableFor(product: TPublicProduct, eventDay: unknown): string | null {
  if (typeof eventDay !== 'string' || !eventDay) return product.is_active ? null : 'Not offered at the moment';
  return productUnavailableReason(product, eventDay, venueDay());
}
