import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES_BY_RANK } from '@venue/shared/contracts/contract-status';
import { isoInstant, jsonFields, money } from './json-select';
import { events, eventSummaries, eventTasks, eventTypes } from './schema';

/** The statuses by rank (shared), for PostgreSQL to take an event's overall contract status from. */
const contractRankOrder = sql`array[${sql.join(
  CONTRACT_STATUSES_BY_RANK.map((status) => sql`${status}`),
  sql`, `,
)}]::text[]`;

/**
 * An event as the client's lists show it (ZClientEvent), written by PostgreSQL for the venue day `today`: the one
 * shape of the list, the dashboard's events and the detail. Task counts and the contract summary come from
 * event_summaries (withEventSummary); the overall contract status is the first of the shared rank order the event
 * has, and day counts are the dates' difference (daysBetween in the shared package counts alike).
 */
export const clientEventFields = (today: SQL) =>
  jsonFields({
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
    days_until_event: sql`(${events.startDate} - ${today})`,
    tasks_count: sql`coalesce(${eventSummaries.tasksTotal}, 0)`,
    completed_tasks_count: sql`coalesce(${eventSummaries.tasksCompleted}, 0)`,
    contract_status: sql`(select s from unnest(${eventSummaries.contractStatuses}) s order by array_position(${contractRankOrder}, s) limit 1)`,
    has_contracts: sql`coalesce(cardinality(${eventSummaries.contractStatuses}) > 0, false)`,
    contracts_count: sql`coalesce(cardinality(${eventSummaries.contractStatuses}), 0)`,
    contract_expiry_days: sql`(${eventSummaries.contractNextExpiry} - ${today})`,
    pending_signature_required: sql`coalesce(${eventSummaries.contractNeedsSignature}, false)`,
  });

/**
 * Adds the joins clientEventFields reads to a select from events: its type, and its task counts and contract summary
 * as the triggers of migration 0081 keep them (one row per event, read by its key: no list reads tasks).
 */
export const withEventSummary = <T extends PgSelect>(query: T) =>
  query.innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId)).leftJoin(eventSummaries, eq(eventSummaries.eventId, events.id));

/** A task as the API writes it, named for JSON, for reads that ask PostgreSQL for it (see json-select.ts). */
export const taskJsonFields = {
  id: eventTasks.id,
  title: eventTasks.title,
  description: eventTasks.description,
  status: eventTasks.status,
  priority: eventTasks.priority,
  due_date: eventTasks.dueDate,
  requires_client_input: eventTasks.requiresClientInput,
  can_update: eventTasks.canUpdate,
  completion_notes: eventTasks.completionNotes,
  completed_at: isoInstant(eventTasks.completedAt),
};
