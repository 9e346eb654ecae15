import { eq } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { events } from '../../db/schema';
import type { TEffects } from '../../lib/transaction';
import { notify, notifyVenue } from '../notifications/notifications.service';
import { amountText } from './payment-emails';

/**
 * Panel notifications of money, in the transaction that records it (live after the commit): a failed payment and
 * a refund reach the client, and the venue's team hears that a client chose to pay by bank transfer or in person,
 * so someone looks out for the money. (A completed payment is told with its receipt e-mail, in settle.service.)
 */
const clientOfEvent = async (tx: TTx, eventId: number) => (await tx.select({ id: events.clientId }).from(events).where(eq(events.id, eventId)))[0]?.id;

export async function noticePaymentFailed(
  tx: TTx,
  effects: TEffects,
  p: { eventId: number; paymentNumber: string; amount: string; currency: string; failureMessage: string },
) {
  const clientId = await clientOfEvent(tx, p.eventId);
  if (clientId === undefined) return;
  await notify(tx, effects, {
    userId: clientId,
    type: 'payment',
    priority: 'high',
    title: `Payment ${p.paymentNumber} failed`,
    body: `${amountText(p.amount, p.currency)}: ${p.failureMessage}`,
    link: '/payments',
  });
}

export async function noticeRefund(tx: TTx, effects: TEffects, r: { eventId: number; paymentNumber: string; amount: string; currency: string }) {
  const clientId = await clientOfEvent(tx, r.eventId);
  if (clientId === undefined) return;
  await notify(tx, effects, {
    userId: clientId,
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
    link: '/staff/payments',
  });
