import { fromMinor } from '@venue/shared/money';
import { lineTotal } from '@venue/shared/payments/document-totals';
import type { TTx } from '../../db/client';
import { productsForQuote } from '../products/products.service';
import { recordEventActivity } from './client-events.service';
import { packageItemsOf, replacePackageItems } from './event-items.repo';
import { guestCountOf, updateEvent } from './staff-events.repo';

interface TAcceptedVersion {
  eventId: number;
  version: number;
  guestCount: number | null;
  lines: readonly { productId: number | null; description: string; quantity: string; unitPrice: string }[];
}

/**
 * Accepting a quote version makes it what the event is: its guest count, and its package when it names one (a
 * line priced from a PACKAGE product). Runs in the acceptance's transaction, and the timeline says what changed,
 * so the event never says 150 guests beside an accepted quote for 170. A version that names no count or no
 * package leaves that fact as it was.
 */
export async function eventFollowsAcceptedQuote(tx: TTx, actor: { userId: number | null; name: string }, q: TAcceptedVersion) {
  const was = await guestCountOf(tx, q.eventId);
  if (q.guestCount !== null && q.guestCount !== was) {
    await updateEvent(tx, q.eventId, { guestCount: q.guestCount });
    await recordEventActivity(
      tx,
      actor,
      q.eventId,
      'guest_count_changed',
      `Guests changed from ${was ?? 'not set'} to ${q.guestCount}: quote version ${q.version} was accepted`,
    );
  }
  const catalogue = await productsForQuote(
    tx,
    q.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
  );
  const packages = q.lines.filter((l) => l.productId !== null && catalogue.get(l.productId)?.type === 'PACKAGE');
  if (packages.length === 0) return;
  const before = await packageItemsOf(tx, q.eventId);
  const same = before.length === packages.length && before.every((b, i) => b.productId === packages[i]!.productId);
  if (same) return;
  await replacePackageItems(
    tx,
    q.eventId,
    packages.map((l) => ({
      product_id: l.productId!,
      name: l.description,
      kind: 'PACKAGE' as const,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      line_total: fromMinor(lineTotal({ quantity: l.quantity, unit_price: l.unitPrice })),
    })),
  );
  const names = (items: readonly { name: string }[]) => items.map((i) => i.name).join(', ') || 'none';
  await recordEventActivity(
    tx,
    actor,
    q.eventId,
    'package_changed',
    `Package changed from ${names(before)} to ${names(packages.map((l) => ({ name: l.description })))}: quote version ${q.version} was accepted`,
  );
}
