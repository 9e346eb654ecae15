import { and, eq, sql } from 'drizzle-orm';
import { INVOICE_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { VOID_ALREADY, VOID_PAID_INVOICE, VOID_PAYMENT_IN_PROGRESS } from '@venue/shared/payments/credit-note';
import { events, invoices, paymentPlans, payments } from '../../db/schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { recordEventActivity } from '../events/client-events.service';
import { notify } from '../notifications/notifications.service';
import { invoiceDetail } from './payments.service';

/**
 * The venue voids an invoice (issue 41): it keeps its number in the series and prints VOID (status CANCELLED, as
 * every balance, reminder and pay screen already leaves out), with the reason, when and by whom. Only an invoice
 * with nothing on it: money received must be refunded first (each refund issues its credit note), and a payment in
 * progress or waiting to be confirmed must be settled or rejected. The invoice's row is locked as the pay path
 * locks it (charges.repo lockInvoiceToCharge), so a void racing a payment has one winner: the payment that
 * reserved first makes the void refuse, a void that locked first makes the payment refuse (INVOICE_NOT_PAYABLE).
 */
export async function voidInvoice(ctx: TContext, actor: TActor, invoiceId: number, body: { reason: string }, ip: string | null) {
  await ctx.transact(async (tx, effects) => {
    const [inv] = await tx
      .select({ id: invoices.id, number: invoices.number, status: invoices.status, eventId: invoices.eventId, clientId: events.clientId })
      .from(invoices)
      .innerJoin(events, eq(events.id, invoices.eventId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!inv) throw new AppError(404, INVOICE_NOT_FOUND);
    if (inv.status === 'CANCELLED') throw new AppError(409, VOID_ALREADY);
    // Read once the row is locked, so a charge reserved just before is seen.
    const [money] = await tx
      .select({
        kept: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${payments.status} in ('PAID', 'COMPLETED')), 0)::numeric(12,2)::text`,
        open: sql<number>`(count(*) filter (where ${payments.status} in ('PROCESSING', 'PENDING')))::int`,
      })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    if ((money?.open ?? 0) > 0) throw new AppError(409, VOID_PAYMENT_IN_PROGRESS, { non_field_errors: [VOID_PAYMENT_IN_PROGRESS] });
    if (Number(money?.kept ?? '0') > 0) throw new AppError(409, VOID_PAID_INVOICE, { non_field_errors: [VOID_PAID_INVOICE] });

    await tx
      .update(invoices)
      .set({ status: 'CANCELLED', voidReason: body.reason, voidedAt: new Date(), voidedByName: actor.name })
      .where(eq(invoices.id, invoiceId));
    // Its plan ends with it: no installment of a void invoice is due or reminded.
    await tx
      .update(paymentPlans)
      .set({ status: 'CANCELLED' })
      .where(and(eq(paymentPlans.invoiceId, invoiceId), eq(paymentPlans.status, 'ACTIVE')));
    await recordEventActivity(tx, actor, inv.eventId, 'INVOICE_VOIDED', `Invoice ${inv.number} voided: ${body.reason}`);
    await recordAudit(tx, actor, ip, {
      action: 'invoice.void',
      objectType: 'invoice',
      objectId: invoiceId,
      before: { status: inv.status },
      after: { status: 'CANCELLED', reason: body.reason },
    });
    await notify(tx, effects, {
      userId: inv.clientId,
      type: 'payment',
      priority: 'medium',
      title: `Invoice ${inv.number} is void`,
      body: `Nothing is due on it. ${body.reason}`,
      link: '/payments',
      kind: 'payments',
    });
  });
  return invoiceDetail(ctx, actor, invoiceId);
}
