import { eq, sql } from 'drizzle-orm';
import { longDay, venueDay } from '@venue/shared/dates';
import { fromMinor, toMinor } from '@venue/shared/money';
import { moneyText } from '@venue/shared/payments/charge-amount';
import { receivedAmountProblem, receivedOnProblem, type TPaymentToConfirm, type TRecordPayment } from '@venue/shared/payments/offline-payments';
import { invoiceSizeProblem, invoiceTooLarge, invoiceTotals, lineTooLarge, MAX_MONEY_MINOR } from '@venue/shared/payments/invoice-totals';
import { PAYMENT_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { events, invoiceLineItems, invoices } from '../../db/schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { recordEventActivity } from '../events/client-events.service';
import { checkUpload, discardUpload, writeDocument, type TStoredUpload } from '../events/documents.service';
import { notify } from '../notifications/notifications.service';
import { queueMail } from '../outbox/outbox.service';
import { lockPayment, moneyState, updatePayment } from './charges.repo';
import { pendingOfflinePaymentRows } from './offline-payments.repo';
import { invoiceIssuedMail, paymentRejectedMail } from './payment-emails';
import { invoiceDetail, listInvoices, listPayments } from './payments.service';
import { afterMoneyMoved, refreshInvoiceMoney, settledOf } from './settle.service';

/**
 * The venue's side of money, for the staff console and the CLI: issue an invoice, record a payment that
 * arrived outside the product (bank transfer, cash at the office). Both go through the same rules and
 * effects as the client's own payments.
 */
export interface TIssueInvoice {
  event_id: number;
  due_date?: string;
  tax_rate?: string;
  notes?: string;
  lines: {
    description: string;
    item_type?: string;
    quantity: string;
    unit_price: string;
    base_unit_price?: string;
    excess_hours?: string;
    excess_hour_price?: string;
  }[];
}

export async function issueInvoice(ctx: TContext, actor: TActor, body: TIssueInvoice, ip: string | null = null) {
  refuseTooLarge(body);
  const id = await ctx.transact(async (tx, effects) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, body.event_id));
    if (!event) throw new AppError(404, 'Event not found.', { event_id: ['Event not found.'] });
    const { id, number } = await writeInvoice(tx, body);
    await recordEventActivity(tx, actor, body.event_id, 'INVOICE_ISSUED', `Invoice ${number} issued.`);
    await recordAudit(tx, actor, ip, { action: 'invoice.issue', objectType: 'invoice', objectId: id, after: body });
    // The client hears of it after the commit, by e-mail and in the portal's notifications.
    const payer = await moneyState(tx, body.event_id, id);
    if (payer) {
      const total = fromMinor(invoiceTotals(body.lines, body.tax_rate ?? '0.12').totalMinor);
      await queueMail(tx, {
        ...invoiceIssuedMail(
          payer.email,
          { firstName: payer.firstName, number, amount: total, currency: 'PHP', dueDate: body.due_date ?? null },
          `${ctx.config.publicUrl}/payments`,
        ),
        clientId: payer.clientId,
      });
      effects.after(() => ctx.mailQueued());
      await notify(tx, effects, {
        userId: payer.clientId,
        type: 'payment',
        priority: 'medium',
        title: `New invoice: ${number}`,
        body: `${moneyText(toMinor(total), 'PHP')}${body.due_date ? `, due ${longDay(body.due_date)}` : ''}.`,
        link: '/payments',
        kind: 'payments',
      });
    }
    return id;
  });
  return invoiceDetail(ctx, actor, id);
}

/** Each field is bounded by the schema, not their product: an invoice no payment row could record is refused here. */
function refuseTooLarge(body: TIssueInvoice) {
  const problem = invoiceSizeProblem(body.lines, body.tax_rate ?? '0.12');
  if (!problem) return;
  const max = moneyText(MAX_MONEY_MINOR, 'PHP');
  if (problem.kind === 'line') throw new AppError(400, lineTooLarge(max), { [`lines.${problem.line}.unit_price`]: [lineTooLarge(max)] });
  throw new AppError(400, invoiceTooLarge(max), { lines: [invoiceTooLarge(max)] });
}

/** Writes an ISSUED invoice with its lines in the caller's transaction (the venue's issue call, a booking). */
export async function writeInvoice(tx: TTx, body: TIssueInvoice): Promise<{ id: number; number: string }> {
  const id = ((await tx.execute(sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`)) as unknown as { rows: { id: number }[] }).rows[0]!
    .id;
  const today = venueDay();
  const number = `INV-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  await tx.insert(invoices).values({
    id,
    eventId: body.event_id,
    number,
    status: 'ISSUED',
    taxRate: body.tax_rate ?? '0.12',
    issueDate: today,
    dueDate: body.due_date ?? null,
    notes: body.notes ?? '',
  });
  await tx.insert(invoiceLineItems).values(
    body.lines.map((l, i) => ({
      invoiceId: id,
      description: l.description,
      itemType: l.item_type ?? 'SERVICE',
      quantity: l.quantity,
      unitPrice: l.unit_price,
      baseUnitPrice: l.base_unit_price ?? null,
      excessHours: l.excess_hours ?? null,
      excessHourPrice: l.excess_hour_price ?? null,
      sortOrder: i,
    })),
  );
  return { id, number };
}

const EVENT_PAGE = { page: 1, page_size: 100 };

/** An event's invoices and payments for the venue's money panel (the client's own reads, over every client). */
export async function eventMoney(ctx: TContext, actor: TActor, eventId: number) {
  const [event] = await ctx.db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError(404, 'Event not found.');
  const [invoiceList, paymentList] = await Promise.all([
    listInvoices(ctx, actor, { ...EVENT_PAGE, event: eventId }),
    listPayments(ctx, actor, { ...EVENT_PAGE, event: eventId }),
  ]);
  return { invoices: invoiceList.results, payments: paymentList.results };
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
      const receipt = `OR-${today.slice(0, 4)}-${String(p.id).padStart(6, '0')}`;
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
        receiptNumber: receipt,
        isManual: true,
        notes,
      });
      const recorded = { ...p, amount: fromMinor(toMinor(amount)), status: 'COMPLETED', receiptNumber: receipt };
      if (checked) await writeDocument(tx, actor, p.eventId, { ...checked, fields: { ...checked.fields, name: `Proof of payment ${p.number}` } });
      await afterMoneyMoved(ctx, tx, effects, recorded);
      await ctx.paymentSettled(tx, effects, settledOf(recorded, 'COMPLETED', { receiptNumber: receipt }));
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
          `${ctx.config.publicUrl}/payments`,
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
