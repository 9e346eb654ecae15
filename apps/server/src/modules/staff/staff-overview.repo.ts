import { and, asc, desc, eq, gte, inArray, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { onlineQuoteRequestColumns, quoteSentTo } from '../../db/quote-requests';
import {
  bookingSessions,
  contracts,
  contractSignatures,
  contractTemplates,
  eventFeedback,
  events,
  eventTasks,
  facilities,
  messages,
  messageThreads,
  quoteRequests,
  quotes,
  users,
} from '../../db/schema';

/**
 * Read-only views across the venue's tables for Today and the client pages. Reading another module's tables is
 * allowed; their writes and rules stay in their modules (the events' and payments' services are called for those).
 */

const clientRef = {
  clientId: users.id,
  clientName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  clientEmail: users.email,
};
const eventRef = { eventId: events.id, eventName: events.name, ...clientRef };

/** Events that are not cancelled and touch [from, until] (running ones included). */
export function upcomingEventRows(db: TDb, from: string, until: string, limit: number) {
  return db
    .select({
      id: events.id,
      name: events.name,
      ...clientRef,
      status: events.status,
      facilityId: events.facilityId,
      facilityName: facilities.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      startDate: events.startDate,
      endDate: events.endDate,
      guestCount: events.guestCount,
      specialRequests: sql<string>`coalesce(${events.preferences}->>'special_requests', '')`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .leftJoin(facilities, eq(facilities.id, events.facilityId))
    .where(and(ne(events.status, 'CANCELLED'), ne(events.status, 'COMPLETED'), lte(events.startDate, until), gte(events.endDate, from)))
    .orderBy(asc(events.startDate), sql`${events.startsAt} asc nulls last`, asc(events.id))
    .limit(limit);
}

/** Open quote requests of events still to come, not cancelled, that the venue has not answered (quoteSentTo). */
export function quoteRequestRows(db: TDb, limit: number) {
  return db
    .select({ ...onlineQuoteRequestColumns, ...eventRef })
    .from(quoteRequests)
    .innerJoin(events, eq(events.id, quoteRequests.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .leftJoin(facilities, eq(facilities.id, quoteRequests.facilityId))
    .where(
      and(
        eq(quoteRequests.status, 'OPEN'),
        ne(events.status, 'CANCELLED'),
        sql`(${events.endsAt} is null or ${events.endsAt} > now())`,
        sql`not ${quoteSentTo(quoteRequests.eventId)}`,
      ),
    )
    .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id))
    .limit(limit);
}

/** SENT quotes still within their validity (the client can still answer them). */
export function quotesAwaitingRows(db: TDb, today: string, limit: number, clientId?: number) {
  return db
    .select({ id: quotes.id, ...eventRef, version: quotes.version, status: quotes.status, sentAt: quotes.sentAt, validUntil: quotes.validUntil })
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(
      and(
        eq(quotes.status, 'SENT'),
        sql`(${quotes.validUntil} is null or ${quotes.validUntil} >= ${today})`,
        clientId ? eq(events.clientId, clientId) : undefined,
      ),
    )
    .orderBy(sql`${quotes.validUntil} asc nulls last`, asc(quotes.id))
    .limit(limit);
}

/** Sent contracts not yet fully signed and not lapsed, with the roles they need and the roles that signed. */
export function contractsAwaitingRows(db: TDb, today: string, limit: number) {
  return db
    .select({
      id: contracts.id,
      ...eventRef,
      status: contracts.status,
      sentAt: contracts.sentAt,
      validUntil: contracts.validUntil,
      required: contractTemplates.signatureRequirements,
      signed: sql<
        string[]
      >`coalesce((select array_agg(${contractSignatures.role}) from ${contractSignatures} where ${contractSignatures.contractId} = ${contracts.id}), '{}')`,
    })
    .from(contracts)
    .innerJoin(contractTemplates, eq(contractTemplates.id, contracts.templateId))
    .innerJoin(events, eq(events.id, contracts.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(and(inArray(contracts.status, ['SENT', 'PARTIALLY_SIGNED']), sql`(${contracts.validUntil} is null or ${contracts.validUntil} >= ${today})`))
    .orderBy(sql`${contracts.validUntil} asc nulls last`, asc(contracts.id))
    .limit(limit);
}

/** Open tasks that wait on the client, of events still going ahead. */
export function clientTaskRows(db: TDb, limit: number) {
  return db
    .select({
      id: eventTasks.id,
      ...eventRef,
      title: eventTasks.title,
      status: eventTasks.status,
      priority: eventTasks.priority,
      dueDate: eventTasks.dueDate,
    })
    .from(eventTasks)
    .innerJoin(events, eq(events.id, eventTasks.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(
      and(
        eq(eventTasks.requiresClientInput, true),
        notInArray(eventTasks.status, ['COMPLETED', 'CANCELLED']),
        notInArray(events.status, ['CANCELLED', 'COMPLETED']),
      ),
    )
    .orderBy(sql`${eventTasks.dueDate} asc nulls last`, asc(eventTasks.id))
    .limit(limit);
}

/** Feedback the team has not responded to, newest first. */
export function newFeedbackRows(db: TDb, limit: number) {
  return db
    .select({ id: eventFeedback.id, ...eventRef, overallRating: eventFeedback.overallRating, createdAt: eventFeedback.createdAt })
    .from(eventFeedback)
    .innerJoin(events, eq(events.id, eventFeedback.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(or(sql`${eventFeedback.response} is null`, eq(eventFeedback.response, '')))
    .orderBy(desc(eventFeedback.createdAt), desc(eventFeedback.id))
    .limit(limit);
}

/** Every quote of a client's events (drafts included: this is the venue's view). */
export function clientQuoteRows(db: TDb, clientId: number) {
  return db
    .select({
      id: quotes.id,
      eventId: events.id,
      eventName: events.name,
      version: quotes.version,
      status: quotes.status,
      sentAt: quotes.sentAt,
      validUntil: quotes.validUntil,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .where(eq(events.clientId, clientId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
}

export function clientContractRows(db: TDb, clientId: number) {
  return db
    .select({
      id: contracts.id,
      eventId: events.id,
      eventName: events.name,
      status: contracts.status,
      contractValue: contracts.contractValue,
      currency: contracts.currency,
      sentAt: contracts.sentAt,
      validUntil: contracts.validUntil,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .where(eq(events.clientId, clientId))
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
}

/** Events the wizard booked and completed since `since` (paid ones: a quote request's event has its request row). */
export function newBookingRows(db: TDb, since: Date, limit: number) {
  return db
    .select({
      ...eventRef,
      bookedAt: bookingSessions.completedAt,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      startDate: events.startDate,
      endDate: events.endDate,
      totalPrice: events.totalPrice,
    })
    .from(bookingSessions)
    .innerJoin(events, eq(events.id, bookingSessions.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(
      and(
        eq(bookingSessions.completionStatus, 'completed'),
        gte(bookingSessions.completedAt, since),
        ne(events.status, 'CANCELLED'),
        sql`not exists (select 1 from ${quoteRequests} where ${quoteRequests.eventId} = ${events.id})`,
      ),
    )
    .orderBy(desc(bookingSessions.completedAt), desc(events.id))
    .limit(limit);
}

/** Threads with client messages the venue has not read (index messages_unread_idx), the latest first. */
export function unreadThreadRows(db: TDb, limit: number) {
  const unread = db
    .select({ threadId: messages.threadId, count: sql<number>`count(*)::int`.as('count'), lastAt: sql<Date>`max(${messages.createdAt})`.as('last_at') })
    .from(messages)
    .where(and(eq(messages.fromVenue, false), sql`${messages.readAt} is null`))
    .groupBy(messages.threadId)
    .as('unread');
  return db
    .select({ threadId: messageThreads.id, subject: messageThreads.subject, ...clientRef, count: unread.count, lastAt: unread.lastAt })
    .from(unread)
    .innerJoin(messageThreads, eq(messageThreads.id, unread.threadId))
    .innerJoin(users, eq(users.id, messageThreads.clientId))
    .orderBy(desc(unread.lastAt), desc(messageThreads.id))
    .limit(limit);
}
