import { and, asc, desc, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { containsText, countAll, paginate, type TPageRequest } from '../../db/paginate';
import { events, installments, invoiceLineItems, invoices, paymentPlans, payments } from '../../db/schema';
import type { TActor } from '../../lib/actor';

/**
 * The summary cards: money received, and money still owed split into due-later and overdue. Owed money is
 * counted once, from the invoices (a bank transfer the client announced is part of its invoice's balance):
 * an invoice on a plan is overdue by its unpaid installments past due (at most its balance), any other
 * invoice is overdue as a whole past its due date. Totals use the invoice rules (each line and its tax rounded, document-totals.ts).
 */
export async function paymentTotals(tx: TTx, actor: TActor, today: string) {
  const own = ownedBy(actor, events.clientId);
  const result = await tx.execute(sql`
    with inv as (
      select i.id, i.due_date,
        (select coalesce(sum(g.amount + greatest(g.tax, 0)), 0) from (
          select sum(round(l.quantity * l.unit_price, 2)) as amount, sum(round(round(l.quantity * l.unit_price, 2) * l.tax_rate, 2)) as tax
          from ${invoiceLineItems} l where l.invoice_id = i.id group by l.tax_rate) g) as total,
        (select coalesce(sum(p.amount - p.refunded_amount), 0) from ${payments} p where p.invoice_id = i.id and p.status in ('PAID', 'COMPLETED')) as paid,
        (select pp.id from ${paymentPlans} pp where pp.invoice_id = i.id and pp.status = 'ACTIVE' limit 1) as plan_id
      from ${invoices} i join ${events} on ${events.id} = i.event_id
      where ${own} and i.status = 'ISSUED'
    ), owed as (
      select inv.*, greatest(total - paid, 0) as remaining,
        (select coalesce(sum(x.amount), 0) from ${installments} x where x.plan_id = inv.plan_id and x.status <> 'PAID' and x.due_date < ${today}) as late_parts,
        (select count(*) from ${installments} x where x.plan_id = inv.plan_id and x.status <> 'PAID' and x.due_date >= ${today}) as open_parts
      from inv
    ), split as (
      select remaining, open_parts, plan_id, due_date,
        case when plan_id is not null then least(late_parts, remaining)
             when due_date < ${today} then remaining else 0 end as overdue
      from owed where remaining > 0.01
    )
    select
      (select coalesce(sum(p.amount - p.refunded_amount), 0) from ${payments} p join ${events} on ${events.id} = p.event_id
        where ${own} and p.status in ('PAID', 'COMPLETED'))::numeric(12,2)::text as paid,
      (select count(*) from ${payments} p join ${events} on ${events.id} = p.event_id where ${own} and p.status in ('PAID', 'COMPLETED'))::int as completed,
      (select coalesce(sum(remaining - overdue), 0) from split)::numeric(12,2)::text as pending,
      (select coalesce(sum(overdue), 0) from split)::numeric(12,2)::text as overdue,
      -- What the pending amount is made of: a plan's parts not yet due, an invoice without a plan not yet due (the
      -- overdue ones are counted in the overdue figure, beside it).
      (select coalesce(sum(case when plan_id is not null then open_parts when due_date is null or due_date >= ${today} then 1 else 0 end), 0) from split)::int as pending_count
  `);
  const row = (result as unknown as { rows: { paid: string; completed: number; pending: string; overdue: string; pending_count: number }[] }).rows[0]!;
  return { paid: row.paid, pending: row.pending, overdue: row.overdue, completed: row.completed, pendingCount: row.pending_count };
}

export const invoiceColumns = {
  id: invoices.id,
  eventId: invoices.eventId,
  eventName: events.name,
  number: invoices.number,
  status: invoices.status,
  currency: invoices.currency,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  notes: invoices.notes,
  voidReason: invoices.voidReason,
  voidedAt: invoices.voidedAt,
  voidedByName: invoices.voidedByName,
  paid: sql<string>`(select coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::numeric(12,2)::text from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} in ('PAID', 'COMPLETED'))`,
  inFlight: sql<string>`(select coalesce(sum(${payments.amount}), 0)::numeric(12,2)::text from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'PROCESSING')`,
  planId: sql<
    number | null
  >`(select ${paymentPlans.id} from ${paymentPlans} where ${paymentPlans.invoiceId} = ${invoices.id} and ${paymentPlans.status} <> 'CANCELLED' order by ${paymentPlans.id} desc limit 1)`,
};

/** Drafts are the venue's work in progress; the client sees invoices once issued, the venue sees all. */
export const invoicesOf = (actor: Pick<TActor, 'scope'> & { userId: number | Placeholder }) =>
  actor.scope === 'all' ? sql`true` : and(ownedBy(actor, events.clientId), sql`${invoices.status} <> 'DRAFT'`);

/** `select 1` from the invoice when the actor may see it: for an exists() in another statement. */
export const invoiceSeenBy = (db: TDb, actor: Pick<TActor, 'scope'> & { userId: number | Placeholder }, invoiceId: number | Placeholder | SQL) =>
  db
    .select({ one: sql`1` })
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(and(eq(invoices.id, invoiceId), invoicesOf(actor)));

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

/** An event's issued and paid invoices, oldest first: what its client has been billed. */
export const liveInvoicesOfEvent = (tx: TTx, eventId: number) =>
  tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.eventId, eventId), inArray(invoices.status, ['ISSUED', 'PAID'])))
    .orderBy(asc(invoices.id));

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
