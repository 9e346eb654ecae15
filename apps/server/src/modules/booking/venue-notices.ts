import type { TTx } from '../../db/client';
import type { TEffects } from '../../lib/transaction';
import { notifyVenue } from '../notifications/notifications.service';
import type { TLoadedFlow } from './flows.service';

/**
 * Tells the venue's team, in the console's notification panel and live, that a booking arrived online: a quote
 * request waits for their quote, or a booking was paid and confirmed. Runs in the completing transaction, so a
 * booking undone before its commit tells nobody.
 */
export async function noticeOnlineBooking(
  tx: TTx,
  effects: TEffects,
  n: { kind: 'quote' | 'paid' | 'free'; eventId: number; clientName: string; loaded: TLoadedFlow; reference: string; paymentNumber?: string },
): Promise<void> {
  const what = n.loaded.flow.event_type_name;
  await notifyVenue(
    tx,
    effects,
    n.kind === 'quote'
      ? {
          type: 'event',
          priority: 'high',
          title: `Quote request from ${n.clientName}`,
          body: `${what}, booked online (reference ${n.reference}): it waits for a quote.`,
          link: `/staff/events/${n.eventId}?tab=sales`,
        }
      : {
          type: 'event',
          priority: 'medium',
          title: `New booking from ${n.clientName}`,
          body:
            n.kind === 'free'
              ? `${what}, booked online with nothing to pay (₱0.00, reference ${n.reference}).`
              : `${what}, booked and paid online (${n.paymentNumber}, reference ${n.reference}).`,
          link: `/staff/events/${n.eventId}`,
        },
  );
}
