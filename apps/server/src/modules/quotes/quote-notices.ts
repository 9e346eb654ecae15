import { formatMoney } from '@venue/shared/money';
import type { TTx } from '../../db/client';
import type { TEffects } from '../../lib/transaction';
import { notify, notifyVenue } from '../notifications/notifications.service';

/**
 * Panel notifications of a quote's life, in the transaction that changes it (live after the commit): the client
 * hears that a quote arrived, the venue's team that the client answered.
 */
export const noticeQuoteSent = (tx: TTx, effects: TEffects, q: { clientId: number; eventId: number; eventName: string; version: number; total: string }) =>
  notify(tx, effects, {
    userId: q.clientId,
    type: 'event',
    priority: 'high',
    title: q.version > 1 ? `A new quote for ${q.eventName}` : `Your quote for ${q.eventName} is ready`,
    body: `Version ${q.version}: ${formatMoney(q.total, 'PHP', { decimalPlaces: 2 })} in total, VAT included. Review it and accept or decline it.`,
    link: `/events/${q.eventId}`,
  });

export const noticeQuoteAnswered = (
  tx: TTx,
  effects: TEffects,
  q: { answer: 'accepted' | 'declined'; clientName: string; eventId: number; eventName: string; version: number; reason?: string },
) =>
  notifyVenue(tx, effects, {
    type: 'event',
    priority: 'high',
    title: `${q.clientName} ${q.answer} a quote`,
    body: `${q.eventName}, version ${q.version}${q.reason ? `: “${q.reason}”` : '.'}`,
    link: `/staff/events/${q.eventId}?tab=sales`,
  });
