import type { TScope } from '@venue/shared/accounts/roles';
import type { TTaxedLine } from '@venue/shared/payments/document-totals';
import { SUCCESS_COMPLETES } from '@venue/shared/payments/settle';
import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { compiled } from '../../db/compiled';
import { ownedBy } from '../../db/ownership';
import {
  events,
  gatewayCustomers,
  installments,
  invoiceLineItems,
  invoices,
  paymentMethods,
  paymentPlans,
  payments,
  paymentSettings,
  users,
} from '../../db/schema';
import type { TActor } from '../../lib/actor';

const p = sql.placeholder;

/** Money writes: the invoice is locked while a charge is reserved or settled, so balances cannot race. */

/** What a locked invoice answers: the fields its rules need. */
const lockedInvoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  currency: invoices.currency,
  dueDate: invoices.dueDate,
  eventId: invoices.eventId,
  eventName: events.name,
  clientId: events.clientId,
};
const payableBy = (actor: Pick<TActor, 'scope'> & { userId: number | Placeholder }, invoiceId: number | Placeholder) =>
  and(eq(invoices.id, invoiceId), ownedBy(actor, events.clientId), sql`${invoices.status} <> 'DRAFT'`);

/** Locks an invoice the actor may pay (a client: their own, issued). Null when it is not theirs or not payable. */
export async function lockPayableInvoice(tx: TTx, actor: TActor, invoiceId: number) {
  const [row] = await tx
    .select(lockedInvoiceColumns)
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(payableBy(actor, invoiceId))
    .for('update', { of: invoices });
  return row ?? null;
}

const lockToChargeIn = (scope: TScope) =>
  compiled(`charge_lock_invoice_${scope}`, (tx, name) =>
    tx
      .select({
        ...lockedInvoiceColumns,
        payer: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        customerRef: sql<
          string | null
        >`(select ${gatewayCustomers.customerRef} from ${gatewayCustomers} where ${and(eq(gatewayCustomers.userId, events.clientId), eq(gatewayCustomers.gatewayCode, p('gatewayCode')))})`,
      })
      .from(invoices)
      .innerJoin(events, eq(events.id, invoices.eventId))
      .innerJoin(users, eq(users.id, events.clientId))
      .where(payableBy({ scope, userId: p('userId') }, p('invoiceId')))
      .for('update', { of: invoices })
      .prepare(name),
  );
const lockToCharge = { own: lockToChargeIn('own'), all: lockToChargeIn('all') };

/**
 * lockPayableInvoice for a charge: the same lock, and in the same statement what the gateway call needs
 * (the payer's name and e-mail, the payer's customer reference at that gateway).
 */
export async function lockInvoiceToCharge(tx: TTx, actor: TActor, invoiceId: number, gatewayCode: string) {
  const [row] = await lockToCharge[actor.scope](tx, { userId: actor.userId, invoiceId, gatewayCode });
  return row ?? null;
}

const chargeMoneyStatement = compiled('charge_money', (tx, name) =>
  tx
    .select({
      lines: sql<
        TTaxedLine[]
      >`(select coalesce(json_agg(json_build_object('quantity', ${invoiceLineItems.quantity}::text, 'unit_price', ${invoiceLineItems.unitPrice}::text, 'tax_rate', ${invoiceLineItems.taxRate}::text)), '[]'::json) from ${invoiceLineItems} where ${eq(invoiceLineItems.invoiceId, p('invoiceId'))})`,
      paid: sql<string>`(select coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${payments.status} in ('PAID', 'COMPLETED')), 0)::numeric(12,2)::text from ${payments} where ${eq(payments.invoiceId, p('invoiceId'))})`,
      inFlight: sql<string>`(select coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'PROCESSING'), 0)::numeric(12,2)::text from ${payments} where ${eq(payments.invoiceId, p('invoiceId'))})`,
      depositPercentage: sql<
        string | null
      >`(select ${paymentSettings.defaultDepositPercentage}::text from ${paymentSettings} where ${eq(paymentSettings.id, 1)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name),
);

/**
 * What a charge is decided on, read once the invoice is locked (a statement that started before the lock was
 * granted would not see the charges committed meanwhile): its lines, what was paid (net of refunds), what
 * charges in progress hold, and the venue's deposit percentage.
 */
export async function chargeMoney(tx: TTx, invoiceId: number) {
  const [row] = await chargeMoneyStatement(tx, { invoiceId });
  if (row?.depositPercentage == null) throw new Error('payment_settings row 1 is missing (migration 0009)');
  return { ...row, depositPercentage: row.depositPercentage };
}

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
    .select({ quantity: invoiceLineItems.quantity, unit_price: invoiceLineItems.unitPrice, tax_rate: invoiceLineItems.taxRate })
    .from(invoiceLineItems)
    .where(eq(invoiceLineItems.invoiceId, invoiceId));
}

export interface TNewCharge {
  eventId: number;
  invoiceId: number;
  /** The payment number is this prefix and the payment's id, zero-padded to 6 digits (PAY-2026-000123). */
  numberPrefix: string;
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

/** The charge's columns, each a placeholder of the one insert statement (every field of TNewCharge but the prefix). */
const chargeFields = Object.keys({
  eventId: true,
  invoiceId: true,
  description: true,
  amount: true,
  currency: true,
  status: true,
  gatewayCode: true,
  methodType: true,
  methodLastFour: true,
  paymentMethodId: true,
  paymentType: true,
  isTest: true,
  installmentId: true,
  notes: true,
} satisfies Record<keyof Omit<TNewCharge, 'numberPrefix'>, true>) as (keyof Omit<TNewCharge, 'numberPrefix'>)[];

const insertChargeStatement = compiled('charge_insert', (tx, name) => {
  // The id is drawn first so the number can carry it, in the same statement.
  const next = tx
    .$with('next_payment')
    .as(tx.select({ id: sql<number>`nextval(pg_get_serial_sequence('payments', 'id'))::int`.as('id') }).from(sql`(select 1) as one`));
  const id = sql`(select id from ${next})`;
  return tx
    .with(next)
    .insert(payments)
    .values({
      ...(Object.fromEntries(chargeFields.map((f) => [f, p(f)])) as Record<(typeof chargeFields)[number], Placeholder>),
      id,
      number: sql`${p('numberPrefix')}::text || lpad(${id}::text, greatest(6, length(${id}::text)), '0')`,
      isManual: false,
    })
    .returning()
    .prepare(name);
});

/** Inserts the charge and answers its row (ours until the commit, so it needs no lock). */
export async function insertCharge(tx: TTx, charge: TNewCharge) {
  const [row] = await insertChargeStatement(tx, { ...charge });
  return row!;
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

/** updatePayment that answers the row as it now is (the update holds its lock until the commit). */
export async function updateLockedPayment(tx: TTx, id: number, set: Partial<typeof payments.$inferInsert>) {
  const [row] = await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row ?? null;
}

/** What completing a payment writes (news of its success; settle.service applyNews and completeCharge below). */
export const completedFields = (card?: { lastFour: string }) => ({
  status: 'COMPLETED',
  paidOn: new Date(),
  failureMessage: null,
  clientSecret: null,
  redirectUrl: null,
  ...(card ? { methodLastFour: card.lastFour } : {}),
});

const completeChargeStatement = compiled('charge_complete', (tx, name) => {
  const completed = tx.$with('completed').as(
    tx
      .update(payments)
      .set({
        ...completedFields(),
        providerRef: sql`${p('providerRef')}::text`,
        paidOn: sql`${p('paidOn')}::timestamptz`,
        methodLastFour: sql`coalesce(${p('lastFour')}::text, ${payments.methodLastFour})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, p('id')), inArray(payments.status, [...SUCCESS_COMPLETES])))
      .returning(),
  );
  const invoiceLocked = tx.$with('invoice_locked').as(
    tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(sql`${invoices.id} = (select ${sql.identifier('invoice_id')} from ${completed})`)
      .for('no key update'),
  );
  // A CTE that only reads runs when read: the count reads it (always true, whatever it finds).
  return tx
    .with(completed, invoiceLocked)
    .select()
    .from(completed)
    .where(sql`(select count(*) from ${invoiceLocked}) >= 0`)
    .prepare(name);
});

/**
 * A charge its gateway answered succeeded, completed in the write that takes its row lock, where it still stands
 * where that news completes it (SUCCESS_COMPLETES); answers the row as it now is. In the same statement, after the
 * payment's row, its invoice's money is locked as lockInvoiceMoney locks it (the lock order of the money path), so
 * the settlement's next statement reads the money of the settlements before it. Null when it stands elsewhere (a
 * webhook settled it first): nothing is written, and the caller locks it and applies the news as any other.
 */
export async function completeCharge(tx: TTx, id: number, providerRef: string | null, card?: { lastFour: string }) {
  const [row] = await completeChargeStatement(tx, { id, providerRef, paidOn: new Date(), lastFour: card?.lastFour ?? null });
  return row ?? null;
}

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

export interface TInstallmentState {
  id: number;
  amount: string;
  status: string;
}

const moneyStateStatement = compiled('money_state', (tx, name) => {
  const inv = p('invoiceId');
  return tx
    .select({
      clientId: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordSet: users.passwordSet,
      eventPaymentStatus: events.paymentStatus,
      invoiceNumber: invoices.number,
      invoiceDueDate: invoices.dueDate,
      lines: sql<
        TTaxedLine[]
      >`(select coalesce(json_agg(json_build_object('quantity', ${invoiceLineItems.quantity}::text, 'unit_price', ${invoiceLineItems.unitPrice}::text, 'tax_rate', ${invoiceLineItems.taxRate}::text)), '[]'::json) from ${invoiceLineItems} where ${eq(invoiceLineItems.invoiceId, inv)})`,
      paid: sql<string>`(select coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::numeric(12,2)::text from ${payments} where ${and(eq(payments.invoiceId, inv), inArray(payments.status, ['PAID', 'COMPLETED']))})`,
      plan: sql<{
        id: number;
        total_amount: string;
        installments: TInstallmentState[];
      } | null>`(select json_build_object('id', pp.id, 'total_amount', pp.total_amount::text, 'installments',
        (select coalesce(json_agg(json_build_object('id', x.id, 'amount', x.amount::text, 'status', x.status) order by x.sequence), '[]'::json) from ${installments} x where x.plan_id = pp.id))
        from ${paymentPlans} pp where pp.invoice_id = ${inv} and pp.status = 'ACTIVE' limit 1)`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .leftJoin(invoices, eq(invoices.id, inv))
    .where(eq(events.id, p('eventId')))
    .prepare(name);
});

/**
 * Everything that follows money moving on an event reads, in one statement: the event's owner (for the mail and
 * its link) and payment status and, when the payment has an invoice, its number and lines, what was paid on it
 * (net of refunds) and its active plan with the installments in order.
 */
export async function moneyState(tx: TTx, eventId: number, invoiceId: number | null) {
  const [row] = await moneyStateStatement(tx, { eventId, invoiceId: invoiceId ?? -1 });
  return row ?? null;
}

/**
 * Locks an invoice's money until the commit: the settlements, recorded payments and refunds of one invoice then
 * follow each other, each reading (moneyState) what the one before it left. Lock order on the money path: payment
 * row, then invoice row, then the booking session, then the receipt series. NO KEY UPDATE, so rows that only
 * reference the invoice are not held up; a charge's reservation (FOR UPDATE) still waits for it.
 */
export async function lockInvoiceMoney(tx: TTx, invoiceId: number) {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('no key update');
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
