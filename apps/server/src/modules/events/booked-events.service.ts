import type { TEventItem } from '@venue/shared/events/event-items.schema';
import { and, eq } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { events, users } from '../../db/schema';
import { insertEventItems } from './event-items.repo';
import { insertEvent, updateEvent } from './staff-events.repo';

/**
 * Events the booking wizard writes, inside its own transactions: made as DRAFT while the payment is taken (the
 * facility is booked from that moment, its hold released by the same insert), CONFIRMED once paid, removed
 * again when the card is declined (invoice, payments, timeline and reservation go with it).
 */
export interface TBookedEvent {
  clientId: number;
  eventTypeId: number;
  name: string;
  /** Null for a quote request: the held slot waits for the venue's answer, the event books nothing yet. */
  facilityId: number | null;
  startsAt: Date;
  endsAt: Date;
  startDate: string;
  endDate: string;
  guestCount: number | null;
  totalPrice: string;
  specialRequests: string;
  /** What was chosen in the wizard, as priced there (event-items.schema.ts). */
  items: (TEventItem & { product_id: number })[];
}

/**
 * The names of a client's events, read under a lock on the client's row: two bookings of one client completing
 * at once (two tabs, two server processes) take turns, so the second sees the first's name and numbers its own.
 */
export async function lockedClientEventNames(tx: TTx, clientId: number): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('update');
  const rows = await tx.select({ name: events.name }).from(events).where(eq(events.clientId, clientId));
  return rows.map((r) => r.name);
}

export async function insertBookedEvent(tx: TTx, e: TBookedEvent): Promise<number> {
  const id = await insertEvent(tx, {
    clientId: e.clientId,
    eventTypeId: e.eventTypeId,
    name: e.name,
    status: 'DRAFT',
    facilityId: e.facilityId ?? undefined,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    startDate: e.startDate,
    endDate: e.endDate,
    guestCount: e.guestCount,
    totalPrice: e.totalPrice,
  });
  if (e.specialRequests)
    await tx
      .update(events)
      .set({ preferences: { special_requests: e.specialRequests, dietary_restrictions: '', communication_preferences: '' } })
      .where(eq(events.id, id));
  await insertEventItems(tx, id, e.items);
  return id;
}

export const confirmBookedEvent = (tx: TTx, id: number) => updateEvent(tx, id, { status: 'CONFIRMED' });

/** Confirms a booking left to pay offline, once paid: only while it is still a DRAFT (staff may have cancelled it). */
export async function confirmDraftBookedEvent(tx: TTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ status: 'CONFIRMED', updatedAt: new Date() })
    .where(and(eq(events.id, id), eq(events.status, 'DRAFT')))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function removeBookedEvent(tx: TTx, id: number): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}
