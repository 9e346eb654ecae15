import { and, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TEventStatus, TPaymentStatus } from '@venue/shared/enums';
import type { TEventPreferences } from '@venue/shared/events/event.schema';
import type { TStaffEvent, TStaffEventDetail, TStaffEventsQuery } from '@venue/shared/staff/staff-event.schema';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TTx } from '../../db/client';
import { containsText, countAll, paginate } from '../../db/paginate';
import { onlineQuoteRequestColumns, quoteSentTo, toOnlineQuoteRequest } from '../../db/quote-requests';
import { eventDocuments, eventFeedback, eventNotes, events, eventTasks, eventTypes, facilities, quoteRequests, users } from '../../db/schema';

const clientName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const staffEventColumns = {
  id: events.id,
  name: events.name,
  clientId: events.clientId,
  clientName,
  clientEmail: users.email,
  eventTypeId: events.eventTypeId,
  eventTypeName: eventTypes.name,
  status: events.status,
  paymentStatus: events.paymentStatus,
  facilityId: events.facilityId,
  facilityName: facilities.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  startDate: events.startDate,
  endDate: events.endDate,
  guestCount: events.guestCount,
  currentStage: events.currentStage,
  totalPrice: events.totalPrice,
  tasksCount: sql<number>`(select count(*)::int from ${eventTasks} where ${eventTasks.eventId} = ${events.id})`,
  completedTasksCount: sql<number>`(select count(*)::int from ${eventTasks} where ${eventTasks.eventId} = ${events.id} and ${eventTasks.status} = 'COMPLETED')`,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

type TStaffEventRow = {
  id: number;
  name: string;
  clientId: number;
  clientName: string;
  clientEmail: string;
  eventTypeId: number;
  eventTypeName: string;
  status: string;
  paymentStatus: string;
  facilityId: number | null;
  facilityName: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  startDate: string;
  endDate: string;
  guestCount: number | null;
  currentStage: string | null;
  totalPrice: string;
  tasksCount: number;
  completedTasksCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export const toStaffEvent = (r: TStaffEventRow): TStaffEvent => ({
  id: r.id,
  name: r.name,
  client: { id: r.clientId, name: r.clientName, email: r.clientEmail },
  event_type_id: r.eventTypeId,
  event_type_name: r.eventTypeName,
  status: r.status as TEventStatus,
  payment_status: r.paymentStatus as TPaymentStatus,
  facility: r.facilityId !== null && r.facilityName !== null ? { id: r.facilityId, name: r.facilityName } : null,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
  start_date: r.startDate,
  end_date: r.endDate,
  guest_count: r.guestCount,
  current_stage_name: r.currentStage,
  total_price: r.totalPrice,
  tasks_count: r.tasksCount,
  completed_tasks_count: r.completedTasksCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The client, type and facility an event row is shown with (the facility is absent on old rows). */
const withNames = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(users, eq(users.id, events.clientId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(facilities, eq(facilities.id, events.facilityId));

function listFilter(q: Omit<TStaffEventsQuery, 'page' | 'page_size'>, me?: number): SQL | undefined {
  return and(
    q.coordinator === 'me' ? eq(events.coordinatorId, me ?? -1) : undefined,
    q.client ? eq(events.clientId, q.client) : undefined,
    q.status ? eq(events.status, q.status) : undefined,
    q.facility ? eq(events.facilityId, q.facility) : undefined,
    // Any day of the event within [from, to].
    q.from ? gte(events.endDate, q.from) : undefined,
    q.to ? lte(events.startDate, q.to) : undefined,
    q.search
      ? or(containsText(events.name, q.search), containsText(clientName, q.search), containsText(users.email, q.search), containsText(users.company, q.search))
      : undefined,
  );
}

export async function listStaffEventRows(tx: TTx, q: TStaffEventsQuery, me?: number) {
  const where = listFilter(q, me);
  const { rows, count } = await paginate(
    q,
    (w) =>
      withNames(tx.select(staffEventColumns).from(events).$dynamic())
        .where(where)
        .orderBy(asc(events.startDate), sql`${events.startsAt} asc nulls last`, asc(events.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(events).innerJoin(users, eq(users.id, events.clientId)).where(where))[0]?.n ?? 0,
  );
  return { count, results: (rows as TStaffEventRow[]).map(toStaffEvent) };
}

export async function findStaffEventRow(tx: TTx, id: number) {
  const [row] = await withNames(
    tx
      .select({
        ...staffEventColumns,
        preferences: events.preferences,
        notesCount: sql<number>`(select count(*)::int from ${eventNotes} where ${eventNotes.eventId} = ${events.id} and not ${eventNotes.isInternal})`,
        internalNotesCount: sql<number>`(select count(*)::int from ${eventNotes} where ${eventNotes.eventId} = ${events.id} and ${eventNotes.isInternal})`,
        documentsCount: sql<number>`(select count(*)::int from ${eventDocuments} where ${eventDocuments.eventId} = ${events.id} and ${eventDocuments.clientVisible})`,
        feedback: sql<string | null>`(select case when ${eventFeedback.response} is null or ${eventFeedback.response} = '' then 'open' else 'answered' end
      from ${eventFeedback} where ${eventFeedback.eventId} = ${events.id})`,
      })
      .from(events)
      .$dynamic(),
  ).where(eq(events.id, id));
  if (!row) return null;
  const r = row as unknown as TStaffEventRow & {
    preferences: TEventPreferences;
    notesCount: number;
    internalNotesCount: number;
    documentsCount: number;
    feedback: 'open' | 'answered' | null;
  };
  return {
    event: toStaffEvent(r),
    preferences: r.preferences,
    notesCount: r.notesCount,
    internalNotesCount: r.internalNotesCount,
    documentsCount: r.documentsCount,
    feedback: r.feedback,
  };
}

/** The booking wizard's quote request the event was made from, if any, and whether the venue has answered it. */
export async function quoteRequestOfEvent(tx: TTx, eventId: number): Promise<TStaffEventDetail['quote_request']> {
  const [row] = await tx
    .select({ ...onlineQuoteRequestColumns, answered: quoteSentTo(quoteRequests.eventId) })
    .from(quoteRequests)
    .leftJoin(facilities, eq(facilities.id, quoteRequests.facilityId))
    .where(eq(quoteRequests.eventId, eventId));
  return row ? { ...toOnlineQuoteRequest(row), answered: row.answered } : null;
}

/** The stored fields a change may touch, locked for the change. */
export async function lockStaffEvent(tx: TTx, id: number) {
  const [row] = await tx
    .select({
      id: events.id,
      clientId: events.clientId,
      status: events.status,
      name: events.name,
      eventTypeId: events.eventTypeId,
      facilityId: events.facilityId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      guestCount: events.guestCount,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  return row ?? null;
}

export interface TEventWrite {
  eventTypeId?: number;
  name?: string;
  status?: string;
  facilityId?: number;
  startsAt?: Date;
  endsAt?: Date;
  startDate?: string;
  endDate?: string;
  guestCount?: number | null;
  currentStage?: string | null;
  totalPrice?: string;
}

export async function insertEvent(
  tx: TTx,
  v: TEventWrite & { clientId: number; eventTypeId: number; name: string; status: string; startDate: string; endDate: string },
) {
  const [row] = await tx.insert(events).values(v).returning({ id: events.id });
  return row!.id;
}

export const updateEvent = (tx: TTx, id: number, v: TEventWrite) =>
  tx
    .update(events)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(events.id, id));

/** A client account (role client) by id, for booking an event for them. */
export async function findClientRef(tx: TTx, id: number) {
  const [row] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  return row?.role === 'client' ? row : null;
}

export async function eventTypeExists(tx: TTx, id: number) {
  const [row] = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, id));
  return Boolean(row);
}

export async function guestCountOf(tx: TTx, id: number): Promise<number | null> {
  const [row] = await tx.select({ guestCount: events.guestCount }).from(events).where(eq(events.id, id));
  return row?.guestCount ?? null;
}
