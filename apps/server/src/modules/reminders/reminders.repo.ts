import { and, eq, gte, inArray, isNotNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import {
  contractSignatures,
  contracts,
  eventTasks,
  events,
  invoiceLineItems,
  invoices,
  payments,
  questionnaireFields,
  questionnaireResponses,
  questionnaires,
  quotes,
  reminderJobs,
  reminderTypeSettings,
  users,
} from '../../db/schema';

/** The client a reminder goes to (the event's). */
export const clientColumns = {
  clientId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
};
export interface TReminderClient {
  clientId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface TInvoiceCandidate extends TReminderClient {
  invoiceId: number;
  number: string;
  currency: string;
  dueDate: string;
  balance: string;
  eventId: number;
  eventName: string;
}

/**
 * Issued invoices with money still owed, of events not cancelled, of active clients: those due by `dueBy`, or of the
 * given events. The total follows the invoice rules (each line and its tax rounded, as payments.repo sums them).
 */
export async function invoicesOwing(db: TDb | TTx, f: { dueBy?: string; eventIds?: number[] }): Promise<TInvoiceCandidate[]> {
  if (f.eventIds && !f.eventIds.length) return [];
  const which = f.eventIds
    ? sql`i.event_id in (${sql.join(
        f.eventIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`i.due_date is not null and i.due_date <= ${f.dueBy}`;
  const result = await db.execute(sql`
    with inv as (
      select i.id, i.number, i.currency, i.due_date::text as due_date, i.event_id,
        (select coalesce(sum(g.amount + greatest(g.tax, 0)), 0) from (
          select sum(round(l.quantity * l.unit_price, 2)) as amount, sum(round(round(l.quantity * l.unit_price, 2) * l.tax_rate, 2)) as tax
          from ${invoiceLineItems} l where l.invoice_id = i.id group by l.tax_rate) g)
        - (select coalesce(sum(p.amount - p.refunded_amount), 0) from ${payments} p where p.invoice_id = i.id and p.status in ('PAID', 'COMPLETED')) as balance
      from ${invoices} i where i.status = 'ISSUED' and ${which}
    )
    select inv.id as "invoiceId", inv.number, inv.currency, inv.due_date as "dueDate", inv.balance::numeric(12,2)::text as balance,
      e.id as "eventId", e.name as "eventName", u.id as "clientId", u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone
    from inv join ${events} e on e.id = inv.event_id join ${users} u on u.id = e.client_id
    where inv.balance > 0.005 and e.status <> 'CANCELLED' and u.is_active
    order by inv.due_date, inv.id
  `);
  return rowsOf<TInvoiceCandidate>(result);
}

export interface TContractCandidate extends TReminderClient {
  contractId: number;
  sentAt: Date | null;
  eventId: number;
  eventName: string;
}

/** Contracts sent within [from, to) and still waiting for the client's signature. */
export function contractsAwaitingClient(db: TDb | TTx, from: Date, to: Date): Promise<TContractCandidate[]> {
  return db
    .select({ contractId: contracts.id, sentAt: contracts.sentAt, eventId: events.id, eventName: events.name, ...clientColumns })
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(
      and(
        inArray(contracts.status, ['SENT', 'PARTIALLY_SIGNED']),
        isNotNull(contracts.sentAt),
        gte(contracts.sentAt, from),
        lt(contracts.sentAt, to),
        eq(users.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(contractSignatures)
            .where(and(eq(contractSignatures.contractId, contracts.id), eq(contractSignatures.role, 'CLIENT'))),
        ),
      ),
    )
    .orderBy(contracts.id);
}

export interface TQuoteCandidate extends TReminderClient {
  quoteId: number;
  version: number;
  validUntil: string;
  eventId: number;
  eventName: string;
}

/** Sent quotes the client has not answered whose last valid day is within [from, to]. */
export function quotesAwaitingClient(db: TDb | TTx, from: string, to: string): Promise<TQuoteCandidate[]> {
  return db
    .select({
      quoteId: quotes.id,
      version: quotes.version,
      validUntil: sql<string>`${quotes.validUntil}::text`,
      eventId: events.id,
      eventName: events.name,
      ...clientColumns,
    })
    .from(quotes)
    .innerJoin(events, eq(events.id, quotes.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(and(eq(quotes.status, 'SENT'), gte(quotes.validUntil, from), lte(quotes.validUntil, to), eq(users.isActive, true)))
    .orderBy(quotes.id);
}

export interface TEventCandidate extends TReminderClient {
  eventId: number;
  eventName: string;
  startDate: string;
  /** Tasks waiting for the client's input, not done. */
  openTasks: number;
  /** Required questions of the event's questionnaires (the booking's and the portal's) not answered. */
  missingAnswers: number;
}

/** Confirmed events starting within [from, to], with what is still open on the client's side. */
export function confirmedEventsStarting(db: TDb | TTx, from: string, to: string): Promise<TEventCandidate[]> {
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      startDate: events.startDate,
      ...clientColumns,
      openTasks: sql<number>`(select count(*) from ${eventTasks} t where t.event_id = ${events.id} and t.requires_client_input
        and t.status not in ('COMPLETED', 'CANCELLED'))::int`,
      missingAnswers: sql<number>`(select count(*) from ${questionnaireFields} f join ${questionnaires} q on q.id = f.questionnaire_id
        where f.required and q.is_active
          and ((q.audience = 'booking' and q.event_type_id = ${events.eventTypeId})
            or (q.audience = 'event' and (q.event_type_id is null or q.event_type_id = ${events.eventTypeId})))
          and not exists (select 1 from ${questionnaireResponses} r where r.event_id = ${events.id} and r.field_id = f.id and btrim(r.value) <> ''))::int`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .where(and(eq(events.status, 'CONFIRMED'), gte(events.startDate, from), lte(events.startDate, to), eq(users.isActive, true)))
    .orderBy(events.startDate, events.id);
}

/** The job's key taken, or null when another process (or an earlier tick) already took it. */
export async function claimJob(tx: TTx, key: { type: string; subject: string; recipientId: number; forDay: string }): Promise<number | null> {
  const [row] = await tx.insert(reminderJobs).values(key).onConflictDoNothing().returning({ id: reminderJobs.id });
  return row?.id ?? null;
}

export async function recordChannels(tx: TTx, id: number, channels: string[]) {
  await tx.update(reminderJobs).set({ channels }).where(eq(reminderJobs.id, id));
}

/** The keys of jobs sent on the given days, as "type|subject|recipient|day". */
export async function sentKeys(db: TDb | TTx, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ type: reminderJobs.type, subject: reminderJobs.subject, recipientId: reminderJobs.recipientId, forDay: reminderJobs.forDay })
    .from(reminderJobs)
    .where(and(gte(reminderJobs.forDay, from), lte(reminderJobs.forDay, to)));
  return new Set(rows.map((r) => `${r.type}|${r.subject}|${r.recipientId}|${r.forDay}`));
}

export const typeSettings = (db: TDb | TTx) => db.select({ type: reminderTypeSettings.type, enabled: reminderTypeSettings.enabled }).from(reminderTypeSettings);

export async function saveTypeSetting(tx: TTx, type: string, enabled: boolean, userId: number) {
  await tx
    .insert(reminderTypeSettings)
    .values({ type, enabled, updatedById: userId })
    .onConflictDoUpdate({ target: reminderTypeSettings.type, set: { enabled, updatedById: userId, updatedAt: sql`now()` } });
}
