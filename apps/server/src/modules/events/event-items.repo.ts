import type { TEventItem } from '@venue/shared/events/event-items.schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTx } from '../../db/client';
import { consents, eventItems, sitePages } from '../../db/schema';

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

const termsPage = alias(sitePages, 'terms_page');
const privacyPage = alias(sitePages, 'privacy_page');

/** The Terms and Privacy versions the client accepted when booking this event (migration 0028), or null. */
export async function bookingConsentOf(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({ terms_version: termsPage.version, privacy_version: privacyPage.version, accepted_at: consents.acceptedAt })
    .from(consents)
    .innerJoin(termsPage, eq(termsPage.id, consents.termsPageId))
    .innerJoin(privacyPage, eq(privacyPage.id, consents.privacyPageId))
    .where(and(eq(consents.eventId, eventId), eq(consents.context, 'booking')))
    .orderBy(desc(consents.acceptedAt))
    .limit(1);
  return row ? { ...row, accepted_at: row.accepted_at.toISOString() } : null;
}

/** The event's package lines, with the product each was booked from. */
export const packageItemsOf = (tx: TTx, eventId: number) =>
  tx
    .select({ productId: eventItems.productId, name: eventItems.name })
    .from(eventItems)
    .where(and(eq(eventItems.eventId, eventId), eq(eventItems.kind, 'PACKAGE')))
    .orderBy(asc(eventItems.position));

/** Puts these package lines in place of the event's, first in its order; its add-ons stay as booked. */
export async function replacePackageItems(tx: TTx, eventId: number, items: readonly (TEventItem & { product_id: number })[]) {
  await tx.delete(eventItems).where(and(eq(eventItems.eventId, eventId), eq(eventItems.kind, 'PACKAGE')));
  if (items.length === 0) return;
  await tx.insert(eventItems).values(
    items.map((item, i) => ({
      eventId,
      productId: item.product_id,
      position: i - items.length,
      name: item.name,
      kind: item.kind,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: item.line_total,
    })),
  );
}
