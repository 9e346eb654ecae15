import { and, asc, eq, type SQL } from 'drizzle-orm';
import { venueDay } from '@venue/shared/dates';
import { fromMinor } from '@venue/shared/money';
import { CREDIT_NOTE_NOT_FOUND, creditNoteSplit, type TCreditNote } from '@venue/shared/payments/credit-note';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { creditNotes, events, invoices, refunds, users } from '../../db/schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { creditNotePdf } from '../../lib/pdf/credit-note-pdf';
import { letterheadOf } from '../venue/venue.service';
import { linesOf } from './charges.repo';
import { takeDocumentNumber } from './document-series';

/**
 * Credit notes (issue 41): a refund against an invoice issues one in the transaction that records the refund as
 * done, numbered in its own unbroken series (CN-2026-000001) and naming the invoice it corrects. Its VAT part is
 * the invoice's, in proportion (shared payments/credit-note.ts; docs/decisions.md).
 */
export async function issueCreditNote(tx: TTx, r: { refundId: number; invoiceId: number; amountMinor: bigint; reason: string }) {
  const day = venueDay();
  const split = creditNoteSplit(await linesOf(tx, r.invoiceId), r.amountMinor);
  const number = await takeDocumentNumber(tx, 'CN', day);
  await tx.insert(creditNotes).values({
    number,
    refundId: r.refundId,
    invoiceId: r.invoiceId,
    issueDate: day,
    amount: fromMinor(r.amountMinor),
    vatable: fromMinor(split.vatableMinor),
    vat: fromMinor(split.vatMinor),
    exempt: fromMinor(split.exemptMinor),
    reason: r.reason,
  });
  return number;
}

const columns = {
  id: creditNotes.id,
  number: creditNotes.number,
  invoiceId: creditNotes.invoiceId,
  invoiceNumber: invoices.number,
  refundNumber: refunds.number,
  issueDate: creditNotes.issueDate,
  amount: creditNotes.amount,
  vatable: creditNotes.vatable,
  vat: creditNotes.vat,
  exempt: creditNotes.exempt,
  currency: invoices.currency,
  reason: creditNotes.reason,
  eventId: invoices.eventId,
  eventName: events.name,
};

const rowsWhere = (ctx: TContext, actor: TActor, where: SQL | undefined) =>
  ctx.db
    .select(columns)
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(and(where, ownedBy(actor, events.clientId)))
    .orderBy(asc(creditNotes.id));

type TRow = Awaited<ReturnType<typeof rowsWhere>>[number];
const toCreditNote = (r: TRow): TCreditNote => ({
  id: r.id,
  credit_note_number: r.number,
  invoice: r.invoiceId,
  invoice_number: r.invoiceNumber,
  refund_number: r.refundNumber,
  issue_date: r.issueDate,
  amount: r.amount,
  vatable_amount: r.vatable,
  vat_amount: r.vat,
  exempt_amount: r.exempt,
  currency: r.currency,
  reason: r.reason,
});

/** An event's credit notes, oldest first: listed beside its receipts on the money screens. */
export const creditNotesOfEvent = async (ctx: TContext, actor: TActor, eventId: number) =>
  (await rowsWhere(ctx, actor, eq(invoices.eventId, eventId))).map(toCreditNote);

/** The actor's credit notes (a client: their own; the venue: every one). */
export const listCreditNotes = async (ctx: TContext, actor: TActor) => (await rowsWhere(ctx, actor, undefined)).map(toCreditNote);

/** The credit note as a PDF, for its owner or the venue (another client's answers 404). */
export async function creditNotePdfFor(ctx: TContext, actor: TActor, id: number) {
  const [row] = await rowsWhere(ctx, actor, eq(creditNotes.id, id));
  if (!row) throw new AppError(404, CREDIT_NOTE_NOT_FOUND);
  const [buyer] = await ctx.db
    .select({ first: users.firstName, last: users.lastName, email: users.email, address: users.billingAddress, tin: users.tin })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .where(eq(events.id, row.eventId));
  const client = {
    name: `${buyer?.first ?? ''} ${buyer?.last ?? ''}`.trim(),
    email: buyer?.email ?? '',
    address: buyer?.address ?? '',
    tin: buyer?.tin ?? '',
  };
  const pdf = await creditNotePdf(await letterheadOf(ctx), { note: toCreditNote(row), client, eventName: row.eventName });
  return { pdf, filename: contentDisposition(`credit-note-${row.number}.pdf`) };
}
