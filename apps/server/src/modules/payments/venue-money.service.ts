import { eq, sql } from 'drizzle-orm';
import { venueDay } from '@venue/shared/dates';
import { moneyText } from '@venue/shared/payments/charge-amount';
import { invoiceSizeProblem, invoiceTooLarge, lineTooLarge, MAX_MONEY_MINOR } from '@venue/shared/payments/invoice-totals';
import { PAYMENT_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { events, invoiceLineItems, invoices } from '../../db/schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { recordEventActivity } from '../events/client-events.service';
import { lockPayment, updatePayment } from './charges.repo';
import { invoiceDetail } from './payments.service';
import { afterMoneyMoved } from './settle.service';

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
  const id = await ctx.transact(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, body.event_id));
    if (!event) throw new AppError(404, 'Event not found.', { event_id: ['Event not found.'] });
    const { id, number } = await writeInvoice(tx, body);
    await recordEventActivity(tx, actor, body.event_id, 'INVOICE_ISSUED', `Invoice ${number} issued.`);
    await recordAudit(tx, actor, ip, { action: 'invoice.issue', objectType: 'invoice', objectId: id, after: body });
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

/** The money of a PENDING offline payment arrived: it completes like any other payment (receipt, e-mail, timeline). */
export async function recordOfflinePayment(ctx: TContext, actor: TActor, paymentId: number, note?: string, ip: string | null = null) {
  await ctx.transact(async (tx, effects) => {
    const p = await lockPayment(tx, { id: paymentId });
    if (!p) throw new AppError(404, PAYMENT_NOT_FOUND);
    if (p.status !== 'PENDING') throw new AppError(409, 'Only a pending payment can be recorded as paid.');
    const receipt = `OR-${venueDay().slice(0, 4)}-${String(p.id).padStart(6, '0')}`;
    await updatePayment(tx, p.id, {
      status: 'COMPLETED',
      paidOn: new Date(),
      receiptNumber: receipt,
      isManual: true,
      notes: note ? `${p.notes}\n${note}`.trim() : p.notes,
    });
    await afterMoneyMoved(ctx, tx, effects, { ...p, status: 'COMPLETED', receiptNumber: receipt });
    await recordAudit(tx, actor, ip, {
      action: 'payment.record',
      objectType: 'payment',
      objectId: p.id,
      before: { status: p.status },
      after: { status: 'COMPLETED', receipt_number: receipt, note: note ?? null },
    });
  });
}
