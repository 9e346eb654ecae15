import { eq } from 'drizzle-orm';
import { venueDay } from '@venue/shared/dates';
import { fromMinor, toMinor } from '@venue/shared/money';
import { moneyText } from '@venue/shared/payments/charge-amount';
import { receivedAmountProblem, receivedOnProblem, type TPaymentToConfirm, type TRecordPayment } from '@venue/shared/payments/offline-payments';
import { PAYMENT_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { events, invoices } from '../../db/schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { recordEventActivity } from '../events/client-events.service';
import { checkUpload, discardUpload, writeDocument, type TStoredUpload } from '../events/documents.service';
import { notify } from '../notifications/notifications.service';
import { queueMail } from '../outbox/outbox.service';
import { lockPayment, moneyState, updatePayment } from './charges.repo';
import { creditNotesOfEvent } from './credit-notes.service';
import { pendingOfflinePaymentRows } from './offline-payments.repo';
import { paymentRejectedMail } from './payment-emails';
import { listInvoices, listPayments } from './payments.service';
import { eventInstallmentsDue } from './plans.service';
import { completedPaymentFollowUp, refreshInvoiceMoney, settledOf } from './settle.service';
import { listQuotes } from '../quotes/quote-read';
import { accountPageLink } from '../accounts/account-links';

/**
 * The venue's side of money, for the staff console and the CLI: an event's money, the payments to confirm, and
 * recording one that arrived outside the product (bank transfer, cash at the office) or rejecting it. They go
 * through the same rules and effects as the client's own payments. Invoices: invoice-issue.service.ts.
 */
const EVENT_PAGE = { page: 1, page_size: 100 };

/** An event's invoices and payments for the venue's money panel (the client's own reads, over every client). */
export async function eventMoney(ctx: TContext, actor: TActor, eventId: number) {
  const [event] = await ctx.db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError(404, 'Event not found.');
  const [invoiceList, paymentList, quotes, installmentsDue, credits] = await Promise.all([
    listInvoices(ctx, actor, { ...EVENT_PAGE, event: eventId }),
    listPayments(ctx, actor, { ...EVENT_PAGE, event: eventId }),
    listQuotes(ctx, actor, { ...EVENT_PAGE, event: eventId, status: 'ACCEPTED' }),
    eventInstallmentsDue(ctx, eventId),
    creditNotesOfEvent(ctx, actor, eventId),
  ]);
  const accepted = quotes.results[0] ?? null;
  const [billed] = accepted ? await ctx.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.quoteId, accepted.id)) : [];
  return {
    invoices: invoiceList.results,
    payments: paymentList.results,
    installments: installmentsDue,
    accepted_quote: accepted && { id: accepted.id, version: accepted.version, total_amount: accepted.total_amount, invoice_number: billed?.number ?? null },
    credit_notes: credits,
  };
}

const PENDING_ONLY = 'Only a pending payment can be recorded as paid.';
const REJECT_PENDING_ONLY = 'Only a pending payment can be rejected.';
const TO_CONFIRM_LIMIT = 200;

/** The venue's "Payments to confirm": bank transfers and payments at the venue the clients announced, newest first. */
export async function paymentsToConfirm(ctx: TContext, limit = TO_CONFIRM_LIMIT): Promise<TPaymentToConfirm[]> {
  const rows = await pendingOfflinePaymentRows(ctx.db, limit);
  return rows.map((r) => ({
    id: r.id,
    payment_number: r.number,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    method_type: r.methodType === 'CASH' ? 'CASH' : 'BANK_TRANSFER',
    announced_at: r.createdAt.toISOString(),
    invoice_number: r.invoiceNumber,
    event_id: r.eventId,
    event_name: r.eventName,
    event_start_date: r.eventStartDate,
    client: { id: r.clientId, name: r.clientName, email: r.clientEmail },
  }));
}

/** The day the money arrived, as the payment's time: now for today, noon of that day (the venue's time) before. */
const paidOnOf = (day: string | undefined, today: string) => (!day || day === today ? new Date() : new Date(`${day}T12:00:00+08:00`));

/**
 * The money of a PENDING offline payment arrived: it completes like any other payment (receipt, e-mail, timeline,
 * the booking it confirms). The venue may record less than was announced (the rest stays due), the day it arrived,
 * the bank's reference and a proof (a deposit slip), which becomes one of the event's documents in the same
 * transaction. The proof is checked before anything is locked; on any refusal its file is removed.
 */
export async function recordOfflinePayment(
  ctx: TContext,
  actor: TActor,
  paymentId: number,
  body: TRecordPayment,
  proof: TStoredUpload['file'] = null,
  ip: string | null = null,
) {
  const today = venueDay();
  try {
    const late = body.received_on ? receivedOnProblem(body.received_on, today) : null;
    if (late) throw new AppError(400, late, { received_on: [late] });
    const checked = proof ? checkUpload({ file: proof, fields: { name: 'Proof of payment', category: 'INVOICE' } }) : null;
    await ctx.transact(async (tx, effects) => {
      const p = await lockPayment(tx, { id: paymentId });
      if (!p) throw new AppError(404, PAYMENT_NOT_FOUND);
      if (p.status !== 'PENDING') throw new AppError(409, PENDING_ONLY);
      const amount = body.amount ?? p.amount;
      const refused = receivedAmountProblem(toMinor(amount), toMinor(p.amount), p.currency);
      if (refused) throw new AppError(400, refused, { amount: [refused] });
      const short = toMinor(amount) !== toMinor(p.amount);
      // The bank's reference is kept with the payment's notes: provider_ref is the gateway's own reference, unique
      // per gateway, and one transfer may well cover two announced payments.
      const notes = [
        p.notes,
        short ? `Announced ${moneyText(toMinor(p.amount), p.currency)}.` : '',
        body.reference ? `Reference: ${body.reference}` : '',
        body.note ?? '',
      ]
        .filter(Boolean)
        .join('\n');
      await updatePayment(tx, p.id, {
        status: 'COMPLETED',
        amount: fromMinor(toMinor(amount)),
        paidOn: paidOnOf(body.received_on, today),
        isManual: true,
        notes,
      });
      const recorded = { ...p, amount: fromMinor(toMinor(amount)), status: 'COMPLETED' };
      if (checked) await writeDocument(tx, actor, p.eventId, { ...checked, fields: { ...checked.fields, name: `Proof of payment ${p.number}` } });
      const receipt = await completedPaymentFollowUp(ctx, tx, effects, recorded, { day: today });
      await recordAudit(tx, actor, ip, {
        action: 'payment.record',
        objectType: 'payment',
        objectId: p.id,
        before: { status: p.status, amount: p.amount },
        after: {
          status: 'COMPLETED',
          amount: recorded.amount,
          receipt_number: receipt,
          received_on: body.received_on ?? today,
          reference: body.reference ?? null,
          note: body.note ?? null,
        },
      });
    });
  } catch (err) {
    if (proof) await discardUpload(ctx, proof.key);
    throw err;
  }
}

/**
 * The announced money never arrived (or was not what it claimed): the payment fails with the venue's reason, which
 * the client reads in the portal and an e-mail after the commit. The invoice's balance stays due; a booking waiting
 * on it stays a DRAFT for the venue to follow up or cancel.
 */
export async function rejectOfflinePayment(ctx: TContext, actor: TActor, paymentId: number, reason: string, ip: string | null = null) {
  await ctx.transact(async (tx, effects) => {
    const p = await lockPayment(tx, { id: paymentId });
    if (!p) throw new AppError(404, PAYMENT_NOT_FOUND);
    if (p.status !== 'PENDING') throw new AppError(409, REJECT_PENDING_ONLY);
    const failureMessage = `Not confirmed by the venue: ${reason}`;
    await updatePayment(tx, p.id, { status: 'FAILED', failureMessage });
    if (p.invoiceId) await refreshInvoiceMoney(tx, p.invoiceId, p.eventId);
    await recordEventActivity(tx, actor, p.eventId, 'PAYMENT_REJECTED', `Payment ${p.number} was not confirmed: ${reason}`);
    const state = await moneyState(tx, p.eventId, p.invoiceId);
    if (state) {
      await queueMail(tx, {
        ...paymentRejectedMail(
          state.email,
          { firstName: state.firstName, amount: p.amount, currency: p.currency, number: p.number, reason },
          (await accountPageLink(ctx, tx, state.clientId, '/payments')).href,
        ),
        clientId: state.clientId,
      });
      effects.after(() => ctx.mailQueued());
      await notify(tx, effects, {
        userId: state.clientId,
        type: 'payment',
        priority: 'high',
        title: `Payment not confirmed: ${p.number}`,
        body: reason,
        link: '/payments',
      });
    }
    await ctx.paymentSettled(tx, effects, settledOf(p, 'FAILED', { failureMessage }));
    await recordAudit(tx, actor, ip, {
      action: 'payment.reject',
      objectType: 'payment',
      objectId: p.id,
      before: { status: p.status },
      after: { status: 'FAILED', reason },
    });
  });
}
