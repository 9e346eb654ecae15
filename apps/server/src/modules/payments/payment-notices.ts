import { eq } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { events } from '../../db/schema';
import type { TEffects } from '../../lib/transaction';
import { notify, notifyVenue } from '../notifications/notifications.service';
import { amountText } from './payment-emails';

/**
 * Panel notifications of money that is not a card charge settling (settle.service tells those): a refund reaches
 * the client, and the venue's team hears that a client chose to pay by bank transfer or in person, so someone
 * looks out for the money. In the transaction that records it; live after the commit.
 */
export async function noticeRefund(tx: TTx, effects: TEffects, r: { eventId: number; paymentNumber: string; amount: string; currency: string }) {
  const [owner] = await tx.select({ id: events.clientId }).from(events).where(eq(events.id, r.eventId));
  if (!owner) return;
  await notify(tx, effects, {
    userId: owner.id,
    type: 'payment',
    priority: 'medium',
    title: `Refund of ${amountText(r.amount, r.currency)}`,
    body: `Refunded from payment ${r.paymentNumber}. It reaches your account as your bank or card provider allows.`,
    link: '/payments',
    kind: 'payments',
  });
}

export const noticeOfflinePayment = (
  tx: TTx,
  effects: TEffects,
  p: { payerName: string; eventId: number; eventName: string; paymentNumber: string; invoiceNumber: string; amount: string; currency: string },
) =>
  notifyVenue(tx, effects, {
    type: 'payment',
    priority: 'medium',
    title: `${p.payerName} will pay ${amountText(p.amount, p.currency)} offline`,
    body: `Payment ${p.paymentNumber} for invoice ${p.invoiceNumber} (${p.eventName}). Record it when the money arrives.`,
    link: `/staff/events/${p.eventId}`,
  });
