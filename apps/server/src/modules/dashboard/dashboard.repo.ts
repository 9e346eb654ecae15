import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_URGENT_TASKS } from '@venue/shared/dashboard/event-status';
import type { TDashboardTask, TDashboardUpdate } from '@venue/shared/dashboard/dashboard.schema';
import { DIGEST_RECENT_RECORDS } from '@venue/shared/communications/digest.schema';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import type { TDb } from '../../db/client';
import { clientEventFields, taskJsonFields, withEventSummary } from '../../db/client-event-select';
import { isoInstant, jsonFields, jsonRows } from '../../db/json-select';
import { ownedBy } from '../../db/ownership';
import { compiledPerScope } from '../../db/compiled';
import { events, eventTasks, eventTimeline, messages, messageThreads, notifications, outboxMessages, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';

/** How many of the newest timeline entries the dashboard carries. */
export const RECENT_UPDATES = 5;

const p = sql.placeholder;
type TDigestRecord = { id: number; channel: 'EMAIL' | 'SMS'; subject: string; created_at: string; is_opened: boolean };

/** URGENT before HIGH, the order urgentTasks() keeps. */
const urgencyRank = sql<number>`case ${eventTasks.priority} when 'URGENT' then 0 else 1 end`;

/**
 * Everything the client's dashboard reads, in one prepared statement and one round trip: the greeting's first
 * name, the count of the actor's events by status, the events that can be the current or the next one, the
 * urgent-task candidates, the newest timeline entries, and the communication digest (the newest records, the
 * window's figures, the unread records, notifications and messages, each through its index; always the person's
 * own, whatever the scope). The candidates are pre-filtered by the rules of currentEvent() and
 * nextUpcomingEvent() in packages/shared, which still decide: summarising every event only to count them cost
 * the dashboard a third of its time.
 */
const dashboardStatement = compiledPerScope('client_dashboard', (db, name, scope) => {
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

  const userId = p('actorId');
  const records = db
    .select(
      jsonFields({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        subject: outboxMessages.subject,
        created_at: isoInstant(outboxMessages.createdAt),
        is_opened: outboxMessages.isOpened,
      }),
    )
    .from(outboxMessages)
    .where(eq(outboxMessages.clientId, userId))
    .orderBy(desc(outboxMessages.id))
    .limit(DIGEST_RECENT_RECORDS)
    .as('recent_records');
  // The window's first instant, given (not computed per row: that doubled the digest's cost).
  const since = sql`${p('since')}::timestamptz`;
  return db
    .select({
      firstName: sql<string | null>`(select ${users.firstName} from ${users} where ${users.id} = ${p('actorId')})`,
      events: jsonRows<TClientEvent>(all, ['start_date desc', 'id']),
      counts: sql<Record<string, number> | null>`(select json_object_agg(${byStatus.status}, ${byStatus.n}) from ${byStatus})`,
      tasks: jsonRows<TDashboardTask & { urgency?: number }>(urgent, ['urgency', 'due_date asc nulls last', 'id']),
      // ISO instants of one format sort as the instants do.
      updates: jsonRows<TDashboardUpdate>(recent, ['created_at desc', 'id desc']),
      records: jsonRows<TDigestRecord>(records, ['id desc']),
      // The window's records through (client_id, created_at); the unread e-mails through their partial index.
      figures: sql<{ total_sent: number; delivered: number; opened: number; emails_sent: number }>`(select json_build_object(
          'total_sent', count(*) filter (where o.status in ('SENT', 'DELIVERED')),
          'delivered', count(*) filter (where o.status = 'DELIVERED'),
          'opened', count(*) filter (where o.is_opened),
          'emails_sent', count(*) filter (where o.channel = 'EMAIL' and o.status in ('SENT', 'DELIVERED')))
        from ${outboxMessages} o where o.client_id = ${userId} and o.created_at >= ${since})`,
      unreadRecords: sql<number>`(select count(*)::int from ${outboxMessages} o
        where o.client_id = ${userId} and o.channel = 'EMAIL' and not o.is_opened and o.status in ('SENT', 'DELIVERED'))`,
      unreadNotifications: sql<number>`(select count(*)::int from ${notifications} n where n.user_id = ${userId} and n.read_at is null)`,
      unreadMessages: sql<number>`(select count(*)::int from ${messages} m join ${messageThreads} t on t.id = m.thread_id
        where t.client_id = ${userId} and m.from_venue and m.read_at is null)`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

/**
 * The dashboard's rows for the venue day `today`; the digest's window starts at `fromDay`'s midnight in Manila
 * (UTC+8 all year, no daylight saving).
 */
export async function dashboardRowOf(db: TDb, actor: TActor, today: string, fromDay: string) {
  const [row] = await dashboardStatement(db, actor.scope, { actorId: actor.userId, today, since: `${fromDay}T00:00:00+08:00` });
  // A select from (select 1) answers exactly one row.
  const d = row!;
  return {
    firstName: d.firstName,
    /** Only the events that can be current or next (see above). */
    events: d.events,
    counts: d.counts ?? {},
    tasks: d.tasks.map(({ urgency: _, ...task }) => task),
    updates: d.updates,
    records: d.records,
    figures: d.figures,
    unreadRecords: d.unreadRecords,
    unreadNotifications: d.unreadNotifications,
    unreadMessages: d.unreadMessages,
  };
}
