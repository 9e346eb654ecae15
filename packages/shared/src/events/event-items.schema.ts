import { z } from 'zod';
import type { TPricingLine } from '../booking/pricing';

/** A line of what was chosen in the booking wizard: a package, or an add-on. */
export const EVENT_ITEM_KINDS = ['PACKAGE', 'ADDON'] as const;
export type TEventItemKind = (typeof EVENT_ITEM_KINDS)[number];
export const EVENT_ITEM_KIND_LABELS: Record<TEventItemKind, string> = { PACKAGE: 'Package', ADDON: 'Add-on' };

/** As the staff event page reads it: amounts are the wizard's, before tax and discount (the total is the event's). */
export const ZEventItem = z.object({
  name: z.string(),
  kind: z.enum(EVENT_ITEM_KINDS),
  quantity: z.string(),
  unit_price: z.string(),
  line_total: z.string(),
});
export type TEventItem = z.infer<typeof ZEventItem>;

/**
 * The booking's priced lines as the event keeps them: each product once, in the wizard's order, at the unit price
 * it showed (excess hours included) and its line total. `isPackage` says which products are packages.
 */
export function eventItemsFromPricing(lines: readonly TPricingLine[], isPackage: (productId: number) => boolean): (TEventItem & { product_id: number })[] {
  return lines.map((l) => ({
    product_id: l.product_id,
    name: l.name,
    kind: isPackage(l.product_id) ? 'PACKAGE' : 'ADDON',
    quantity: l.quantity.toFixed(2),
    unit_price: l.total_unit_price,
    line_total: l.line_total,
  }));
}
