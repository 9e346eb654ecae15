import { and, eq, type SQL } from 'drizzle-orm';
import { fromMinor, toMinor } from '@venue/shared/money';
import { coveredInstallments } from '@venue/shared/payments/installments';
import { invoicePaymentStatus } from '@venue/shared/payments/invoice-status';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { lazily } from '@venue/shared/common/lazily';
import { settle, type TChargeNews, type TChargeState } from '@venue/shared/payments/settle';
import type { TTx } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import type { TContext } from '../../context';
import type { TCardDetails } from '../../lib/gateways/gateway';
import type { TSettledPayment } from '../../lib/payment-settled';
import type { TEffects } from '../../lib/transaction';
import { recordEventActivityAtEnd } from '../events/client-events.service';
import { notifyAtEnd } from '../notifications/notifications.service';
import { fillMark, newMark, prepareMail } from '../outbox/outbox.service';
import {
  completedFields,
  lockInvoiceMoney,
  lockPayment,
  markInstallments,
  moneyState,
  setEventPaymentStatus,
  updatePayment,
  type TPaymentRow,
} from './charges.repo';
import { numberReceipt } from './document-series';
import { amountText, paymentReceivedMail } from './payment-emails';
import { noticePaymentFailed } from './payment-notices';
import { accountPageLink } from '../accounts/account-links';

/**
 * Applies news about a charge (the gateway's answer, the browser's confirmation, a webhook) to its payment,
 * inside the caller's transaction with the payment row locked: the payment, its invoice's paid amount, the
 * plan's installments, the event's payment status and a timeline entry change together, and the receipt
 * e-mail goes out only after the commit. News that changes nothing (a repeat, a late failure) is a no-op.
 */
export async function applyNews(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  payment: TPaymentRow,
  news: TChargeNews,
  detail: { failureMessage?: string; card?: TCardDetails } = {},
): Promise<TChargeState> {
  const current = payment.status as TChargeState;
  const next = settle(current === 'PENDING' ? 'PROCESSING' : current, news);
  if (!next || next === current) return current;

  if (next === 'FAILED') {
    const failureMessage = detail.failureMessage ?? 'Payment failed';
    await updatePayment(tx, payment.id, { status: 'FAILED', failureMessage, clientSecret: null, redirectUrl: null });
    await ctx.paymentSettled(tx, effects, settledOf(payment, 'FAILED', { failureMessage }));
    await noticePaymentFailed(tx, effects, {
      eventId: payment.eventId,
      paymentNumber: payment.number,
      amount: payment.amount,
      currency: payment.currency,
      failureMessage,
    });
    return 'FAILED';
  }
  await updatePayment(tx, payment.id, completedFields(detail.card));
  await completedPaymentFollowUp(ctx, tx, effects, payment);
  return 'COMPLETED';
}

/**
 * Everything that follows a payment's completion (a charge settling, the venue recording a transfer), with its
 * receipt number last: the invoice's money and the event; the timeline entry, the notification and the receipt
 * e-mail (with a mark where the number goes), written together; whatever waits on the payment (the payment-settled
 * hook); then the number. A settled payment keeps the receipt it has; a new one takes the year's next in one unbroken
 * series, when first asked for (TSettledPayment.receipt), in the statement that also writes it into the e-mail. The
 * series' row stays locked until the commit and every other settlement queues on it, so it is taken as late as it
 * can be: on a charge, that statement and the commit are all that follow it. A booking waiting on the payment takes
 * it in the hook and confirms under it, the venue's recorded transfer writes its audit entry after it, and the year's
 * first receipt takes two more statements. Answers the receipt number.
 */
export async function completedPaymentFollowUp(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  payment: TPaymentRow,
  o: { day?: string; /** completeCharge has locked the invoice's money already */ invoiceLocked?: boolean } = {},
): Promise<string> {
  const mailReceipt = await afterMoneyMoved(ctx, tx, effects, payment, o.invoiceLocked ?? false);
  // The receipt e-mail is written before the number exists, with a mark in its place: the statement that takes the
  // number writes it there, so nothing but the commit follows it while other settlements wait on the series.
  const mark = payment.receiptNumber === null ? newMark() : null;
  let mailId: number | null = null;
  const queued = await mailReceipt(payment.receiptNumber ?? mark!, (id) => (mailId = id));
  // The timeline entry, the notification and the e-mail, in one statement, before the series' lock (which a
  // booking waiting on the payment takes in the hook).
  await effects.sendInserts();
  // An e-mail left with its mark would reach the client: it must have been written by now to be filled.
  if (queued && mark !== null && mailId === null) throw new Error(`The receipt e-mail of payment ${payment.number} was not written before its number.`);
  const fill = (id: number | null, m: string | null) => (id !== null && m !== null ? (n: SQL) => fillMark(id, m, n) : undefined);
  const receipt = lazily(async () => payment.receiptNumber ?? (await numberReceipt(tx, payment.id, o.day, fill(mailId, mark))));
  await ctx.paymentSettled(tx, effects, settledOf(payment, 'COMPLETED', { receipt }));
  return receipt();
}

/** A payment as the payment-settled hook is told of it (also by the venue's record and reject calls). */
/** What an invoice has received, net of refunds, as this transaction sees it (after the payment being settled). */
export const invoicePaidAmount = async (tx: TTx, eventId: number, invoiceId: number): Promise<string> =>
  (await moneyState(tx, eventId, invoiceId))?.paid ?? '0.00';

export const settledOf = (
  p: TPaymentRow,
  status: TSettledPayment['status'],
  o: { failureMessage?: string; receipt?: () => Promise<string | null> },
): TSettledPayment => ({
  id: p.id,
  eventId: p.eventId,
  invoiceId: p.invoiceId,
  number: p.number,
  amount: p.amount,
  currency: p.currency,
  status,
  receipt: o.receipt ?? (async () => null),
  paymentType: p.paymentType,
  failureMessage: o.failureMessage ?? null,
});

/**
 * Where a charge stands, read with its row locked so nothing settles it meanwhile: a caller that learns of the
 * charge in its own transaction (the booking that starts waiting on it) cannot miss news that came first.
 */
export async function lockedChargeState(
  tx: TTx,
  paymentId: number,
): Promise<(Omit<TSettledPayment, 'status' | 'receipt'> & { status: string; receiptNumber: string | null }) | null> {
  const row = await lockPayment(tx, { id: paymentId });
  if (!row) return null;
  const { receipt: _, ...settled } = settledOf(row, 'FAILED', { failureMessage: row.failureMessage ?? undefined });
  return { ...settled, status: row.status, receiptNumber: row.receiptNumber };
}

/**
 * What follows money arriving on an invoice but the receipt e-mail: that is queued by the function answered, given
 * the receipt's number or the mark in its place (and told the record's id once it is written); it answers whether an
 * e-mail was queued at all. What the e-mail needs is read here.
 */
async function afterMoneyMoved(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  payment: TPaymentRow,
  invoiceLocked: boolean,
): Promise<(receipt: string, written?: (recordId: number) => void) => Promise<boolean>> {
  const state = invoiceLocked ? await moneyState(tx, payment.eventId, payment.invoiceId) : await lockedMoneyState(tx, payment.eventId, payment.invoiceId);
  if (payment.invoiceId && state) await applyInvoiceMoney(tx, payment.eventId, state);
  // Recorded by the system, not by a person (a webhook or the venue's record call may be what settled it).
  // The timeline entry, the notification and the receipt e-mail are written together (effects.insertAtEnd).
  recordEventActivityAtEnd(
    tx,
    effects,
    { userId: null, name: 'Payments' },
    payment.eventId,
    'PAYMENT_RECEIVED',
    `Payment ${payment.number} of ${amountText(payment.amount, payment.currency)} received${payment.isTest ? ' (test payment)' : ''}.`,
  );
  if (!state) return async () => false;
  await notifyAtEnd(tx, effects, {
    userId: state.clientId,
    type: 'payment',
    priority: 'medium',
    title: `Payment received: ${payment.number}`,
    body: `${amountText(payment.amount, payment.currency)}${state.invoiceNumber ? ` for invoice ${state.invoiceNumber}` : ''}${payment.isTest ? ' (test payment)' : ''}.`,
    link: '/payments',
  });
  const link = (await accountPageLink(ctx, tx, state.clientId, '/payments', state.passwordSet)).href;
  const mail = (receipt: string) =>
    paymentReceivedMail(
      state.email,
      {
        firstName: state.firstName,
        amount: payment.amount,
        currency: payment.currency,
        number: payment.number,
        receipt,
        invoice: state.invoiceNumber,
        isTest: payment.isTest,
        // The invoice's balance by the documents' one rule, net of refunds: what the portal shows at once.
        balance: state.invoiceNumber ? { amount: fromMinor(invoiceTotals(state.lines).totalMinor - toMinor(state.paid)), dueDate: state.invoiceDueDate } : null,
      },
      link,
    );
  const write = await prepareMail(tx, effects, { ...mail(''), clientId: state.clientId });
  return async (receipt, written) => {
    const queued = await write({ ...mail(receipt), clientId: state.clientId }, written);
    effects.after(() => ctx.mailQueued());
    return queued;
  };
}

/** Moves the plan's installments and the event's payment status to what the invoice's money now says. */
export async function refreshInvoiceMoney(tx: TTx, invoiceId: number, eventId: number) {
  const state = await lockedMoneyState(tx, eventId, invoiceId);
  if (state) await applyInvoiceMoney(tx, eventId, state);
}

/** The money state with the invoice's money locked first (charges.repo lockInvoiceMoney). */
async function lockedMoneyState(tx: TTx, eventId: number, invoiceId: number | null) {
  if (invoiceId) await lockInvoiceMoney(tx, invoiceId);
  return moneyState(tx, eventId, invoiceId);
}

async function applyInvoiceMoney(tx: TTx, eventId: number, state: NonNullable<Awaited<ReturnType<typeof moneyState>>>) {
  const { totalMinor } = invoiceTotals(state.lines);
  const paidMinor = toMinor(state.paid);
  const plan = state.plan;
  if (plan) {
    const covered = coveredInstallments(
      plan.installments.map((i) => i.amount),
      toMinor(plan.total_amount),
      totalMinor,
      paidMinor,
    );
    await markInstallments(
      tx,
      plan.id,
      plan.installments.filter((_, i) => covered[i]).map((i) => i.id),
      plan.installments.filter((_, i) => !covered[i] && plan.installments[i]!.status === 'PAID').map((i) => i.id),
      covered.every(Boolean),
    );
  }
  const status = invoicePaymentStatus(fromMinor(totalMinor), fromMinor(paidMinor)).status;
  const eventStatus = status === 'FULLY_PAID' ? 'PAID' : status === 'PARTIALLY_PAID' ? 'PARTIAL' : 'PENDING';
  // Writing the status it already has would change nothing but the row's version.
  if (eventStatus !== state.eventPaymentStatus) await setEventPaymentStatus(tx, eventId, eventStatus);
}

/** A card the payer asked to keep: saved once per gateway reference; the first one becomes the default. */
export async function keepCard(tx: TTx, clientId: number, gatewayCode: string, card: TCardDetails, isTest: boolean) {
  const existing = await tx
    .select({ id: paymentMethods.id, isDefault: paymentMethods.isDefault })
    .from(paymentMethods)
    .where(eq(paymentMethods.clientId, clientId));
  const [same] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.clientId, clientId), eq(paymentMethods.gatewayCode, gatewayCode), eq(paymentMethods.providerRef, card.providerRef)));
  if (same) return same.id;
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      clientId,
      type: 'CREDIT_CARD',
      gatewayCode,
      providerRef: card.providerRef,
      nickname: `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.lastFour}`,
      isDefault: !existing.some((m) => m.isDefault),
      lastFour: card.lastFour,
      cardBrand: card.brand,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isTest,
    })
    .returning({ id: paymentMethods.id });
  return row!.id;
}
