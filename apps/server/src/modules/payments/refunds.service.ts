import { and, desc, eq, sql } from 'drizzle-orm';
import { venueDay } from '@venue/shared/dates';
import { fromMinor, toMinor } from '@venue/shared/money';
import { REFUND_NOT_FOUND, refundAmountProblem, type TRefund } from '@venue/shared/payments/refunds.schema';
import { PAYMENT_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { GATEWAY_DOWN } from '@venue/shared/payments/pay.schema';
import { ownedBy } from '../../db/ownership';
import { countAll, paginate } from '../../db/paginate';
import { creditNotes, events, payments, refunds } from '../../db/schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { GatewayUnavailableError } from '../../lib/gateways/gateway';
import { queueMail } from '../outbox/outbox.service';
import { lockPayment, moneyState, updatePayment } from './charges.repo';
import { refundMail } from './payment-emails';
import { refreshInvoiceMoney } from './settle.service';
import { noticeRefund } from './payment-notices';
import { accountPageLink } from '../accounts/account-links';
import { issueCreditNote } from './credit-notes.service';

const LABELS: Record<TRefund['status'], string> = { PENDING: 'Pending', SUCCEEDED: 'Refunded', FAILED: 'Failed' };
const columns = {
  id: refunds.id,
  number: refunds.number,
  paymentId: refunds.paymentId,
  paymentNumber: payments.number,
  amount: refunds.amount,
  currency: payments.currency,
  reason: refunds.reason,
  status: refunds.status,
  failureMessage: refunds.failureMessage,
  createdAt: refunds.createdAt,
  processedAt: refunds.processedAt,
  creditNoteId: creditNotes.id,
  creditNoteNumber: creditNotes.number,
};

const toRefund = (r: TRow): TRefund => ({
  id: r.id,
  refund_number: r.number,
  payment: r.paymentId,
  payment_number: r.paymentNumber,
  amount: r.amount,
  currency: r.currency,
  reason: r.reason,
  status: r.status as TRefund['status'],
  status_display: LABELS[r.status as TRefund['status']] ?? r.status,
  failure_message: r.failureMessage,
  created_at: r.createdAt.toISOString(),
  processed_at: r.processedAt?.toISOString() ?? null,
  credit_note: r.creditNoteId !== null && r.creditNoteNumber !== null ? { id: r.creditNoteId, number: r.creditNoteNumber } : null,
});

const from = (ctx: TContext) =>
  ctx.db
    .select(columns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(events, eq(events.id, payments.eventId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id));

type TRow = Awaited<ReturnType<typeof from>>[number];

export async function listRefunds(ctx: TContext, actor: TActor, q: { page: number; page_size: number }) {
  const where = ownedBy(actor, events.clientId);
  const { rows, count } = await paginate(
    q,
    (w) => from(ctx).where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).limit(w.limit).offset(w.offset),
    async () =>
      (
        await ctx.db
          .select({ n: countAll })
          .from(refunds)
          .innerJoin(payments, eq(payments.id, refunds.paymentId))
          .innerJoin(events, eq(events.id, payments.eventId))
          .where(where)
      )[0]?.n ?? 0,
  );
  return { count, results: rows.map(toRefund) };
}

export async function refundDetail(ctx: TContext, actor: TActor, id: number) {
  const [row] = await from(ctx).where(and(eq(refunds.id, id), ownedBy(actor, events.clientId)));
  if (!row) throw new AppError(404, REFUND_NOT_FOUND);
  return toRefund(row);
}

/**
 * The venue gives money back (staff only). The amount is reserved on the payment first (refunded_amount grows
 * under the row lock, so two refunds cannot exceed the payment), then the gateway is asked; a refusal gives the
 * reservation back. Offline payments are refunded by hand and only recorded here.
 */
export async function refundPayment(ctx: TContext, actor: TActor, paymentId: number, body: { amount: string; reason: string }, ip: string | null = null) {
  const amountMinor = toMinor(body.amount);
  const reserved = await ctx.transact(async (tx) => {
    const p = await lockPayment(tx, { id: paymentId });
    if (!p) throw new AppError(404, PAYMENT_NOT_FOUND);
    if (p.status !== 'COMPLETED' && p.status !== 'PAID') throw new AppError(409, 'Only a completed payment can be refunded.');
    const left = toMinor(p.amount) - toMinor(p.refundedAmount);
    const tooMuch = refundAmountProblem(amountMinor, left, p.currency);
    if (tooMuch) throw new AppError(400, tooMuch, { amount: [tooMuch] });
    await updatePayment(tx, p.id, { refundedAmount: fromMinor(toMinor(p.refundedAmount) + amountMinor) });
    const id = ((await tx.execute(sql`select nextval(pg_get_serial_sequence('refunds', 'id'))::int as id`)) as unknown as { rows: { id: number }[] }).rows[0]!
      .id;
    await tx.insert(refunds).values({
      id,
      paymentId: p.id,
      number: `RF-${venueDay().slice(0, 4)}-${String(id).padStart(6, '0')}`,
      amount: fromMinor(amountMinor),
      reason: body.reason,
    });
    return { refundId: id, payment: p };
  });

  const adapter = reserved.payment.gatewayCode ? ctx.gateways.get(reserved.payment.gatewayCode) : undefined;
  let outcome: { ok: true; ref: string | null } | { ok: false; message: string };
  if (adapter?.refund && reserved.payment.providerRef) {
    try {
      const r = await adapter.refund(reserved.payment.providerRef, amountMinor, `refund-${reserved.refundId}`);
      outcome = r.status === 'failed' ? { ok: false, message: r.message } : { ok: true, ref: r.providerRef };
    } catch (err) {
      outcome = { ok: false, message: err instanceof GatewayUnavailableError ? GATEWAY_DOWN : 'The gateway refused the refund.' };
    }
  } else outcome = { ok: true, ref: null };

  await ctx.transact(async (tx, effects) => {
    const p = (await lockPayment(tx, { id: paymentId }))!;
    let creditNote: string | null = null;
    if (outcome.ok) {
      await tx.update(refunds).set({ status: 'SUCCEEDED', providerRef: outcome.ref, processedAt: new Date() }).where(eq(refunds.id, reserved.refundId));
      // The money given back corrects the invoice it was paid against: a credit note, numbered in this transaction.
      if (p.invoiceId) creditNote = await issueCreditNote(tx, { refundId: reserved.refundId, invoiceId: p.invoiceId, amountMinor, reason: body.reason });
      if (toMinor(p.refundedAmount) >= toMinor(p.amount)) await updatePayment(tx, p.id, { status: 'REFUNDED' });
      await noticeRefund(tx, effects, { eventId: p.eventId, paymentNumber: p.number, amount: fromMinor(amountMinor), currency: p.currency });
      const payer = await moneyState(tx, p.eventId, p.invoiceId);
      if (payer) {
        const [refund] = await tx.select({ number: refunds.number }).from(refunds).where(eq(refunds.id, reserved.refundId));
        await queueMail(tx, {
          ...refundMail(
            payer.email,
            {
              firstName: payer.firstName,
              amount: fromMinor(amountMinor),
              currency: p.currency,
              paymentNumber: p.number,
              refundNumber: refund!.number,
              reason: body.reason,
              byHand: outcome.ref === null,
            },
            (await accountPageLink(ctx, tx, payer.clientId, '/payments')).href,
          ),
          clientId: payer.clientId,
        });
        effects.after(() => ctx.mailQueued());
      }
    } else {
      await tx.update(refunds).set({ status: 'FAILED', failureMessage: outcome.message, processedAt: new Date() }).where(eq(refunds.id, reserved.refundId));
      await updatePayment(tx, p.id, { refundedAmount: fromMinor(toMinor(p.refundedAmount) - amountMinor) });
    }
    if (p.invoiceId) await refreshInvoiceMoney(tx, p.invoiceId, p.eventId);
    await recordAudit(tx, actor, ip, {
      action: 'payment.refund',
      objectType: 'payment',
      objectId: p.id,
      before: { refunded_amount: fromMinor(toMinor(p.refundedAmount) - (outcome.ok ? amountMinor : 0n)) },
      after: {
        refund: reserved.refundId,
        amount: fromMinor(amountMinor),
        reason: body.reason,
        outcome: outcome.ok ? 'SUCCEEDED' : 'FAILED',
        ...(creditNote ? { credit_note: creditNote } : {}),
      },
    });
  });
  return refundDetail(ctx, actor, reserved.refundId);
}
