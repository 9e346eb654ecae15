import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TEventStatus } from '@venue/shared/enums';
import type { TRunOfShowRow, TSupplierRow } from '@venue/shared/staff/event-sheet.schema';
import type { TTx } from '../../db/client';
import { eventNotes, eventRunOfShow, events, eventSuppliers, eventTypes, facilities, users } from '../../db/schema';

const coordinators = alias(users, 'coordinators');
const fullName = (t: typeof users) => sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** The event as its sheet reads it: names, times, the space's buffers and the sheet's own state. */
export async function findSheetEvent(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      eventTypeId: events.eventTypeId,
      eventTypeName: eventTypes.name,
      clientName: fullName(users),
      clientEmail: users.email,
      clientPhone: users.phone,
      coordinatorId: events.coordinatorId,
      coordinatorName: sql<
        string | null
      >`case when ${coordinators.id} is null then null else trim(${coordinators.firstName} || ' ' || ${coordinators.lastName}) end`,
      coordinatorEmail: coordinators.email,
      coordinatorPhone: coordinators.phone,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      guestCount: events.guestCount,
      specialRequests: sql<string>`${events.preferences} ->> 'special_requests'`,
      facilityName: facilities.name,
      bufferBefore: facilities.bufferBeforeMinutes,
      bufferAfter: facilities.bufferAfterMinutes,
      version: events.sheetVersion,
      changedAt: events.sheetChangedAt,
      printedVersion: events.sheetPrintedVersion,
      printedAt: events.sheetPrintedAt,
      confirmedVersion: events.sheetConfirmedVersion,
      confirmedAt: events.sheetConfirmedAt,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(facilities, eq(facilities.id, events.facilityId))
    .leftJoin(coordinators, eq(coordinators.id, events.coordinatorId))
    .where(eq(events.id, eventId));
  return row ? { ...row, status: row.status as TEventStatus } : null;
}
export type TSheetEventRow = NonNullable<Awaited<ReturnType<typeof findSheetEvent>>>;

export const runOfShowOf = (tx: TTx, eventId: number) =>
  tx
    .select({ time: eventRunOfShow.time, what: eventRunOfShow.what, who: eventRunOfShow.who })
    .from(eventRunOfShow)
    .where(eq(eventRunOfShow.eventId, eventId))
    .orderBy(asc(eventRunOfShow.position));

export const suppliersOf = (tx: TTx, eventId: number) =>
  tx
    .select({
      role: eventSuppliers.role,
      name: eventSuppliers.name,
      phone: eventSuppliers.phone,
      arrives_at: eventSuppliers.arrivesAt,
      cost: eventSuppliers.cost,
    })
    .from(eventSuppliers)
    .where(eq(eventSuppliers.eventId, eventId))
    .orderBy(asc(eventSuppliers.position));

export async function internalNotesOf(tx: TTx, eventId: number) {
  const rows = await tx
    .select({ content: eventNotes.content, created_by: eventNotes.createdByName, created_at: eventNotes.createdAt })
    .from(eventNotes)
    .where(and(eq(eventNotes.eventId, eventId), eq(eventNotes.isInternal, true)))
    .orderBy(desc(eventNotes.createdAt), desc(eventNotes.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** The venue's active staff and admins: who may coordinate an event. */
export const venueTeam = (tx: TTx) =>
  tx
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(and(inArray(users.role, ['staff', 'admin']), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Locks the event's row: sheet writes to one event happen one at a time. */
export async function lockSheetEvent(tx: TTx, eventId: number) {
  const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
  return row ?? null;
}

export async function replaceSheetRows(
  tx: TTx,
  eventId: number,
  rows: { runOfShow: TRunOfShowRow[]; suppliers: TSupplierRow[]; coordinatorId: number | null },
) {
  await tx.delete(eventRunOfShow).where(eq(eventRunOfShow.eventId, eventId));
  await tx.delete(eventSuppliers).where(eq(eventSuppliers.eventId, eventId));
  if (rows.runOfShow.length) await tx.insert(eventRunOfShow).values(rows.runOfShow.map((r, position) => ({ eventId, position, ...r })));
  if (rows.suppliers.length)
    await tx
      .insert(eventSuppliers)
      .values(rows.suppliers.map((s, position) => ({ eventId, position, role: s.role, name: s.name, phone: s.phone, arrivesAt: s.arrives_at, cost: s.cost })));
  await tx.update(events).set({ coordinatorId: rows.coordinatorId }).where(eq(events.id, eventId));
}

/**
 * Keeps the version with what the sheet says: a content hash unlike the stored one makes a new version (the first
 * hash only records version 1). Conditional, so two readers of the same change bump it once.
 */
export async function syncSheetVersion(tx: TTx, eventId: number, hash: string) {
  await tx
    .update(events)
    .set({
      sheetVersion: sql`case when ${events.sheetHash} is null then ${events.sheetVersion} else ${events.sheetVersion} + 1 end`,
      sheetChangedAt: sql`case when ${events.sheetHash} is null then ${events.sheetChangedAt} else now() end`,
      sheetHash: hash,
    })
    .where(and(eq(events.id, eventId), sql`${events.sheetHash} is distinct from ${hash}`));
}

export const markSheetPrinted = (tx: TTx, eventId: number, version: number) =>
  tx.update(events).set({ sheetPrintedVersion: version, sheetPrintedAt: new Date() }).where(eq(events.id, eventId));

export const markSheetConfirmed = (tx: TTx, eventId: number, version: number) =>
  tx.update(events).set({ sheetConfirmedVersion: version, sheetConfirmedAt: new Date() }).where(eq(events.id, eventId));
