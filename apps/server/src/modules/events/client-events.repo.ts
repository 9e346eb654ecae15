import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TClientEvent, TClientEventsQuery, TEventPreferences } from '@venue/shared/events/event.schema';
import type { TDb, TTx } from '../../db/client';
import { clientEventFields, withEventSummary } from '../../db/client-event-select';
import { jsonRowsText } from '../../db/json-select';
import { ownedBy } from '../../db/ownership';
import { escapeLike } from '../../db/paginate';
import { compiledPerScope } from '../../db/compiled';
import { eventDocuments, eventNotes, events } from '../../db/schema';
import type { TActor } from '../../lib/actor';

const p = sql.placeholder;

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

/**
 * One page of events and the total count in one statement (one round trip; the list is the portal's hottest
 * call). The page comes as the answer's JSON text, which the route sends as it is: the server neither parses 50
 * events nor writes them again.
 */
const listStatement = compiledPerScope('client_events_list', (db, name, scope) => {
  const page = withEventSummary(
    db
      .select(clientEventFields(sql`${p('today')}::date`))
      .from(events)
      .$dynamic(),
  )
    .where(listFilter(scope))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .as('event_page');
  return db
    .select({
      count: sql<number>`(select count(*)::int from ${events} where ${listFilter(scope)})`,
      results: jsonRowsText(page, ['start_date', 'id']),
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

/** One page of the actor's events: the total, and the page as a JSON array of ZClientEvent (text). */
export async function listEventsOf(db: TDb, actor: TActor, q: TClientEventsQuery, today: string): Promise<{ count: number; resultsJson: string }> {
  const [row] = await listStatement(db, actor.scope, {
    actorId: actor.userId,
    today,
    status: q.status ?? null,
    startsFrom: q.upcoming_only ? today : null,
    nameLike: q.search ? `%${escapeLike(q.search)}%` : null,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { count: row?.count ?? 0, resultsJson: row?.results ?? '[]' };
}

/** The actor's event with what the detail adds, or null: another client's event is indistinguishable from a missing one. */
export async function findEventOf(tx: TTx, actor: TActor, eventId: number, today: string) {
  const fields = clientEventFields(sql`${today}::date`);
  const event = sql<TClientEvent>`json_build_object(${sql.join(
    Object.entries(fields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field.getSQL()}`),
    sql`, `,
  )})`;
  const [row] = await withEventSummary(tx.select({ event, preferences: events.preferences, createdAt: events.createdAt }).from(events).$dynamic()).where(
    and(eq(events.id, eventId), ownedBy(actor, events.clientId)),
  );
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
