import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { TPublicEvent } from '@venue/shared/events/availability.schema';
import type { TEventStatus } from '@venue/shared/enums';
import type { TTx } from '../../db/client';
import { events, eventTypes } from '../../db/schema';

/**
 * Events overlapping [start, end] for the public calendar. Only the event type's name leaves the server:
 * a client's own event name ("Ana & Ben's Wedding") is personal data.
 */
export async function listPublicEvents(tx: TTx, q: { start_date: string; end_date: string; event_type_id?: number }): Promise<TPublicEvent[]> {
  const rows = await tx
    .select({ id: events.id, typeName: eventTypes.name, status: events.status, startDate: events.startDate, endDate: events.endDate })
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .where(
      and(
        lte(events.startDate, q.end_date),
        gte(events.endDate, q.start_date),
        ne(events.status, 'CANCELLED'),
        q.event_type_id ? eq(events.eventTypeId, q.event_type_id) : undefined,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.typeName,
    event_type_name: r.typeName,
    status: r.status as TEventStatus,
    start_date: r.startDate,
    end_date: r.endDate,
    held: false,
  }));
}

export const listEventTypes = (tx: TTx, opts: { activeOnly?: boolean } = {}) =>
  tx
    .select({
      id: eventTypes.id,
      name: eventTypes.name,
      description: eventTypes.description,
      // The image an admin gave the type (Event Types, migration 0032), served like the spaces' photos.
      image_url: sql<string | null>`case when ${eventTypes.imageKey} is null then null else '/api/site/spaces/photos/' || ${eventTypes.imageKey} end`,
    })
    .from(eventTypes)
    .where(opts.activeOnly ? eq(eventTypes.isActive, true) : undefined)
    .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.id));
