import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { events, invoiceLineItems, invoices, payments } from '../../db/schema';

const escapeLike = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

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
  createdAt: payments.createdAt,
};

function paymentWhere(clientId: number, f: TPaymentFilters): SQL | undefined {
  return and(
    eq(events.clientId, clientId),
    f.status ? eq(payments.status, f.status) : undefined,
    f.event ? eq(payments.eventId, f.event) : undefined,
    f.start_date ? gte(sql`coalesce((${payments.paidOn} at time zone 'Asia/Manila')::date, ${payments.dueDate})`, f.start_date) : undefined,
    f.end_date ? lte(sql`coalesce((${payments.paidOn} at time zone 'Asia/Manila')::date, ${payments.dueDate})`, f.end_date) : undefined,
    f.search ? or(ilike(payments.number, escapeLike(f.search)), ilike(payments.description, escapeLike(f.search)), ilike(events.name, escapeLike(f.search))) : undefined,
  );
}

export async function listClientPayments(tx: TTx, clientId: number, f: TPaymentFilters, page: number, size: number) {
  const where = paymentWhere(clientId, f);
  const [rows, [total]] = await Promise.all([
    tx.select(paymentColumns).from(payments).innerJoin(events, eq(events.id, payments.eventId)).where(where).orderBy(desc(sql`coalesce(${payments.paidOn}::date, ${payments.dueDate})`), desc(payments.id)).limit(size).offset((page - 1) * size),
    tx.select({ n: sql<number>`count(*)::int` }).from(payments).innerJoin(events, eq(events.id, payments.eventId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findClientPayment(tx: TTx, clientId: number, id: number) {
  const [row] = await tx.select(paymentColumns).from(payments).innerJoin(events, eq(events.id, payments.eventId)).where(and(eq(payments.id, id), eq(events.clientId, clientId)));
  return row ?? null;
}

export async function paymentTotals(tx: TTx, clientId: number, today: string) {
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
    .where(eq(events.clientId, clientId));
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
  paid: sql<string>`(select coalesce(sum(${payments.amount}), 0)::numeric(12,2)::text from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} in ('PAID', 'COMPLETED'))`,
};

/** Drafts are the venue's work in progress; the client sees invoices once issued. */
const invoicesOf = (clientId: number) => and(eq(events.clientId, clientId), sql`${invoices.status} <> 'DRAFT'`);

export async function listClientInvoices(tx: TTx, clientId: number, f: { status?: string; event?: number; search?: string }, page: number, size: number) {
  const where = and(
    invoicesOf(clientId),
    f.status ? eq(invoices.status, f.status) : undefined,
    f.event ? eq(invoices.eventId, f.event) : undefined,
    f.search ? or(ilike(invoices.number, escapeLike(f.search)), ilike(events.name, escapeLike(f.search))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx.select(invoiceColumns).from(invoices).innerJoin(events, eq(events.id, invoices.eventId)).where(where).orderBy(desc(invoices.issueDate), desc(invoices.id)).limit(size).offset((page - 1) * size),
    tx.select({ n: sql<number>`count(*)::int` }).from(invoices).innerJoin(events, eq(events.id, invoices.eventId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findClientInvoice(tx: TTx, clientId: number, id: number) {
  const [row] = await tx.select(invoiceColumns).from(invoices).innerJoin(events, eq(events.id, invoices.eventId)).where(and(eq(invoices.id, id), invoicesOf(clientId)));
  return row ?? null;
}

export async function invoiceLines(tx: TTx, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return tx.select().from(invoiceLineItems).where(inArray(invoiceLineItems.invoiceId, invoiceIds)).orderBy(asc(invoiceLineItems.sortOrder), asc(invoiceLineItems.id));
}
