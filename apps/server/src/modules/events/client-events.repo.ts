import { and, asc, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { daysBetween } from '@venue/shared/dashboard/event-status';
import { overallContractStatus } from '@venue/shared/contracts/contract-status';
import type { TContractStatus, TEventStatus, TPaymentStatus } from '@venue/shared/enums';
import type { TClientEvent, TClientEventsQuery, TEventPreferences } from '@venue/shared/events/event.schema';
import type { TDb, TTx } from '../../db/client';
import { contracts, contractSignatures, eventDocuments, eventNotes, events, eventTasks, eventTypes } from '../../db/schema';

/**
 * Task counts ride along through one lateral sub-select per event (index on event_tasks.event_id), so a list
 * costs one query whatever its length.
 */
const taskCounts = sql`lateral (
  select count(*)::int as total, (count(*) filter (where ${eventTasks.status} = 'COMPLETED'))::int as done
  from ${eventTasks} where ${eventTasks.eventId} = ${events.id}
) as task_counts`;
/** What the event's contracts add to it: their statuses (ranked in TS), count, nearest expiry of a pending one. */
const contractInfo = sql`lateral (
  select coalesce(array_agg(c.status), '{}') as statuses,
    count(*)::int as n,
    min(c.valid_until) filter (where c.status in ('SENT', 'PARTIALLY_SIGNED')) as next_expiry,
    coalesce(bool_or(c.status in ('SENT', 'PARTIALLY_SIGNED') and not exists (
      select 1 from ${contractSignatures} s where s.contract_id = c.id and s.role = 'CLIENT')), false) as needs_signature
  from ${contracts} c where c.event_id = ${events.id} and c.status <> 'DRAFT'
) as contract_info`;
const tasksCount = sql<number>`task_counts.total`.mapWith(Number);
const completedCount = sql<number>`task_counts.done`.mapWith(Number);

const eventColumns = {
  id: events.id,
  name: events.name,
  eventTypeId: events.eventTypeId,
  typeName: eventTypes.name,
  status: events.status,
  paymentStatus: events.paymentStatus,
  startDate: events.startDate,
  endDate: events.endDate,
  guestCount: events.guestCount,
  currentStage: events.currentStage,
  totalPrice: events.totalPrice,
  createdAt: events.createdAt,
  preferences: events.preferences,
  tasksCount,
  completedCount,
  contractStatuses: sql<string[]>`contract_info.statuses`,
  contractsCount: sql<number>`contract_info.n`.mapWith(Number),
  contractNextExpiry: sql<string | null>`contract_info.next_expiry::text`,
  needsSignature: sql<boolean>`contract_info.needs_signature`,
};

type TEventRow = {
  id: number;
  name: string;
  eventTypeId: number;
  typeName: string;
  status: string;
  paymentStatus: string;
  startDate: string;
  endDate: string;
  guestCount: number | null;
  currentStage: string | null;
  totalPrice: string;
  tasksCount: number;
  completedCount: number;
  contractStatuses: string[];
  contractsCount: number;
  contractNextExpiry: string | null;
  needsSignature: boolean;
};

/** A statement prepared once per database handle (each test file and each server has its own). */
function preparedPerDb<T>(prepare: (db: TDb) => T): (db: TDb) => T {
  const byDb = new WeakMap<TDb, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = prepare(db)));
    return query;
  };
}

/** Events with their type, task counts and contract summary: the one shape every event query here reads. */
const eventRows = (db: TTx) =>
  db
    .select(eventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(taskCounts, sql`true`)
    .leftJoin(contractInfo, sql`true`);

export const toClientEvent = (r: TEventRow, today: string): TClientEvent => ({
  id: r.id,
  name: r.name,
  event_type_id: r.eventTypeId,
  event_type_name: r.typeName,
  status: r.status as TEventStatus,
  payment_status: r.paymentStatus as TPaymentStatus,
  start_date: r.startDate,
  end_date: r.endDate,
  guest_count: r.guestCount,
  current_stage_name: r.currentStage,
  total_price: r.totalPrice,
  days_until_event: daysBetween(today, r.startDate),
  tasks_count: r.tasksCount,
  completed_tasks_count: r.completedCount,
  contract_status: overallContractStatus(r.contractStatuses as TContractStatus[]),
  has_contracts: r.contractsCount > 0,
  contracts_count: r.contractsCount,
  contract_expiry_days: r.contractNextExpiry ? daysBetween(today, r.contractNextExpiry) : null,
  pending_signature_required: r.needsSignature,
});

function listFilter(clientId: number, q: Partial<TClientEventsQuery>, today: string): SQL | undefined {
  return and(
    eq(events.clientId, clientId),
    q.status ? eq(events.status, q.status) : undefined,
    q.upcoming_only ? gte(events.startDate, today) : undefined,
    q.search ? ilike(events.name, `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}

/** The unfiltered page, the list's usual shape, is a prepared statement (see allOfClient for why). */
const pageOfClient = (db: TDb) =>
  eventRows(db)
    .where(eq(events.clientId, sql.placeholder('clientId')))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('client_events_page');
const pageQuery = preparedPerDb(pageOfClient);

export async function listClientEvents(db: TDb, clientId: number, q: TClientEventsQuery, today: string) {
  const where = listFilter(clientId, q, today);
  const unfiltered = !q.status && !q.upcoming_only && !q.search;
  let rows: TEventRow[];
  if (unfiltered) {
    rows = (await pageQuery(db).execute({ clientId, limit: q.page_size, offset: (q.page - 1) * q.page_size })) as TEventRow[];
  } else {
    rows = await eventRows(db)
      .where(where)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
  }
  // A first page that is not full is the whole list: no need to count.
  if (q.page === 1 && rows.length < q.page_size) return { rows, count: rows.length };
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** The client's own event, or null: another client's event is indistinguishable from a missing one. */
export async function findClientEvent(tx: TTx, clientId: number, eventId: number) {
  const [row] = await eventRows(tx)
    .where(and(eq(events.id, eventId), eq(events.clientId, clientId)));
  return row ?? null;
}

/** Locks the event row: writes to one event's tabs happen one at a time. */
export async function lockClientEvent(tx: TTx, clientId: number, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, status: events.status, name: events.name })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.clientId, clientId)))
    .for('update');
  return row ?? null;
}

export const updatePreferences = (tx: TTx, eventId: number, preferences: TEventPreferences) =>
  tx.update(events).set({ preferences, updatedAt: sql`now()` }).where(eq(events.id, eventId));

export async function countEventExtras(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({
      documents: sql<number>`(select count(*)::int from ${eventDocuments} where ${eventDocuments.eventId} = ${eventId} and ${eventDocuments.clientVisible})`,
      notes: sql<number>`(select count(*)::int from ${eventNotes} where ${eventNotes.eventId} = ${eventId})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/**
 * Every event of a client, for the dashboard. Prepared once per database: the lateral joins cost more to plan
 * than to run, and this query runs on every dashboard load.
 */
const allOfClient = (db: TDb) =>
  eventRows(db)
    .where(eq(events.clientId, sql.placeholder('clientId')))
    .orderBy(desc(events.startDate))
    .prepare('client_events_all');
const allQuery = preparedPerDb(allOfClient);

export function listAllClientEventsBrief(db: TDb, clientId: number) {
  return allQuery(db).execute({ clientId }) as Promise<TEventRow[]>;
}
