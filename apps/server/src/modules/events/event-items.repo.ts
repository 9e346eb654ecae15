import type { TEventItem } from '@venue/shared/events/event-items.schema';
import { asc, eq } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { eventItems } from '../../db/schema';

/** Keeps what was chosen in the booking wizard on the event, in the wizard's order (the completion's transaction). */
export async function insertEventItems(tx: TTx, eventId: number, items: readonly (TEventItem & { product_id: number })[]) {
  if (items.length === 0) return;
  await tx.insert(eventItems).values(
    items.map((item, position) => ({
      eventId,
      productId: item.product_id,
      position,
      name: item.name,
      kind: item.kind,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: item.line_total,
    })),
  );
}

/** The event's booked selection, as the staff event page shows it. */
export const eventItemsOf = (tx: TTx, eventId: number): Promise<TEventItem[]> =>
  tx
    .select({ name: eventItems.name, kind: eventItems.kind, quantity: eventItems.quantity, unit_price: eventItems.unitPrice, line_total: eventItems.lineTotal })
    .from(eventItems)
    .where(eq(eventItems.eventId, eventId))
    .orderBy(asc(eventItems.position));
