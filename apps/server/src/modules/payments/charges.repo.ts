import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { events, gatewayCustomers, installments, invoiceLineItems, invoices, paymentMethods, paymentPlans, payments, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';

/** Money writes: the invoice is locked while a charge is reserved or settled, so balances cannot race. */

/** Locks an invoice the actor may pay (a client: their own, issued). Null when it is not theirs or not payable. */
export async function lockPayableInvoice(tx: TTx, actor: TActor, invoiceId: number) {
  const [row] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      taxRate: invoices.taxRate,
      dueDate: invoices.dueDate,
      eventId: invoices.eventId,
      eventName: events.name,
      clientId: events.clientId,
    })
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(and(eq(invoices.id, invoiceId), ownedBy(actor, events.clientId), sql`${invoices.status} <> 'DRAFT'`))
    .for('update', { of: invoices });
  return row ?? null;
}
export type TLockedInvoice = NonNullable<Awaited<ReturnType<typeof lockPayableInvoice>>>;

/** What has been paid (net of refunds) and what is held by charges still in progress, per invoice. */
export async function invoiceBalances(tx: TTx, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return new Map<number, { paid: string; inFlight: string }>();
  const rows = await tx
    .select({
      invoiceId: payments.invoiceId,
      paid: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${payments.status} in ('PAID', 'COMPLETED')), 0)::numeric(12,2)::text`,
      inFlight: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'PROCESSING'), 0)::numeric(12,2)::text`,
    })
    .from(payments)
    .where(inArray(payments.invoiceId, invoiceIds))
    .groupBy(payments.invoiceId);
  return new Map(rows.map((r) => [r.invoiceId!, { paid: r.paid, inFlight: r.inFlight }]));
}

export async function linesOf(tx: TTx, invoiceId: number) {
  return tx
    .select({ quantity: invoiceLineItems.quantity, unit_price: invoiceLineItems.unitPrice })
    .from(invoiceLineItems)
    .where(eq(invoiceLineItems.invoiceId, invoiceId));
}

export async function nextPaymentId(tx: TTx) {
  const [row] = await tx
    .execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('payments', 'id'))::int as id`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  return row!.id;
}

export interface TNewCharge {
  id: number;
  eventId: number;
  invoiceId: number;
  number: string;
  description: string;
  amount: string;
  currency: string;
  status: 'PROCESSING' | 'PENDING';
  gatewayCode: string;
  methodType: string;
  methodLastFour: string | null;
  paymentMethodId: number | null;
  paymentType: string;
  isTest: boolean;
  installmentId: number | null;
  notes: string;
}

export async function insertCharge(tx: TTx, c: TNewCharge) {
  await tx.insert(payments).values({ ...c, isManual: false });
}

export async function lockPayment(tx: TTx, where: { id: number } | { gatewayCodes: string[]; providerRef: string }) {
  const [row] = await tx
    .select()
    .from(payments)
    .where('id' in where ? eq(payments.id, where.id) : and(inArray(payments.gatewayCode, where.gatewayCodes), eq(payments.providerRef, where.providerRef)))
    .for('update');
  return row ?? null;
}
export type TPaymentRow = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;

export async function updatePayment(tx: TTx, id: number, set: Partial<typeof payments.$inferInsert>) {
  await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

export async function customerRefOf(tx: TTx, userId: number, gatewayCode: string) {
  const [row] = await tx
    .select({ ref: gatewayCustomers.customerRef })
    .from(gatewayCustomers)
    .where(and(eq(gatewayCustomers.userId, userId), eq(gatewayCustomers.gatewayCode, gatewayCode)));
  return row?.ref ?? null;
}

export async function keepCustomerRef(tx: TTx, userId: number, gatewayCode: string, ref: string) {
  await tx.insert(gatewayCustomers).values({ userId, gatewayCode, customerRef: ref }).onConflictDoNothing();
}

/** The active plan of an invoice and its installments in order (for moving the plan forward after a payment). */
export async function activePlanOf(tx: TTx, invoiceId: number) {
  const [plan] = await tx
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.invoiceId, invoiceId), eq(paymentPlans.status, 'ACTIVE')));
  if (!plan) return null;
  const rows = await tx.select().from(installments).where(eq(installments.planId, plan.id)).orderBy(asc(installments.sequence));
  return { plan, installments: rows };
}

export async function markInstallments(tx: TTx, planId: number, paidIds: number[], unpaidIds: number[], planDone: boolean) {
  if (paidIds.length)
    await tx
      .update(installments)
      .set({ status: 'PAID', paidAt: sql`coalesce(${installments.paidAt}, now())` })
      .where(inArray(installments.id, paidIds));
  if (unpaidIds.length) await tx.update(installments).set({ status: 'PENDING', paidAt: null }).where(inArray(installments.id, unpaidIds));
  if (planDone) await tx.update(paymentPlans).set({ status: 'COMPLETED' }).where(eq(paymentPlans.id, planId));
}

export async function setEventPaymentStatus(tx: TTx, eventId: number, status: string) {
  await tx.update(events).set({ paymentStatus: status }).where(eq(events.id, eventId));
}

export async function payerOf(tx: TTx, userId: number) {
  const [row] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** A saved method of the client's (a client: their own only). */
export async function methodOf(tx: TTx, actor: TActor, id: number) {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), ownedBy(actor, paymentMethods.clientId)));
  return row ?? null;
}

/** A payment's state by its gateway reference (no lock): read before asking the gateway outside any transaction. */
export async function paymentStateByRef(tx: TTx, gatewayCodes: string[], providerRef: string) {
  const [row] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(inArray(payments.gatewayCode, gatewayCodes), eq(payments.providerRef, providerRef)));
  return row ?? null;
}

/** A payment row as stored (no lock): for building answers. */
export async function paymentRow(tx: TTx, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function lockPaymentByNumber(tx: TTx, gatewayCodes: string[], number: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(inArray(payments.gatewayCode, gatewayCodes), eq(payments.number, number)))
    .for('update');
  return row ?? null;
}
