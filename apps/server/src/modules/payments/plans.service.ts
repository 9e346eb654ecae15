import { venueDay } from '@venue/shared/dates';
import { fromMinor, toMinor } from '@venue/shared/money';
import { byDueDay, installmentStatus, isUpcomingInstallment, splitInstallments } from '@venue/shared/payments/installments';
import { PAID_IN_FULL, PAYMENT_IN_PROGRESS } from '@venue/shared/payments/charge-amount';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { INVOICE_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import type { TPaySource } from '@venue/shared/payments/pay.schema';
import { INSTALLMENT_NOT_FOUND, INSTALLMENT_PAID, PLAN_EXISTS, PLAN_NOT_FOUND, type TPaymentPlan } from '@venue/shared/payments/plans.schema';
import type { TEventInstallment, TInstallment } from '@venue/shared/payments/installment.schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { invoiceBalances, linesOf, lockPayableInvoice } from './charges.repo';
import { charge } from './pay.service';
import {
  findPlanOf,
  insertPlan,
  installmentOwner,
  installmentsOf,
  listInstallmentsOf,
  listPlansOf,
  plansOfEvent,
  planStructure,
  type TPlanRow,
} from './plans.repo';

/**
 * Payment plans: what is left on an invoice split into dated installments. Any payment on the invoice moves
 * the plan forward (settle.service's refreshInvoiceMoney); paying an installment charges what it still needs.
 */
type TInstallmentRow = Awaited<ReturnType<typeof installmentsOf>>[number];

function toInstallment(i: TInstallmentRow, today: string): TInstallment {
  const status = installmentStatus(i.status, i.dueDate, today);
  return {
    id: i.id,
    plan: i.planId,
    sequence: i.sequence,
    amount: i.amount,
    due_date: i.dueDate,
    status,
    is_overdue: status === 'OVERDUE',
    paid_at: i.paidAt?.toISOString() ?? null,
    payment: i.paymentId,
  };
}

function toPlan(p: TPlanRow, rows: TInstallmentRow[], today: string): TPaymentPlan {
  const own = rows.filter((i) => i.planId === p.id).map((i) => toInstallment(i, today));
  const paid = own.filter((i) => i.status === 'PAID').reduce((s, i) => s + toMinor(i.amount), 0n);
  return {
    id: p.id,
    invoice: p.invoiceId,
    invoice_number: p.invoiceNumber,
    event_details: { id: p.eventId, name: p.eventName },
    currency: p.currency,
    total_amount: p.totalAmount,
    paid_amount: fromMinor(paid),
    remaining_amount: fromMinor(toMinor(p.totalAmount) - paid),
    status: p.status as TPaymentPlan['status'],
    created_at: p.createdAt.toISOString(),
    installments: own,
    next_installment: own.find((i) => i.status !== 'PAID') ?? null,
    upcoming_installments: own.filter((i) => isUpcomingInstallment(i.status, i.due_date, today)).sort(byDueDay),
  };
}

/**
 * The venue's side of the same list (the event's Money tab): every upcoming installment of the event's plans, the
 * overdue ones first, by the one rule the client's list follows (isUpcomingInstallment).
 */
export async function eventInstallmentsDue(ctx: TContext, eventId: number): Promise<TEventInstallment[]> {
  const plans = await plansOfEvent(ctx.db, eventId);
  const rows = await installmentsOf(
    ctx.db,
    plans.map((p) => p.id),
  );
  const today = venueDay();
  return plans
    .filter((p) => p.status === 'ACTIVE')
    .flatMap((p) => {
      const own = rows.filter((i) => i.planId === p.id);
      return own
        .map((i) => toInstallment(i, today))
        .filter((i) => isUpcomingInstallment(i.status, i.due_date, today))
        .map((i) => ({ ...i, invoice_number: p.invoiceNumber, installment_count: own.length, currency: p.currency }));
    })
    .sort(byDueDay);
}

export async function listPlans(ctx: TContext, actor: TActor, q: { page: number; page_size: number }) {
  const { rows, count } = await listPlansOf(ctx.db, actor, q);
  const parts = await installmentsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const today = venueDay();
  return { count, results: rows.map((r) => toPlan(r, parts, today)) };
}

export async function planDetail(ctx: TContext, actor: TActor, id: number) {
  const row = await findPlanOf(ctx.db, actor, id);
  if (!row) throw new AppError(404, PLAN_NOT_FOUND);
  return toPlan(row, await installmentsOf(ctx.db, [id]), venueDay());
}

export async function listInstallments(
  ctx: TContext,
  actor: TActor,
  q: { plan?: number; status?: string; upcoming?: boolean; page: number; page_size: number },
) {
  const today = venueDay();
  const { rows, count } = await listInstallmentsOf(ctx.db, actor, q, q, today);
  const parts = await installmentsOf(ctx.db, [...new Set(rows.map((r) => r.planId))]);
  const byId = new Map(parts.map((p) => [p.id, p]));
  return { count, results: rows.map((r) => toInstallment(byId.get(r.id)!, today)) };
}

export async function installmentDetail(ctx: TContext, actor: TActor, id: number) {
  const owner = await installmentOwner(ctx.db, actor, id);
  if (!owner) throw new AppError(404, INSTALLMENT_NOT_FOUND);
  return toInstallment(
    (await installmentsOf(ctx.db, [owner.planId])).find((i) => i.id === id)!,
    venueDay(),
  );
}

const FIRST_DUE_PAST = 'The first installment cannot be due in the past.';
const TOO_SMALL = 'Each installment must be at least ₱29.00. Choose fewer installments.';

/** `amountMinor` split into `count` installments from the first due day (today unless given) to the invoice's due date. */
function planParts(amountMinor: bigint, invoice: { currency: string; dueDate: string | null }, count: number, firstDue: string | undefined, field: string) {
  const today = venueDay();
  if (amountMinor / BigInt(count) < 2900n && invoice.currency === 'PHP') throw new AppError(400, TOO_SMALL, { [field]: [TOO_SMALL] });
  return splitInstallments(amountMinor, count, firstDue ?? today, invoice.dueDate && invoice.dueDate > today ? invoice.dueDate : null);
}

/** A plan issued with a new invoice (the venue's issue calls), in their transaction: the whole total, split. */
export async function writePlan(
  tx: TTx,
  invoice: { invoiceId: number; totalMinor: bigint; currency: string; dueDate: string | null },
  plan: { installments: number; first_due_date?: string },
) {
  if (plan.first_due_date && plan.first_due_date < venueDay()) throw new AppError(400, FIRST_DUE_PAST, { 'plan.first_due_date': [FIRST_DUE_PAST] });
  const parts = planParts(invoice.totalMinor, invoice, plan.installments, plan.first_due_date, 'plan.installments');
  return insertPlan(tx, invoice.invoiceId, fromMinor(invoice.totalMinor), parts);
}

/** Splits what is left on the invoice (less charges in progress) into installments due by its due date. */
export async function setupPlan(ctx: TContext, actor: TActor, invoiceId: number, body: { number_of_installments: number; first_due_date?: string }) {
  const today = venueDay();
  if (body.first_due_date && body.first_due_date < today) throw new AppError(400, FIRST_DUE_PAST, { first_due_date: [FIRST_DUE_PAST] });
  const planId = await ctx
    .transact(async (tx) => {
      const invoice = await lockPayableInvoice(tx, actor, invoiceId);
      if (!invoice) throw new AppError(404, INVOICE_NOT_FOUND);
      if (invoice.status !== 'ISSUED') throw new AppError(409, 'This invoice cannot be paid online. Please contact the venue.');
      const { totalMinor } = invoiceTotals(await linesOf(tx, invoiceId));
      const money = (await invoiceBalances(tx, [invoiceId])).get(invoiceId) ?? { paid: '0.00', inFlight: '0.00' };
      if (toMinor(money.inFlight) > 0n) throw new AppError(409, PAYMENT_IN_PROGRESS);
      const left = totalMinor - toMinor(money.paid);
      if (left <= 1n) throw new AppError(409, PAID_IN_FULL);
      // The plan covers what is left now; what was paid before counts as already settled (coveredInstallments).
      return insertPlan(tx, invoiceId, fromMinor(left), planParts(left, invoice, body.number_of_installments, body.first_due_date, 'number_of_installments'));
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError(409, PLAN_EXISTS);
      throw err;
    });
  return planDetail(ctx, actor, planId);
}

/** Charges what an installment still needs: everything up to and including it, less what is already paid. */
async function payThrough(ctx: TContext, actor: TActor, installmentId: number, src: TPaySource) {
  const owner = await installmentOwner(ctx.db, actor, installmentId);
  if (!owner) throw new AppError(404, INSTALLMENT_NOT_FOUND);
  if (owner.planStatus !== 'ACTIVE') throw new AppError(409, INSTALLMENT_PAID);
  const { plan, installments } = await planStructure(ctx.db, owner.planId);
  const through = installments.filter((i) => i.sequence <= owner.sequence).reduce((s, i) => s + toMinor(i.amount), 0n);
  return charge(
    ctx,
    actor,
    owner.invoiceId,
    {
      kind: 'installment',
      installmentId,
      sequence: owner.sequence,
      amountFor: ({ paidMinor, totalMinor }) => through - (paidMinor - (totalMinor - toMinor(plan.totalAmount))),
    },
    src,
  );
}

export const payInstallment = payThrough;

/** Pays the given installment, or the earliest one not paid yet. */
export async function payPlanInstallment(ctx: TContext, actor: TActor, planId: number, src: TPaySource & { installment_id?: number }) {
  const plan = await planDetail(ctx, actor, planId);
  const target = src.installment_id ? plan.installments.find((i) => i.id === src.installment_id) : plan.next_installment;
  if (!target) throw new AppError(src.installment_id ? 404 : 409, src.installment_id ? INSTALLMENT_NOT_FOUND : INSTALLMENT_PAID);
  if (target.status === 'PAID') throw new AppError(409, INSTALLMENT_PAID);
  return payThrough(ctx, actor, target.id, src);
}
