import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_URGENT_TASKS } from '@venue/shared/dashboard/event-status';
import type { TDashboardTask, TDashboardUpdate } from '@venue/shared/dashboard/dashboard.schema';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import type { TDb } from '../../db/client';
import { isoInstant, jsonFields, jsonRows } from '../../db/json-select';
import { ownedBy } from '../../db/ownership';
import { preparedPerScope } from '../../db/prepared';
import { events, eventTasks, eventTimeline, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { clientEventFields, p, withEventSummary } from './client-events.repo';
import { taskJsonFields } from './event-tabs.repo';

/** How many of the newest timeline entries the overview carries. */
export const RECENT_UPDATES = 5;

/** URGENT before HIGH, the order urgentTasks() keeps. */
const urgencyRank = sql<number>`case ${eventTasks.priority} when 'URGENT' then 0 else 1 end`;

/**
 * Everything the client's dashboard reads, in one prepared statement and one round trip: the greeting's first
 * name, the count of the actor's events by status, the events that can be the current or the next one (with
 * their task summaries), the urgent-task candidates and the newest timeline entries, each as JSON.
 * The candidates are pre-filtered by the rules of currentEvent() and nextUpcomingEvent() in packages/shared,
 * which still decide: summarising every event only to count them cost the dashboard a third of its time.
 */
const overviewStatement = preparedPerScope((db, scope) => {
  const mine = ownedBy({ scope, userId: p('actorId') }, events.clientId);
  const today = sql`${p('today')}::date`;
  const next = sql`(select e2.id from ${events} e2 where ${scope === 'all' ? sql`true` : sql`e2.client_id = ${p('actorId')}`}
    and e2.start_date > ${today} and e2.status <> 'CANCELLED' order by e2.start_date, e2.id limit 1)`;
  const candidate = sql`(${events.status} = 'IN_PROGRESS'
    or (${events.status} <> 'CANCELLED' and ${events.startDate} <= ${today} and ${today} <= ${events.endDate})
    or ${events.id} = ${next})`;
  const all = withEventSummary(db.select(clientEventFields(today)).from(events).$dynamic())
    .where(and(mine, candidate))
    .as('all_events');
  const byStatus = db
    .select({ status: events.status, n: sql<number>`count(*)::int`.as('n') })
    .from(events)
    .where(mine)
    .groupBy(events.status)
    .as('by_status');
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
      events: jsonRows<TClientEvent>(all, ['start_date desc', 'id']),
      counts: sql<Record<string, number> | null>`(select json_object_agg(${byStatus.status}, ${byStatus.n}) from ${byStatus})`,
      tasks: jsonRows<TDashboardTask & { urgency?: number }>(urgent, ['urgency', 'due_date asc nulls last', 'id']),
      // ISO instants of one format sort as the instants do.
      updates: jsonRows<TDashboardUpdate>(recent, ['created_at desc', 'id desc']),
    })
    .from(sql`(select 1) as one`)
    .prepare(`client_overview_${scope}`);
});

export async function overviewOf(db: TDb, actor: TActor, today: string) {
  const [row] = await overviewStatement(db, actor.scope).execute({ actorId: actor.userId, today });
  return {
    firstName: row?.firstName ?? null,
    /** Only the events that can be current or next (see above). */
    events: row?.events ?? [],
    counts: row?.counts ?? {},
    tasks: (row?.tasks ?? []).map(({ urgency: _, ...task }) => task),
    updates: row?.updates ?? [],
  };
}
