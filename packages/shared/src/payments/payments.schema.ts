import { z } from 'zod';
import { zId, zPage, zDay } from '../common/input';
import { INVOICE_STATUSES, PAYMENT_RECORD_STATUSES } from '../enums';
import { ZEventInstallment } from './installment.schema';
import { ZCreditNote } from './credit-note';

export const ZPayment = z.object({
  id: z.number().int(),
  payment_number: z.string(),
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  status_display: z.string(),
  paid_on: z.string().nullable(),
  due_date: z.string().nullable(),
  notes: z.string(),
  receipt_number: z.string().nullable(),
  is_manual: z.boolean(),
  invoice: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  event_details: z.object({ id: z.number().int(), name: z.string() }),
  payment_method_details: z.object({ type: z.string(), type_display: z.string(), last_four: z.string().nullable() }).nullable(),
  /** How the payment was made, read from its gateway when no saved method says it (spec: inferred_payment_method). */
  inferred_payment_method: z.object({ type: z.string(), type_display: z.string(), gateway_name: z.string().nullable() }).nullable(),
  gateway_code: z.string().nullable(),
  payment_type: z.enum(['FULL', 'DEPOSIT', 'CUSTOM', 'INSTALLMENT']).nullable(),
  /** Made through the built-in test gateway: no money moved. */
  is_test: z.boolean(),
  failure_message: z.string().nullable(),
  installment: z.number().int().nullable(),
  refunded_amount: z.string(),
  created_at: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZInvoiceLineItem = z.object({
  id: z.number().int(),
  description: z.string(),
  item_type: z.string(),
  item_type_display: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  /** Hourly packages: the base price, the hours beyond those included, their price and cost (else null). */
  base_unit_price: z.string().nullable(),
  excess_hours: z.string().nullable(),
  excess_hour_price: z.string().nullable(),
  excess_cost: z.string().nullable(),
  /** The line's own tax rate (a fraction, "0.12") and its tax, rounded per line (document-totals.ts). */
  tax_rate: z.string(),
  tax: z.string(),
  total: z.string(),
});

export const ZInvoiceTax = z.object({
  tax_amount: z.string(),
  tax_rate_details: z.object({ name: z.string(), rate: z.string() }),
});

export const ZRelatedPayment = z.object({
  id: z.number().int(),
  payment_number: z.string(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  amount: z.string(),
  paid_on: z.string().nullable(),
  is_test: z.boolean(),
});

export const ZInvoice = z.object({
  id: z.number().int(),
  invoice_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  subtotal: z.string(),
  tax_amount: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  remaining_amount: z.string(),
  payment_status: z.enum(['UNPAID', 'PARTIALLY_PAID', 'FULLY_PAID']),
  payment_progress: z.number(),
  is_fully_paid: z.boolean(),
  is_partially_paid: z.boolean(),
  is_overdue: z.boolean(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  notes: z.string(),
  event_details: z.object({ id: z.number().int(), name: z.string() }),
  line_items: z.array(ZInvoiceLineItem),
  taxes: z.array(ZInvoiceTax),
  related_payments: z.array(ZRelatedPayment),
  /** What the pay dialog may offer, decided by the server's rules (the browser never computes the charge). */
  payment_options: z.object({
    deposit_offered: z.boolean(),
    deposit_amount: z.string(),
    deposit_percentage: z.string(),
    minimum_charge: z.string(),
    /** Started charges not settled yet: they hold their part of the balance. */
    in_flight_amount: z.string(),
  }),
  payment_plan: z.number().int().nullable(),
  /** A voided (CANCELLED) invoice: why, when and by whom (issue 41); null for any other. */
  void_details: z.object({ reason: z.string(), voided_at: z.string().nullable(), voided_by: z.string() }).nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET /api/staff/events/{id}/money/: the venue's view of one event's money. */
export const ZEventMoney = z.object({
  invoices: z.array(ZInvoice),
  payments: z.array(ZPayment),
  /** The upcoming installments of the event's plans, overdue ones first (the client's list, by the same rule). */
  installments: z.array(ZEventInstallment),
  /** The quote the client accepted, and the invoice made from it (null until the venue issues it). */
  accepted_quote: z.object({ id: z.number().int(), version: z.number().int(), total_amount: z.string(), invoice_number: z.string().nullable() }).nullable(),
  /** The credit notes the event's refunds issued, listed beside its receipts (issue 41). */
  credit_notes: z.array(ZCreditNote),
});
export type TEventMoney = z.infer<typeof ZEventMoney>;

const zDayFilter = zDay();
export const ZPaymentsQuery = z.object({
  status: z.enum(PAYMENT_RECORD_STATUSES, { error: 'Choose a valid payment status' }).optional(),
  event: zId().optional(),
  start_date: zDayFilter.optional(),
  end_date: zDayFilter.optional(),
  search: z.string().trim().max(100).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});
export const ZInvoicesQuery = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'Choose a valid invoice status' }).optional(),
  event: zId().optional(),
  search: z.string().trim().max(100).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});

export const ZPaymentSummary = z.object({
  total_paid: z.string(),
  total_pending: z.string(),
  total_overdue: z.string(),
  completed_count: z.number().int(),
  pending_count: z.number().int(),
});

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const INVOICE_NOT_FOUND = 'Invoice not found.';
