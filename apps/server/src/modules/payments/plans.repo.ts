import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { countAll, paginate, type TPageRequest } from '../../db/paginate';
import { events, installments, invoices, paymentPlans, payments } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { upcomingUntil } from '@venue/shared/payments/installments';

const planColumns = {
  id: paymentPlans.id,
  invoiceId: paymentPlans.invoiceId,
  invoiceNumber: invoices.number,
  eventId: events.id,
  eventName: events.name,
  currency: invoices.currency,
  totalAmount: paymentPlans.totalAmount,
  status: paymentPlans.status,
  createdAt: paymentPlans.createdAt,
};

const planFrom = (tx: TTx) =>
  tx.select(planColumns).from(paymentPlans).innerJoin(invoices, eq(invoices.id, paymentPlans.invoiceId)).innerJoin(events, eq(events.id, invoices.eventId));

export async function listPlansOf(tx: TTx, actor: TActor, page: TPageRequest) {
  const where = ownedBy(actor, events.clientId);
  return paginate(
    page,
    (w) => planFrom(tx).where(where).orderBy(desc(paymentPlans.createdAt), desc(paymentPlans.id)).limit(w.limit).offset(w.offset),
    async () =>
      (
        await tx
          .select({ n: countAll })
          .from(paymentPlans)
          .innerJoin(invoices, eq(invoices.id, paymentPlans.invoiceId))
          .innerJoin(events, eq(events.id, invoices.eventId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

/** The plans of an event's invoices (the venue's money panel), oldest first. */
export async function plansOfEvent(tx: TTx, eventId: number) {
  return planFrom(tx).where(eq(events.id, eventId)).orderBy(asc(paymentPlans.createdAt), asc(paymentPlans.id));
}

export async function findPlanOf(tx: TTx, actor: TActor, id: number) {
  const [row] = await planFrom(tx).where(and(eq(paymentPlans.id, id), ownedBy(actor, events.clientId)));
  return row ?? null;
}
export type TPlanRow = NonNullable<Awaited<ReturnType<typeof findPlanOf>>>;

export async function installmentsOf(tx: TTx, planIds: number[]) {
  if (planIds.length === 0) return [];
  return tx
    .select({
      id: installments.id,
      planId: installments.planId,
      sequence: installments.sequence,
      amount: installments.amount,
      dueDate: installments.dueDate,
      status: installments.status,
      paidAt: installments.paidAt,
      // The latest payment made for it (settled or in progress).
      paymentId: sql<
        number | null
      >`(select ${payments.id} from ${payments} where ${payments.installmentId} = ${installments.id} and ${payments.status} <> 'FAILED' order by ${payments.id} desc limit 1)`,
    })
    .from(installments)
    .where(inArray(installments.planId, planIds))
    .orderBy(asc(installments.planId), asc(installments.sequence));
}

export async function listInstallmentsOf(tx: TTx, actor: TActor, f: { plan?: number; status?: string; upcoming?: boolean }, page: TPageRequest, today: string) {
  const where = and(
    ownedBy(actor, events.clientId),
    f.plan ? eq(installments.planId, f.plan) : undefined,
    f.status === 'PAID' ? eq(installments.status, 'PAID') : undefined,
    f.status === 'OVERDUE' ? sql`${installments.status} <> 'PAID' and ${installments.dueDate} < ${today}` : undefined,
    f.status === 'PENDING' ? sql`${installments.status} <> 'PAID' and ${installments.dueDate} >= ${today}` : undefined,
    // The same window as isUpcomingInstallment in shared: overdue ones included (ordered first by their due day).
    f.upcoming ? sql`${installments.status} <> 'PAID' and ${installments.dueDate} <= ${upcomingUntil(today)}` : undefined,
    // Nothing is due on a void invoice (issue 41): its unpaid installments leave the lists.
    sql`not (${invoices.status} = 'CANCELLED' and ${installments.status} <> 'PAID')`,
  );
  const base = () =>
    tx
      .select({ id: installments.id, planId: installments.planId })
      .from(installments)
      .innerJoin(paymentPlans, eq(paymentPlans.id, installments.planId))
      .innerJoin(invoices, eq(invoices.id, paymentPlans.invoiceId))
      .innerJoin(events, eq(events.id, invoices.eventId));
  return paginate(
    page,
    (w) => base().where(where).orderBy(asc(installments.dueDate), asc(installments.id)).limit(w.limit).offset(w.offset),
    async () =>
      (
        await tx
          .select({ n: countAll })
          .from(installments)
          .innerJoin(paymentPlans, eq(paymentPlans.id, installments.planId))
          .innerJoin(invoices, eq(invoices.id, paymentPlans.invoiceId))
          .innerJoin(events, eq(events.id, invoices.eventId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

export async function installmentOwner(tx: TTx, actor: TActor, id: number) {
  const [row] = await tx
    .select({
      id: installments.id,
      planId: installments.planId,
      invoiceId: paymentPlans.invoiceId,
      sequence: installments.sequence,
      planStatus: paymentPlans.status,
    })
    .from(installments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, installments.planId))
    .innerJoin(invoices, eq(invoices.id, paymentPlans.invoiceId))
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(and(eq(installments.id, id), ownedBy(actor, events.clientId)));
  return row ?? null;
}

export async function insertPlan(tx: TTx, invoiceId: number, totalAmount: string, parts: { amount: string; due_date: string }[]) {
  const [plan] = await tx.insert(paymentPlans).values({ invoiceId, totalAmount }).returning({ id: paymentPlans.id });
  await tx.insert(installments).values(parts.map((p, i) => ({ planId: plan!.id, sequence: i + 1, amount: p.amount, dueDate: p.due_date })));
  return plan!.id;
}

export async function planStructure(tx: TTx, planId: number) {
  const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
  const rows = await tx.select().from(installments).where(eq(installments.planId, planId)).orderBy(asc(installments.sequence));
  return { plan: plan!, installments: rows };
}
