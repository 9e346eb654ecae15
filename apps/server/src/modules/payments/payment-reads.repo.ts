import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TScope } from '@venue/shared/accounts/roles';
import type { TTaxedLine } from '@venue/shared/payments/document-totals';
import type { TDb } from '../../db/client';
import { isoInstant, jsonFields, jsonRows, money } from '../../db/json-select';
import { ownedBy } from '../../db/ownership';
import { escapeLike, type TPageRequest } from '../../db/paginate';
import { compiledPerScope } from '../../db/compiled';
import { events, invoiceLineItems, invoices, paymentGateways, payments } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { invoiceColumns, invoicesOf } from './payments.repo';

/**
 * The client's payments as PostgreSQL writes them for the API: the list, one payment, and what a pay call
 * answers. Each is one prepared statement answering JSON (see db/json-select.ts).
 */

export interface TPaymentFilters {
  status?: string;
  event?: number;
  start_date?: string;
  end_date?: string;
  search?: string;
}

/** A payment as PostgreSQL writes it (see paymentFields); toPayment adds the labels and the overdue rule. */
export interface TPaymentJson {
  id: number;
  event_id: number;
  event_name: string;
  invoice_id: number | null;
  number: string;
  description: string;
  amount: string;
  currency: string;
  status: string;
  due_date: string | null;
  paid_on: string | null;
  receipt_number: string | null;
  method_type: string | null;
  method_last_four: string | null;
  is_manual: boolean;
  notes: string;
  invoice_number: string | null;
  gateway_code: string | null;
  gateway_name: string | null;
  payment_type: string | null;
  is_test: boolean;
  failure_message: string | null;
  installment_id: number | null;
  refunded_amount: string;
  created_at: string;
}

/** The list's order: the day money moved (or is due), newest first. */
const sortDay = sql`coalesce(${payments.paidOn}::date, ${payments.dueDate})`;

/** One payment with its event, invoice number and gateway name, named for JSON: the shape the list and the detail read. */
const paymentFieldMap = {
  id: payments.id,
  event_id: payments.eventId,
  event_name: events.name,
  invoice_id: payments.invoiceId,
  number: payments.number,
  description: payments.description,
  amount: money(payments.amount),
  currency: payments.currency,
  status: payments.status,
  due_date: payments.dueDate,
  paid_on: isoInstant(payments.paidOn),
  receipt_number: payments.receiptNumber,
  method_type: payments.methodType,
  method_last_four: payments.methodLastFour,
  is_manual: payments.isManual,
  notes: payments.notes,
  invoice_number: invoices.number,
  gateway_code: payments.gatewayCode,
  gateway_name: paymentGateways.name,
  payment_type: payments.paymentType,
  is_test: payments.isTest,
  failure_message: payments.failureMessage,
  installment_id: payments.installmentId,
  refunded_amount: money(payments.refundedAmount),
  created_at: isoInstant(payments.createdAt),
  // Only for ordering the JSON array (jsonRows orders by the subquery's columns); toPayment ignores it.
  sort_day: sortDay,
};
const paymentFields = jsonFields(paymentFieldMap);

/** Adds the joins paymentFields reads to a select from payments. */
const withPaymentJoins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(events, eq(events.id, payments.eventId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(paymentGateways, eq(paymentGateways.code, payments.gatewayCode));

const p = sql.placeholder;
const payday = sql`coalesce((${payments.paidOn} at time zone 'Asia/Manila')::date, ${payments.dueDate})`;

/**
 * The list's filters, every one a parameter (null when not asked), so each actor scope has one prepared
 * statement whatever the filters (as the events list).
 */
const listFilter = (scope: TScope): SQL =>
  and(
    ownedBy({ scope, userId: p('actorId') }, events.clientId),
    sql`(${p('status')}::text is null or ${payments.status} = ${p('status')}::text)`,
    sql`(${p('event')}::int is null or ${payments.eventId} = ${p('event')}::int)`,
    sql`(${p('startDate')}::date is null or ${payday} >= ${p('startDate')}::date)`,
    sql`(${p('endDate')}::date is null or ${payday} <= ${p('endDate')}::date)`,
    sql`(${p('like')}::text is null or ${payments.number} ilike ${p('like')}::text or ${payments.description} ilike ${p('like')}::text or ${events.name} ilike ${p('like')}::text)`,
  )!;

/**
 * One page of payments and the total count as one prepared statement answering JSON (planning it cost more than
 * running it). The page's ids are chosen first, so the JSON fields are computed for that page only.
 */
const listStatement = compiledPerScope('client_payments_list', (db, name, scope) => {
  const ids = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(listFilter(scope))
    .orderBy(desc(sortDay), desc(payments.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .as('page_ids');
  const page = withPaymentJoins(db.select(paymentFields).from(payments).$dynamic()).innerJoin(ids, eq(ids.id, payments.id)).as('payment_page');
  return db
    .select({
      count: sql<number>`(select count(*)::int from ${payments} inner join ${events} on ${eq(events.id, payments.eventId)} where ${listFilter(scope)})`,
      results: jsonRows<TPaymentJson>(page, ['sort_day desc', 'id desc']),
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

export async function listPaymentsOf(db: TDb, actor: TActor, f: TPaymentFilters, page: TPageRequest): Promise<{ count: number; rows: TPaymentJson[] }> {
  const [row] = await listStatement(db, actor.scope, {
    actorId: actor.userId,
    status: f.status ?? null,
    event: f.event ?? null,
    startDate: f.start_date ?? null,
    endDate: f.end_date ?? null,
    like: f.search ? `%${escapeLike(f.search)}%` : null,
    limit: page.page_size,
    offset: (page.page - 1) * page.page_size,
  });
  return { count: row?.count ?? 0, rows: row?.results ?? [] };
}

const detailStatement = compiledPerScope('client_payment_detail', (db, name, scope) => {
  const one = withPaymentJoins(db.select(paymentFields).from(payments).$dynamic())
    .where(and(eq(payments.id, p('id')), ownedBy({ scope, userId: p('actorId') }, events.clientId)))
    .as('payment_one');
  return db
    .select({ payment: sql<TPaymentJson>`row_to_json(${sql.identifier('payment_one')})` })
    .from(one)
    .prepare(name);
});

export async function findPaymentOf(db: TDb, actor: TActor, id: number): Promise<TPaymentJson | null> {
  const [row] = await detailStatement(db, actor.scope, { id, actorId: actor.userId });
  return row?.payment ?? null;
}

export interface TPaymentResultJson {
  payment: TPaymentJson & { client_secret: string | null; redirect_url: string | null };
  /** The payment's invoice as the actor may see it (null when it has none, or when the actor may not see it). */
  invoice: { id: number; paid: string; lines: TTaxedLine[] } | null;
}

/** What a pay call answers, in one statement: the payment, its confirmation step, its invoice's money. */
const resultStatement = compiledPerScope('client_payment_result', (db, name, scope) => {
  const actor = { scope, userId: p('actorId') };
  const one = withPaymentJoins(
    db
      .select(jsonFields({ ...paymentFieldMap, client_secret: payments.clientSecret, redirect_url: payments.redirectUrl }))
      .from(payments)
      .$dynamic(),
  )
    .where(and(eq(payments.id, p('id')), ownedBy(actor, events.clientId)))
    .as('payment_one');
  const invoice = db
    .select({
      json: sql`json_build_object('id', ${invoices.id}, 'paid', ${invoiceColumns.paid}, 'lines',
        (select coalesce(json_agg(json_build_object('quantity', l.quantity::text, 'unit_price', l.unit_price::text, 'tax_rate', l.tax_rate::text)), '[]'::json)
         from ${invoiceLineItems} l where l.invoice_id = ${invoices.id}))`,
    })
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(and(sql`${invoices.id} = ${sql.identifier('payment_one')}.invoice_id`, invoicesOf(actor)));
  return db
    .select({
      payment: sql<TPaymentResultJson['payment']>`row_to_json(${sql.identifier('payment_one')})`,
      invoice: sql<TPaymentResultJson['invoice']>`(${invoice})`,
    })
    .from(one)
    .prepare(name);
});

export async function findPaymentResultOf(db: TDb, actor: TActor, id: number): Promise<TPaymentResultJson | null> {
  const [row] = await resultStatement(db, actor.scope, { id, actorId: actor.userId });
  return row ?? null;
}
