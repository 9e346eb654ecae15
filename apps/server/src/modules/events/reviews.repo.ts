import { and, desc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { eventFeedback, events, eventTypes, users } from '../../db/schema';

/**
 * Feedback the client allowed to be shared (is_public) and the venue chose to show (shown_on_website), newest
 * first, with no more of the client than a first name: the event's name and date are personal data.
 */
export const websiteReviewRows = (db: TDb | TTx, limit = 30) =>
  db
    .select({
      id: eventFeedback.id,
      firstName: users.firstName,
      eventType: eventTypes.name,
      startDate: events.startDate,
      rating: eventFeedback.overallRating,
      testimonial: eventFeedback.testimonial,
      comments: eventFeedback.comments,
    })
    .from(eventFeedback)
    .innerJoin(events, eq(events.id, eventFeedback.eventId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(and(eq(eventFeedback.isPublic, true), eq(eventFeedback.shownOnWebsite, true)))
    .orderBy(desc(events.startDate), desc(eventFeedback.id))
    .limit(limit);

export async function feedbackOfEvent(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({ id: eventFeedback.id, isPublic: eventFeedback.isPublic, shownOnWebsite: eventFeedback.shownOnWebsite })
    .from(eventFeedback)
    .where(eq(eventFeedback.eventId, eventId))
    .for('update');
  return row ?? null;
}

export const setShownOnWebsite = (tx: TTx, id: number, shown: boolean) =>
  tx.update(eventFeedback).set({ shownOnWebsite: shown, updatedAt: new Date() }).where(eq(eventFeedback.id, id));
