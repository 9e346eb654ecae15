import { venueDay } from '@venue/shared/dates';
import type { TInvoiceStatus, TPaymentRecordStatus } from '@venue/shared/enums';
import { fromMinor, toMinor } from '@venue/shared/money';
import { PAYMENT_RECORD_STATUS_LABELS } from '@venue/shared/payments/payment-status';
import { depositMinor, depositOffered, minimumChargeMinor } from '@venue/shared/payments/charge-amount';
import { excessCost, invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { readPaymentSettings } from '../../db/payment-settings';
import { invoicePaymentStatus, isInvoiceOverdue } from '@venue/shared/payments/invoice-status';
import { INVOICE_NOT_FOUND, PAYMENT_NOT_FOUND, type TInvoice, type TPayment } from '@venue/shared/payments/payments.schema';
import { lineTax, lineTotal } from '@venue/shared/payments/document-totals';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findPaymentOf, findPaymentResultOf, listPaymentsOf, type TPaymentFilters, type TPaymentJson } from './payment-reads.repo';
import { findInvoiceOf, invoiceLines, listInvoicesOf, paymentTotals, relatedPayments } from './payments.repo';

const METHOD_LABELS: Record<string, string> = {
  CREDIT_CARD: 'Credit Card',
  BANK_TRANSFER: 'Bank Transfer',
  DIGITAL_WALLET: 'Digital Wallet',
  CHECK: 'Check',
  CASH: 'Cash',
};
// A booking's products are its add-ons; a discount is its own line (document-totals.ts). Never the stored code on screen.
const ITEM_LABELS: Record<string, string> = {
  PACKAGE: 'Package',
  PRODUCT: 'Add-on',
  SERVICE: 'Service',
  ADDON: 'Add-on',
  FEE: 'Fee',
  DISCOUNT: 'Discount',
  ADJUSTMENT: 'Already invoiced',
};

type TInvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceOf>>>;
type TLineRow = Awaited<ReturnType<typeof invoiceLines>>[number];
const taxedLine = (l: TLineRow) => ({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: l.taxRate });

export function toPayment(r: TPaymentJson, today: string): TPayment {
  // A pending payment past its due date is overdue, whatever the stored status says.
  const status = (r.status === 'PENDING' && r.due_date !== null && r.due_date < today ? 'OVERDUE' : r.status) as TPaymentRecordStatus;
  return {
    id: r.id,
    payment_number: r.number,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    status,
    status_display: PAYMENT_RECORD_STATUS_LABELS[status] ?? status,
    paid_on: r.paid_on,
    due_date: r.due_date,
    notes: r.notes,
    receipt_number: r.receipt_number,
    is_manual: r.is_manual,
    invoice: r.invoice_id,
    invoice_number: r.invoice_number,
    event_details: { id: r.event_id, name: r.event_name },
    payment_method_details: r.method_type
      ? { type: r.method_type, type_display: METHOD_LABELS[r.method_type] ?? r.method_type, last_four: r.method_last_four }
      : null,
    inferred_payment_method: r.method_type
      ? { type: r.method_type, type_display: METHOD_LABELS[r.method_type] ?? r.method_type, gateway_name: r.gateway_name }
      : null,
    gateway_code: r.gateway_code,
    payment_type: r.payment_type as TPayment['payment_type'],
    is_test: r.is_test,
    failure_message: r.failure_message,
    installment: r.installment_id,
    refunded_amount: r.refunded_amount,
    created_at: r.created_at,
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
  const { subtotalMinor, taxMinor, totalMinor, taxes } = invoiceTotals(own.map(taxedLine));
  const total = fromMinor(totalMinor);
  // A void invoice owes nothing: no balance, never overdue (issue 41).
  const voided = r.status === 'CANCELLED';
  const status = invoicePaymentStatus(total, r.paid);
  const pay = voided ? { ...status, remaining: '0.00' } : status;
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
      item_type_display: ITEM_LABELS[l.itemType] ?? 'Item',
      quantity: l.quantity,
      unit_price: l.unitPrice,
      base_unit_price: l.baseUnitPrice,
      excess_hours: l.excessHours,
      excess_hour_price: l.excessHourPrice,
      excess_cost: excessCost(l.excessHours, l.excessHourPrice),
      tax_rate: l.taxRate,
      tax: fromMinor(lineTax(taxedLine(l))),
      total: fromMinor(lineTotal(taxedLine(l))),
    })),
    taxes: taxes.map((t) => ({ tax_amount: fromMinor(t.taxMinor), tax_rate_details: { name: 'VAT', rate: t.tax_rate } })),
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
    void_details: voided ? { reason: r.voidReason ?? '', voided_at: r.voidedAt?.toISOString() ?? null, voided_by: r.voidedByName ?? '' } : null,
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

/**
 * A payment as a pay call answers it, in one read: the payment, the secret or page of its confirmation step,
 * and its invoice's money (404 like invoiceDetail when the actor may not see that invoice).
 */
export async function paymentResultView(ctx: TContext, actor: TActor, id: number) {
  const row = await findPaymentResultOf(ctx.db, actor, id);
  if (!row) throw new AppError(404, PAYMENT_NOT_FOUND);
  const payment = toPayment(row.payment, venueDay());
  if (payment.invoice && !row.invoice) throw new AppError(404, INVOICE_NOT_FOUND);
  let invoice: { id: number; paid_amount: string; remaining_amount: string; payment_status: TInvoice['payment_status'] } | null = null;
  if (row.invoice) {
    const total = fromMinor(invoiceTotals(row.invoice.lines).totalMinor);
    const pay = invoicePaymentStatus(total, row.invoice.paid);
    invoice = { id: row.invoice.id, paid_amount: row.invoice.paid, remaining_amount: pay.remaining, payment_status: pay.status };
  }
  return { payment, clientSecret: row.payment.client_secret, redirectUrl: row.payment.redirect_url, invoice };
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
