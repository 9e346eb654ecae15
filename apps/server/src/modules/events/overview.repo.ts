import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_URGENT_TASKS } from '@venue/shared/dashboard/event-status';
import type { TDashboardTask, TDashboardUpdate } from '@venue/shared/dashboard/dashboard.schema';
import type { TDb } from '../../db/client';
import { isoInstant, jsonFields, jsonRows } from '../../db/json-select';
import { ownedBy } from '../../db/ownership';
import { preparedPerScope } from '../../db/prepared';
import { events, eventTasks, eventTimeline, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { eventFields, p, withEventSummary, type TEventJson } from './client-events.repo';
import { taskJsonFields } from './event-tabs.repo';

/** How many of the newest timeline entries the overview carries. */
export const RECENT_UPDATES = 5;

/** URGENT before HIGH, the order urgentTasks() keeps. */
const urgencyRank = sql<number>`case ${eventTasks.priority} when 'URGENT' then 0 else 1 end`;

/**
 * Everything the client's dashboard reads, in one prepared statement and one round trip: the greeting's first
 * name, every event the actor reaches, the urgent-task candidates (pre-filtered by the rule of urgentTasks() in
 * packages/shared, which still decides the order and the cap) and the newest timeline entries, each as JSON.
 */
const overviewStatement = preparedPerScope((db, scope) => {
  const mine = ownedBy({ scope, userId: p('actorId') }, events.clientId);
  const all = withEventSummary(db.select(eventFields).from(events).$dynamic())
    .where(mine)
    .as('all_events');
  const urgent = db
    .select(jsonFields({ ...taskJsonFields, event_id: eventTasks.eventId, event_name: events.name, urgency: urgencyRank }))
    .from(eventTasks)
    .innerJoin(events, eq(events.id, eventTasks.eventId))
    .where(and(mine, eq(eventTasks.requiresClientInput, true), eq(eventTasks.status, 'PENDING'), inArray(eventTasks.priority, ['HIGH', 'URGENT'])))
    .orderBy(urgencyRank, sql`${eventTasks.dueDate} asc nulls last`, eventTasks.id)
    .limit(MAX_URGENT_TASKS)
    .as('urgent_tasks');
  const recent = db
    .select(
      jsonFields({
        id: eventTimeline.id,
        event_id: eventTimeline.eventId,
        event_name: events.name,
        type: eventTimeline.actionType,
        description: eventTimeline.description,
        actor_name: eventTimeline.actorName,
        created_at: isoInstant(eventTimeline.createdAt),
      }),
    )
    .from(eventTimeline)
    .innerJoin(events, eq(events.id, eventTimeline.eventId))
    .where(mine)
    .orderBy(desc(eventTimeline.createdAt), desc(eventTimeline.id))
    .limit(RECENT_UPDATES)
    .as('recent_updates');
  return db
    .select({
      firstName: sql<string | null>`(select ${users.firstName} from ${users} where ${users.id} = ${p('actorId')})`,
      events: jsonRows<TEventJson>(all, ['start_date desc', 'id']),
      tasks: jsonRows<TDashboardTask & { urgency?: number }>(urgent, ['urgency', 'due_date asc nulls last', 'id']),
      // ISO instants of one format sort as the instants do.
      updates: jsonRows<TDashboardUpdate>(recent, ['created_at desc', 'id desc']),
    })
    .from(sql`(select 1) as one`)
    .prepare(`client_overview_${scope}`);
});

export async function overviewOf(db: TDb, actor: TActor) {
  const [row] = await overviewStatement(db, actor.scope).execute({ actorId: actor.userId });
  return {
    firstName: row?.firstName ?? null,
    events: row?.events ?? [],
    tasks: (row?.tasks ?? []).map(({ urgency: _, ...task }) => task),
    updates: row?.updates ?? [],
  };
}
