import { venueDay } from '@venue/shared/dates';
import type { TInvoiceStatus, TPaymentRecordStatus } from '@venue/shared/enums';
import { applyRate, fromMinor } from '@venue/shared/money';
import { invoicePaymentStatus, isInvoiceOverdue } from '@venue/shared/payments/invoice-status';
import { INVOICE_NOT_FOUND, PAYMENT_NOT_FOUND, type TInvoice, type TPayment } from '@venue/shared/payments/payments.schema';
import { lineTotal } from '@venue/shared/quotes/quote-totals';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findInvoiceOf, findPaymentOf, invoiceLines, listInvoicesOf, listPaymentsOf, paymentTotals, type TPaymentFilters } from './payments.repo';

const STATUS_LABELS: Record<TPaymentRecordStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  PAID: 'Paid',
  FAILED: 'Failed',
  OVERDUE: 'Overdue',
  REFUNDED: 'Refunded',
};
const METHOD_LABELS: Record<string, string> = {
  CREDIT_CARD: 'Credit Card',
  BANK_TRANSFER: 'Bank Transfer',
  DIGITAL_WALLET: 'Digital Wallet',
  CHECK: 'Check',
  CASH: 'Cash',
};
const ITEM_LABELS: Record<string, string> = { PACKAGE: 'Package', SERVICE: 'Service', ADDON: 'Add-on', FEE: 'Fee' };

type TPaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentOf>>>;
type TInvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceOf>>>;
type TLineRow = Awaited<ReturnType<typeof invoiceLines>>[number];

function toPayment(r: TPaymentRow, today: string): TPayment {
  // A pending payment past its due date is overdue, whatever the stored status says.
  const status = (r.status === 'PENDING' && r.dueDate !== null && r.dueDate < today ? 'OVERDUE' : r.status) as TPaymentRecordStatus;
  return {
    id: r.id,
    payment_number: r.number,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    status,
    status_display: STATUS_LABELS[status] ?? status,
    paid_on: r.paidOn?.toISOString() ?? null,
    due_date: r.dueDate,
    notes: r.notes,
    receipt_number: r.receiptNumber,
    is_manual: r.isManual,
    invoice: r.invoiceId,
    event_details: { id: r.eventId, name: r.eventName },
    payment_method_details: r.methodType
      ? { type: r.methodType, type_display: METHOD_LABELS[r.methodType] ?? r.methodType, last_four: r.methodLastFour }
      : null,
    is_test: false,
    gateway_code: null,
    created_at: r.createdAt.toISOString(),
  };
}

function toInvoice(r: TInvoiceRow, lines: TLineRow[], today: string): TInvoice {
  const own = lines.filter((l) => l.invoiceId === r.id);
  const subtotal = own.reduce((sum, l) => sum + lineTotal({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: '0' }), 0n);
  const tax = applyRate(subtotal, r.taxRate);
  const total = fromMinor(subtotal + tax);
  const pay = invoicePaymentStatus(total, r.paid);
  return {
    id: r.id,
    invoice_id: r.number,
    status: r.status as TInvoiceStatus,
    currency: r.currency,
    subtotal: fromMinor(subtotal),
    tax_amount: fromMinor(tax),
    total_amount: total,
    paid_amount: r.paid,
    remaining_amount: pay.remaining,
    payment_status: pay.status,
    payment_progress: pay.progress,
    is_fully_paid: pay.status === 'FULLY_PAID',
    is_partially_paid: pay.status === 'PARTIALLY_PAID',
    is_overdue: isInvoiceOverdue(r.dueDate, pay.remaining, today),
    issue_date: r.issueDate,
    due_date: r.dueDate,
    notes: r.notes,
    event_details: { id: r.eventId, name: r.eventName },
    line_items: own.map((l) => ({
      id: l.id,
      description: l.description,
      item_type: l.itemType,
      item_type_display: ITEM_LABELS[l.itemType] ?? l.itemType,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      total: fromMinor(lineTotal({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: '0' })),
    })),
  };
}

export async function listPayments(ctx: TContext, actor: TActor, q: TPaymentFilters & { page: number; page_size: number }) {
  const today = venueDay();
  const { rows, count } = await listPaymentsOf(ctx.db, actor, q, q);
  return { count, results: rows.map((r) => toPayment(r, today)) };
}

export async function paymentDetail(ctx: TContext, actor: TActor, id: number) {
  const row = await findPaymentOf(ctx.db, actor, id);
  if (!row) throw new AppError(404, PAYMENT_NOT_FOUND);
  return toPayment(row, venueDay());
}

export async function paymentSummary(ctx: TContext, actor: TActor) {
  const t = await paymentTotals(ctx.db, actor, venueDay());
  return { total_paid: t.paid, total_pending: t.pending, total_overdue: t.overdue, completed_count: t.completed, pending_count: t.pendingCount };
}

export async function listInvoices(ctx: TContext, actor: TActor, q: { status?: string; event?: number; search?: string; page: number; page_size: number }) {
  const today = venueDay();
  const { rows, count } = await listInvoicesOf(ctx.db, actor, q, q);
  const lines = await invoiceLines(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((r) => toInvoice(r, lines, today)) };
}

export async function invoiceDetail(ctx: TContext, actor: TActor, id: number) {
  const row = await findInvoiceOf(ctx.db, actor, id);
  if (!row) throw new AppError(404, INVOICE_NOT_FOUND);
  return toInvoice(row, await invoiceLines(ctx.db, [row.id]), venueDay());
}
