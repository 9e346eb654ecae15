import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { containsText, countAll, paginate, type TPageRequest } from '../../db/paginate';
import { events, invoiceLineItems, invoices, paymentGateways, paymentPlans, payments } from '../../db/schema';
import type { TActor } from '../../lib/actor';

export interface TPaymentFilters {
  status?: string;
  event?: number;
  start_date?: string;
  end_date?: string;
  search?: string;
}

const paymentColumns = {
  id: payments.id,
  eventId: payments.eventId,
  eventName: events.name,
  invoiceId: payments.invoiceId,
  number: payments.number,
  description: payments.description,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  dueDate: payments.dueDate,
  paidOn: payments.paidOn,
  receiptNumber: payments.receiptNumber,
  methodType: payments.methodType,
  methodLastFour: payments.methodLastFour,
  isManual: payments.isManual,
  notes: payments.notes,
  invoiceNumber: invoices.number,
  gatewayCode: payments.gatewayCode,
  gatewayName: paymentGateways.name,
  paymentType: payments.paymentType,
  isTest: payments.isTest,
  failureMessage: payments.failureMessage,
  installmentId: payments.installmentId,
  refundedAmount: payments.refundedAmount,
  createdAt: payments.createdAt,
};

function paymentWhere(actor: TActor, f: TPaymentFilters): SQL | undefined {
  return and(
    ownedBy(actor, events.clientId),
    f.status ? eq(payments.status, f.status) : undefined,
    f.event ? eq(payments.eventId, f.event) : undefined,
    f.start_date ? gte(sql`coalesce((${payments.paidOn} at time zone 'Asia/Manila')::date, ${payments.dueDate})`, f.start_date) : undefined,
    f.end_date ? lte(sql`coalesce((${payments.paidOn} at time zone 'Asia/Manila')::date, ${payments.dueDate})`, f.end_date) : undefined,
    f.search ? or(containsText(payments.number, f.search), containsText(payments.description, f.search), containsText(events.name, f.search)) : undefined,
  );
}

export async function listPaymentsOf(tx: TTx, actor: TActor, f: TPaymentFilters, page: TPageRequest) {
  const where = paymentWhere(actor, f);
  return paginate(
    page,
    (w) =>
      tx
        .select(paymentColumns)
        .from(payments)
        .innerJoin(events, eq(events.id, payments.eventId))
        .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
        .leftJoin(paymentGateways, eq(paymentGateways.code, payments.gatewayCode))
        .where(where)
        .orderBy(desc(sql`coalesce(${payments.paidOn}::date, ${payments.dueDate})`), desc(payments.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(payments).innerJoin(events, eq(events.id, payments.eventId)).where(where))[0]?.n ?? 0,
  );
}

export async function findPaymentOf(tx: TTx, actor: TActor, id: number) {
  const [row] = await tx
    .select(paymentColumns)
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(paymentGateways, eq(paymentGateways.code, payments.gatewayCode))
    .where(and(eq(payments.id, id), ownedBy(actor, events.clientId)));
  return row ?? null;
}

export async function paymentTotals(tx: TTx, actor: TActor, today: string) {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} in ('PAID', 'COMPLETED')), 0)::numeric(12,2)::text`,
      pending: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} in ('PENDING', 'PROCESSING') and not coalesce(${payments.dueDate} < ${today}, false)), 0)::numeric(12,2)::text`,
      overdue: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'OVERDUE' or (${payments.status} = 'PENDING' and ${payments.dueDate} < ${today})), 0)::numeric(12,2)::text`,
      completed: sql<number>`(count(*) filter (where ${payments.status} in ('PAID', 'COMPLETED')))::int`,
      pendingCount: sql<number>`(count(*) filter (where ${payments.status} in ('PENDING', 'PROCESSING', 'OVERDUE')))::int`,
    })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(ownedBy(actor, events.clientId));
  return row!;
}

const invoiceColumns = {
  id: invoices.id,
  eventId: invoices.eventId,
  eventName: events.name,
  number: invoices.number,
  status: invoices.status,
  currency: invoices.currency,
  taxRate: invoices.taxRate,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  notes: invoices.notes,
  paid: sql<string>`(select coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::numeric(12,2)::text from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} in ('PAID', 'COMPLETED'))`,
  inFlight: sql<string>`(select coalesce(sum(${payments.amount}), 0)::numeric(12,2)::text from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'PROCESSING')`,
  planId: sql<
    number | null
  >`(select ${paymentPlans.id} from ${paymentPlans} where ${paymentPlans.invoiceId} = ${invoices.id} and ${paymentPlans.status} <> 'CANCELLED' order by ${paymentPlans.id} desc limit 1)`,
};

/** Drafts are the venue's work in progress; the client sees invoices once issued, the venue sees all. */
const invoicesOf = (actor: TActor) => (actor.scope === 'all' ? sql`true` : and(ownedBy(actor, events.clientId), sql`${invoices.status} <> 'DRAFT'`));

export async function listInvoicesOf(tx: TTx, actor: TActor, f: { status?: string; event?: number; search?: string }, page: TPageRequest) {
  const where = and(
    invoicesOf(actor),
    f.status ? eq(invoices.status, f.status) : undefined,
    f.event ? eq(invoices.eventId, f.event) : undefined,
    f.search ? or(containsText(invoices.number, f.search), containsText(events.name, f.search)) : undefined,
  );
  return paginate(
    page,
    (w) =>
      tx
        .select(invoiceColumns)
        .from(invoices)
        .innerJoin(events, eq(events.id, invoices.eventId))
        .where(where)
        .orderBy(desc(invoices.issueDate), desc(invoices.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(invoices).innerJoin(events, eq(events.id, invoices.eventId)).where(where))[0]?.n ?? 0,
  );
}

export async function findInvoiceOf(tx: TTx, actor: TActor, id: number) {
  const [row] = await tx
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(and(eq(invoices.id, id), invoicesOf(actor)));
  return row ?? null;
}

export async function invoiceLines(tx: TTx, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return tx
    .select()
    .from(invoiceLineItems)
    .where(inArray(invoiceLineItems.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLineItems.sortOrder), asc(invoiceLineItems.id));
}

/** The payments made against these invoices, for the invoice's "related payments" (failed attempts left out). */
export async function relatedPayments(tx: TTx, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return tx
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      number: payments.number,
      status: payments.status,
      amount: payments.amount,
      paidOn: payments.paidOn,
      isTest: payments.isTest,
    })
    .from(payments)
    .where(and(inArray(payments.invoiceId, invoiceIds), sql`${payments.status} <> 'FAILED'`))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
