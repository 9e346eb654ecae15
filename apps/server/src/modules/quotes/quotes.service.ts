import { venueDay } from '@venue/shared/dates';
import type { TQuoteStatus } from '@venue/shared/enums';
import { isQuoteActionable, quoteReminderLink } from '@venue/shared/quotes/quote-status';
import { QUOTE_NOT_ACTIONABLE, QUOTE_NOT_FOUND, type TQuote } from '@venue/shared/quotes/quote.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import type { TEffects } from '../../lib/transaction';
import { AppError } from '../../lib/app-error';
import { recordEventActivity } from '../events/client-events.service';
import { eventFollowsAcceptedQuote } from '../events/event-follows-quote.service';
import { setEventTotal } from '../events/staff-events.service';
import { bringInvoicesToQuote } from '../payments/invoices-follow-quote.service';
import { retireNotifications } from '../notifications/notifications.service';
import { noticeQuoteAnswered } from './quote-notices';
import { quoteDetail, toQuote } from './quote-read';
import { actionableQuotesOf, findQuoteOf, markQuoteAccepted, markQuoteRejected, quoteParts, withdrawOtherVersions, type TQuoteRow } from './quotes.repo';

/** How a quote's reminder titled itself before it named the quote (reminder-messages.ts). */
const QUOTE_REMINDER_TITLE = 'Your quote expires';

/**
 * Accept or reject: the quote row is locked first, so of two simultaneous answers one wins and the other
 * sees the new status (409).
 */
async function answerQuote(
  ctx: TContext,
  actor: TActor,
  quoteId: number,
  apply: (tx: TTx, row: NonNullable<TQuoteRow>, effects: TEffects) => Promise<void>,
  answer: { answer: 'accepted' | 'declined'; reason?: string },
): Promise<TQuote> {
  return ctx.transact(async (tx, effects) => {
    const row = await findQuoteOf(tx, actor, quoteId, { forUpdate: true });
    if (!row) throw new AppError(404, QUOTE_NOT_FOUND);
    if (!isQuoteActionable(row.status as TQuoteStatus, row.validUntil, venueDay())) throw new AppError(409, QUOTE_NOT_ACTIONABLE);
    await apply(tx, row, effects);
    await noticeQuoteAnswered(tx, effects, { ...answer, clientName: actor.name, eventId: row.eventId, eventName: row.eventName, version: row.version });
    return quoteDetail(ctx, actor, quoteId, tx);
  });
}

export const acceptQuote = (ctx: TContext, actor: TActor, quoteId: number, message?: string) =>
  answerQuote(
    ctx,
    actor,
    quoteId,
    async (tx, row, effects) => {
      await markQuoteAccepted(tx, row.id, actor.userId, actor.name, message);
      await recordEventActivity(tx, actor, row.eventId, 'quote_accepted', `Quote version ${row.version} accepted`);
      // One answer per event: the other versions are withdrawn, and the event's total is the accepted quote's.
      const withdrawn = await withdrawOtherVersions(tx, row.eventId, row.id, venueDay());
      for (const { version } of withdrawn)
        await recordEventActivity(tx, actor, row.eventId, 'quote_withdrawn', `Quote version ${version} withdrawn: version ${row.version} was accepted`);
      // Every version of the event is answered now: no reminder to accept one stays (older ones named only the event).
      await retireNotifications(
        tx,
        effects,
        row.clientId,
        [row.id, ...withdrawn.map((w) => w.id)].map((id) => quoteReminderLink(row.eventId, id)),
        { link: `/events/${row.eventId}`, title: QUOTE_REMINDER_TITLE },
      );
      // The locked row and one read of its lines serve the total, the event and the invoices (only its status moved).
      const parts = await quoteParts(tx, [row.id]);
      const accepted = toQuote(row, parts, venueDay());
      await setEventTotal(tx, row.eventId, accepted.total_amount);
      await eventFollowsAcceptedQuote(tx, actor, { eventId: row.eventId, version: row.version, guestCount: row.guestCount, lines: parts.lines });
      await bringInvoicesToQuote(ctx, tx, effects, actor, accepted, row.clientId);
    },
    { answer: 'accepted' },
  );

export const rejectQuote = (ctx: TContext, actor: TActor, quoteId: number, reason: string) =>
  answerQuote(
    ctx,
    actor,
    quoteId,
    async (tx, row, effects) => {
      await markQuoteRejected(tx, row.id, reason);
      await retireNotifications(tx, effects, row.clientId, [quoteReminderLink(row.eventId, row.id)]);
      await recordEventActivity(tx, actor, row.eventId, 'quote_rejected', `Quote version ${row.version} rejected: ${reason}`);
    },
    { answer: 'declined', reason },
  );

/** SENT quotes of the client with their urgency, for the dashboard. */
export async function actionableQuotes(ctx: TContext, actor: TActor): Promise<TQuote[]> {
  const today = venueDay();
  const rows = await actionableQuotesOf(ctx.db, actor);
  const parts = await quoteParts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toQuote(r, parts, today)).filter((q) => q.is_actionable);
}
