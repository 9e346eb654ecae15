import { addDays, venueInstant } from '@venue/shared/dates';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { facilityReservations, quoteRequests } from '../../db/schema';

/**
 * A quote sent for an online quote request holds the requested date until the quote's last valid day ends (PHT), so
 * the hold and the quote say the same thing (issue 25, point 2): staff Today's "Held until", the e-mail's "by",
 * the portal's quote. A hold that has already ended is not brought back (the slot may be someone else's by now).
 * Returns the new end, or null when there was no live hold to stretch.
 */
export async function holdRequestUntilQuoteEnds(tx: TTx, eventId: number, validUntil: string): Promise<Date | null> {
  const until = venueInstant(addDays(validUntil, 1));
  const [request] = await tx
    .select({ id: quoteRequests.id, sessionId: quoteRequests.sessionId })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.eventId, eventId), eq(quoteRequests.status, 'OPEN')));
  if (!request?.sessionId) return null;
  const held = await tx
    .update(facilityReservations)
    .set({ expiresAt: until })
    .where(and(eq(facilityReservations.sessionId, request.sessionId), gt(facilityReservations.expiresAt, sql`now()`)))
    .returning({ id: facilityReservations.id });
  if (held.length === 0) return null;
  await tx.update(quoteRequests).set({ holdUntil: until }).where(eq(quoteRequests.id, request.id));
  return until;
}
