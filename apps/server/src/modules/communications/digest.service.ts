import { DIGEST_DAYS, type TCommunicationDigest } from '@venue/shared/communications/digest.schema';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { digestOf } from './digest.repo';

/** The dashboard's Communication Highlights and Summary (figures as the analytics call answers for 30 days). */
export async function communicationDigest(ctx: TContext, actor: TActor): Promise<TCommunicationDigest> {
  const d = await digestOf(ctx.db, actor.userId, addDays(venueDay(), -(DIGEST_DAYS - 1)));
  return {
    recent_records: d.recent,
    summary: {
      days: DIGEST_DAYS,
      total_sent: d.figures.total_sent,
      delivered: d.figures.delivered,
      opened: d.figures.opened,
      open_rate: d.figures.emails_sent ? Math.round((1000 * d.figures.opened) / d.figures.emails_sent) / 10 : 0,
    },
    unread_records: d.unreadRecords,
    unread_notifications: d.unreadNotifications,
    unread_messages: d.unreadMessages,
  };
}
