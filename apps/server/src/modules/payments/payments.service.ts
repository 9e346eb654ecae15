import { venueDay } from '@venue/shared/dates';
import type { TInvoiceStatus, TPaymentRecordStatus } from '@venue/shared/enums';
import { fromMinor, toMinor } from '@venue/shared/money';
import { depositMinor, depositOffered, minimumChargeMinor } from '@venue/shared/payments/charge-amount';
import { excessCost, invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { readPaymentSettings } from '../../db/payment-settings';
import { invoicePaymentStatus, isInvoiceOverdue } from '@venue/shared/payments/invoice-status';
import { INVOICE_NOT_FOUND, PAYMENT_NOT_FOUND, type TInvoice, type TPayment } from '@venue/shared/payments/payments.schema';
import { lineTotal } from '@venue/shared/quotes/quote-totals';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import {
  findInvoiceOf,
  findPaymentOf,
  invoiceLines,
  listInvoicesOf,
  listPaymentsOf,
  paymentTotals,
  relatedPayments,
  type TPaymentFilters,
} from './payments.repo';

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

export function toPayment(r: TPaymentRow, today: string): TPayment {
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
    invoice_number: r.invoiceNumber,
    event_details: { id: r.eventId, name: r.eventName },
    payment_method_details: r.methodType
      ? { type: r.methodType, type_display: METHOD_LABELS[r.methodType] ?? r.methodType, last_four: r.methodLastFour }
      : null,
    inferred_payment_method: r.methodType
      ? { type: r.methodType, type_display: METHOD_LABELS[r.methodType] ?? r.methodType, gateway_name: r.gatewayName }
      : null,
    gateway_code: r.gatewayCode,
    payment_type: r.paymentType as TPayment['payment_type'],
    is_test: r.isTest,
    failure_message: r.failureMessage,
    installment: r.installmentId,
    refunded_amount: r.refundedAmount,
    created_at: r.createdAt.toISOString(),
  };
}

interface TInvoiceContext {
  lines: TLineRow[];
  related: Awaited<ReturnType<typeof relatedPayments>>;
  depositPercentage: string;
  today: string;
}

function toInvoice(r: TInvoiceRow, c: TInvoiceContext): TInvoice {
  const own = c.lines.filter((l) => l.invoiceId === r.id);
  const { subtotalMinor, taxMinor, totalMinor } = invoiceTotals(
    own.map((l) => ({ quantity: l.quantity, unit_price: l.unitPrice })),
    r.taxRate,
  );
  const total = fromMinor(totalMinor);
  const pay = invoicePaymentStatus(total, r.paid);
  const paidMinor = toMinor(r.paid);
  const deposit = depositMinor(totalMinor, c.depositPercentage);
  return {
    id: r.id,
    invoice_id: r.number,
    status: r.status as TInvoiceStatus,
    currency: r.currency,
    subtotal: fromMinor(subtotalMinor),
    tax_amount: fromMinor(taxMinor),
    total_amount: total,
    paid_amount: r.paid,
    remaining_amount: pay.remaining,
    payment_status: pay.status,
    payment_progress: pay.progress,
    is_fully_paid: pay.status === 'FULLY_PAID',
    is_partially_paid: pay.status === 'PARTIALLY_PAID',
    is_overdue: isInvoiceOverdue(r.dueDate, pay.remaining, c.today),
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
      base_unit_price: l.baseUnitPrice,
      excess_hours: l.excessHours,
      excess_hour_price: l.excessHourPrice,
      excess_cost: excessCost(l.excessHours, l.excessHourPrice),
      total: fromMinor(lineTotal({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: '0' })),
    })),
    taxes: taxMinor > 0n ? [{ tax_amount: fromMinor(taxMinor), tax_rate_details: { name: 'VAT', rate: r.taxRate.replace(/0+$/, '').replace(/\.$/, '') } }] : [],
    related_payments: c.related
      .filter((p) => p.invoiceId === r.id)
      .map((p) => ({
        id: p.id,
        payment_number: p.number,
        status: p.status as TPaymentRecordStatus,
        amount: p.amount,
        paid_on: p.paidOn?.toISOString() ?? null,
        is_test: p.isTest,
      })),
    payment_options: {
      deposit_offered: depositOffered({ totalMinor, paidMinor }, c.depositPercentage),
      deposit_amount: fromMinor(deposit > paidMinor ? deposit - paidMinor : 0n),
      deposit_percentage: c.depositPercentage,
      minimum_charge: fromMinor(minimumChargeMinor(r.currency)),
      in_flight_amount: r.inFlight,
    },
    payment_plan: r.planId,
  };
}

async function invoiceContext(ctx: TContext, rows: TInvoiceRow[]): Promise<TInvoiceContext> {
  const ids = rows.map((r) => r.id);
  const [lines, related, settings] = await Promise.all([invoiceLines(ctx.db, ids), relatedPayments(ctx.db, ids), readPaymentSettings(ctx.db)]);
  return { lines, related, depositPercentage: settings.defaultDepositPercentage, today: venueDay() };
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
  const { rows, count } = await listInvoicesOf(ctx.db, actor, q, q);
  const c = await invoiceContext(ctx, rows);
  return { count, results: rows.map((r) => toInvoice(r, c)) };
}

export async function invoiceDetail(ctx: TContext, actor: TActor, id: number) {
  const row = await findInvoiceOf(ctx.db, actor, id);
  if (!row) throw new AppError(404, INVOICE_NOT_FOUND);
  return toInvoice(row, await invoiceContext(ctx, [row]));
}
