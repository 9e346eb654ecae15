import { FEEDBACK_NOT_FOUND } from '@venue/shared/events/feedback.schema';
import { FEEDBACK_NOT_PUBLIC, type TPublicReview } from '@venue/shared/site/pages.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { feedbackOfEvent, setShownOnWebsite, websiteReviewRows } from './reviews.repo';

const monthFormat = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** /reviews: what the venue shows of its clients' public feedback. */
export async function websiteReviews(ctx: TContext): Promise<TPublicReview[]> {
  const rows = await websiteReviewRows(ctx.db);
  return rows
    .map((r) => ({
      id: r.id,
      first_name: r.firstName,
      event_type: r.eventType,
      month: monthFormat.format(new Date(`${r.startDate}T00:00:00Z`)),
      rating: r.rating,
      text: (r.testimonial || r.comments).trim(),
    }))
    .filter((r) => r.text);
}

/** Staff show or hide an event's feedback on /reviews; only feedback the client allowed to be shared may be shown. */
export function showFeedbackOnWebsite(ctx: TContext, actor: TActor, ip: string, eventId: number, shown: boolean) {
  return ctx.transact(async (tx) => {
    const feedback = await feedbackOfEvent(tx, eventId);
    if (!feedback) throw notFound(FEEDBACK_NOT_FOUND);
    if (shown && !feedback.isPublic) throw new AppError(409, FEEDBACK_NOT_PUBLIC);
    await setShownOnWebsite(tx, feedback.id, shown);
    await recordAudit(tx, actor, ip, {
      action: 'feedback.website',
      objectType: 'event',
      objectId: eventId,
      before: { shown_on_website: feedback.shownOnWebsite },
      after: { shown_on_website: shown },
    });
    return { shown_on_website: shown };
  });
}
