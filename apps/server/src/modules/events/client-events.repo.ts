import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { daysBetween } from '@venue/shared/dashboard/event-status';
import { overallContractStatus } from '@venue/shared/contracts/contract-status';
import type { TContractStatus, TEventStatus, TPaymentStatus } from '@venue/shared/enums';
import type { TClientEvent, TClientEventsQuery, TEventPreferences } from '@venue/shared/events/event.schema';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../db/client';
import { jsonFields, jsonRows, money } from '../../db/json-select';
import { ownedBy } from '../../db/ownership';
import { escapeLike } from '../../db/paginate';
import { preparedPerScope } from '../../db/prepared';
import { contracts, contractSignatures, eventDocuments, eventNotes, events, eventTasks, eventTypes } from '../../db/schema';
import type { TActor } from '../../lib/actor';

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

/** An event as PostgreSQL writes it (see eventFields); toClientEvent adds what the shared rules derive. */
export interface TEventJson {
  id: number;
  name: string;
  event_type_id: number;
  event_type_name: string;
  status: string;
  payment_status: string;
  start_date: string;
  end_date: string;
  guest_count: number | null;
  current_stage_name: string | null;
  total_price: string;
  tasks_count: number;
  completed_tasks_count: number;
  contract_statuses: string[];
  contracts_count: number;
  contract_next_expiry: string | null;
  needs_signature: boolean;
}

/** One event with its type, task counts and contract summary, named for JSON: the one shape every event read here uses. */
export const eventFields = jsonFields({
  id: events.id,
  name: events.name,
  event_type_id: events.eventTypeId,
  event_type_name: eventTypes.name,
  status: events.status,
  payment_status: events.paymentStatus,
  start_date: events.startDate,
  end_date: events.endDate,
  guest_count: events.guestCount,
  current_stage_name: events.currentStage,
  total_price: money(events.totalPrice),
  tasks_count: sql`task_counts.total`,
  completed_tasks_count: sql`task_counts.done`,
  contract_statuses: sql`contract_info.statuses`,
  contracts_count: sql`contract_info.n`,
  contract_next_expiry: sql`contract_info.next_expiry`,
  needs_signature: sql`contract_info.needs_signature`,
});

/** Adds the joins eventFields reads (type, task counts, contract summary) to a select from events. */
export const withEventSummary = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(taskCounts, sql`true`)
    .leftJoin(contractInfo, sql`true`);

export const toClientEvent = (r: TEventJson, today: string): TClientEvent => ({
  id: r.id,
  name: r.name,
  event_type_id: r.event_type_id,
  event_type_name: r.event_type_name,
  status: r.status as TEventStatus,
  payment_status: r.payment_status as TPaymentStatus,
  start_date: r.start_date,
  end_date: r.end_date,
  guest_count: r.guest_count,
  current_stage_name: r.current_stage_name,
  total_price: r.total_price,
  days_until_event: daysBetween(today, r.start_date),
  tasks_count: r.tasks_count,
  completed_tasks_count: r.completed_tasks_count,
  contract_status: overallContractStatus(r.contract_statuses as TContractStatus[]),
  has_contracts: r.contracts_count > 0,
  contracts_count: r.contracts_count,
  contract_expiry_days: r.contract_next_expiry ? daysBetween(today, r.contract_next_expiry) : null,
  pending_signature_required: r.needs_signature,
});

export const p = sql.placeholder;

/**
 * The list's filters, every one a parameter (null when not asked), so each actor scope has one prepared
 * statement whatever the filters: no query is planned per request.
 */
const listFilter = (scope: TActor['scope']): SQL =>
  and(
    ownedBy({ scope, userId: p('actorId') }, events.clientId),
    sql`(${p('status')}::text is null or ${events.status} = ${p('status')}::text)`,
    sql`(${p('startsFrom')}::date is null or ${events.startDate} >= ${p('startsFrom')}::date)`,
    sql`(${p('nameLike')}::text is null or ${events.name} ilike ${p('nameLike')}::text)`,
  )!;

/** One page of events and the total count in one statement (one round trip; the list is the portal's hottest call). */
const listStatement = preparedPerScope((db, scope) => {
  const page = withEventSummary(db.select(eventFields).from(events).$dynamic())
    .where(listFilter(scope))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .as('event_page');
  return db
    .select({
      count: sql<number>`(select count(*)::int from ${events} where ${listFilter(scope)})`,
      results: jsonRows<TEventJson>(page, ['start_date', 'id']),
    })
    .from(sql`(select 1) as one`)
    .prepare(`client_events_list_${scope}`);
});

export async function listEventsOf(db: TDb, actor: TActor, q: TClientEventsQuery, today: string): Promise<{ count: number; rows: TEventJson[] }> {
  const [row] = await listStatement(db, actor.scope).execute({
    actorId: actor.userId,
    status: q.status ?? null,
    startsFrom: q.upcoming_only ? today : null,
    nameLike: q.search ? `%${escapeLike(q.search)}%` : null,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { count: row?.count ?? 0, rows: row?.results ?? [] };
}

/** One event as eventFields' JSON object (the detail reads a single event, no aggregate). */
const eventRow = sql<TEventJson>`json_build_object(${sql.join(
  Object.entries(eventFields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field.getSQL()}`),
  sql`, `,
)})`;

/** The actor's event with what the detail adds, or null: another client's event is indistinguishable from a missing one. */
export async function findEventOf(tx: TTx, actor: TActor, eventId: number) {
  const [row] = await withEventSummary(
    tx.select({ event: eventRow, preferences: events.preferences, createdAt: events.createdAt }).from(events).$dynamic(),
  ).where(and(eq(events.id, eventId), ownedBy(actor, events.clientId)));
  return row ?? null;
}

/** The few columns callers need to act on an event the actor may reach, or null. */
export async function findEventRef(tx: TTx, actor: TActor, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, eventTypeId: events.eventTypeId, status: events.status, name: events.name })
    .from(events)
    .where(and(eq(events.id, eventId), ownedBy(actor, events.clientId)));
  return row ?? null;
}

/** Locks the event row: writes to one event's tabs happen one at a time. */
export async function lockEventOf(tx: TTx, actor: TActor, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, status: events.status, name: events.name })
    .from(events)
    .where(and(eq(events.id, eventId), ownedBy(actor, events.clientId)))
    .for('update');
  return row ?? null;
}

export const updatePreferences = (tx: TTx, eventId: number, preferences: TEventPreferences) =>
  tx
    .update(events)
    .set({ preferences, updatedAt: sql`now()` })
    .where(eq(events.id, eventId));

export async function countEventExtras(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({
      documents: sql<number>`(select count(*)::int from ${eventDocuments} where ${eventDocuments.eventId} = ${eventId} and ${eventDocuments.clientVisible})`,
      // Internal notes are the venue's: not counted for the client.
      notes: sql<number>`(select count(*)::int from ${eventNotes} where ${eventNotes.eventId} = ${eventId} and not ${eventNotes.isInternal})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
