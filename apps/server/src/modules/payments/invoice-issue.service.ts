import { eq } from 'drizzle-orm';
import { longDay, venueDay } from '@venue/shared/dates';
import { fromMinor } from '@venue/shared/money';
import { moneyText } from '@venue/shared/payments/charge-amount';
import { DEFAULT_TAX_RATE } from '@venue/shared/payments/document-totals';
import { INVOICE_NOT_POSITIVE, invoiceSizeProblem, invoiceTooLarge, invoiceTotals, lineTooLarge, MAX_MONEY_MINOR } from '@venue/shared/payments/invoice-totals';
import { QUOTE_INVOICE_MESSAGES, type TInvoiceFromQuoteRequest } from '@venue/shared/payments/issue-invoice.schema';
import { invoiceLinesFromQuote } from '@venue/shared/payments/quote-invoice';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { events, invoiceLineItems, invoices } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TEffects } from '../../lib/transaction';
import { accountPageLink } from '../accounts/account-links';
import { recordEventActivity } from '../events/client-events.service';
import { notify } from '../notifications/notifications.service';
import { queueMail } from '../outbox/outbox.service';
import { quoteDetail } from '../quotes/quote-read';
import { moneyState } from './charges.repo';
import { invoiceIssuedMail } from './payment-emails';
import { invoiceDetail } from './payments.service';
import { takeDocumentNumber } from './document-series';
import { writePlan } from './plans.service';

/**
 * Invoices the venue issues: by hand (the console's dialog, the CLI), from an accepted quote, and a booking's (in
 * the booking's own transaction). Every line carries its tax rate; the total is the shared rule's
 * (document-totals.ts), and an optional payment plan splits it in the same transaction.
 */
export interface TIssueInvoice {
  event_id: number;
  due_date?: string;
  /** The rate of every line that names none ("0.12" when this is absent too). */
  tax_rate?: string;
  notes?: string;
  plan?: { installments: number; first_due_date?: string };
  /** The accepted quote the invoice bills (one invoice per quote). */
  quote_id?: number;
  lines: {
    description: string;
    item_type?: string;
    quantity: string;
    unit_price: string;
    tax_rate?: string;
    base_unit_price?: string;
    excess_hours?: string;
    excess_hour_price?: string;
  }[];
}

export async function issueInvoice(ctx: TContext, actor: TActor, body: TIssueInvoice, ip: string | null = null) {
  refuseBadTotal(body);
  const id = await ctx.transact(async (tx, effects) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, body.event_id));
    if (!event) throw new AppError(404, 'Event not found.', { event_id: ['Event not found.'] });
    return issueInTx(ctx, tx, effects, actor, body, ip);
  });
  return invoiceDetail(ctx, actor, id);
}

/** The invoice of an accepted quote: its lines, selected options and discount, so its total is the quote's. */
export async function invoiceQuote(ctx: TContext, actor: TActor, quoteId: number, body: TInvoiceFromQuoteRequest, ip: string | null = null) {
  const id = await ctx
    .transact(async (tx, effects) => {
      const quote = await quoteDetail(ctx, actor, quoteId, tx);
      if (quote.status !== 'ACCEPTED') throw new AppError(409, QUOTE_INVOICE_MESSAGES.notAccepted);
      const issue: TIssueInvoice = {
        event_id: quote.event_details.id,
        ...body,
        notes: body.notes ?? `Billed from your accepted quote (version ${quote.version}).`,
        quote_id: quote.id,
        lines: invoiceLinesFromQuote(quote),
      };
      refuseBadTotal(issue);
      return issueInTx(ctx, tx, effects, actor, issue, ip);
    })
    .catch(async (err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      const [existing] = await ctx.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.quoteId, quoteId));
      throw new AppError(409, QUOTE_INVOICE_MESSAGES.alreadyInvoiced(existing?.number ?? ''));
    });
  return invoiceDetail(ctx, actor, id);
}

export async function issueInTx(ctx: TContext, tx: TTx, effects: TEffects, actor: TActor, body: TIssueInvoice, ip: string | null) {
  const { id, number } = await writeInvoice(tx, body);
  const totalMinor = invoiceTotals(taxedLines(body)).totalMinor;
  if (body.plan) await writePlan(tx, { invoiceId: id, totalMinor, currency: 'PHP', dueDate: body.due_date ?? null }, body.plan);
  await recordEventActivity(tx, actor, body.event_id, 'INVOICE_ISSUED', `Invoice ${number} issued.`);
  await recordAudit(tx, actor, ip, { action: 'invoice.issue', objectType: 'invoice', objectId: id, after: body });
  // The client hears of it after the commit, by e-mail and in the portal's notifications.
  const payer = await moneyState(tx, body.event_id, id);
  if (payer) {
    const total = fromMinor(totalMinor);
    // A guest who booked without a password is let in through a set-password link (account-links.ts).
    const link = await accountPageLink(ctx, tx, payer.clientId, '/payments');
    await queueMail(tx, {
      ...invoiceIssuedMail(payer.email, { firstName: payer.firstName, number, amount: total, currency: 'PHP', dueDate: body.due_date ?? null }, link.href),
      clientId: payer.clientId,
    });
    effects.after(() => ctx.mailQueued());
    await notify(tx, effects, {
      userId: payer.clientId,
      type: 'payment',
      priority: 'medium',
      title: `New invoice: ${number}`,
      body: `${moneyText(totalMinor, 'PHP')}${body.due_date ? `, due ${longDay(body.due_date)}` : ''}.`,
      link: '/payments',
      kind: 'payments',
    });
  }
  return id;
}

/**
 * Each field is bounded by the schema, not their product: an invoice no payment row could record is refused here,
 * and so is one with nothing to pay (it could never be paid, and would sit as ISSUED).
 */
function refuseBadTotal(body: TIssueInvoice) {
  const problem = invoiceSizeProblem(taxedLines(body));
  if (!problem) {
    if (invoiceTotals(taxedLines(body)).totalMinor <= 0n) throw new AppError(400, INVOICE_NOT_POSITIVE, { lines: [INVOICE_NOT_POSITIVE] });
    return;
  }
  const max = moneyText(MAX_MONEY_MINOR, 'PHP');
  if (problem.kind === 'line') throw new AppError(400, lineTooLarge(max), { [`lines.${problem.line}.unit_price`]: [lineTooLarge(max)] });
  throw new AppError(400, invoiceTooLarge(max), { lines: [invoiceTooLarge(max)] });
}

/** Each line at its own rate, else the invoice's, else 12 %. */
const taxedLines = (body: TIssueInvoice) => body.lines.map((l) => ({ ...l, tax_rate: l.tax_rate ?? body.tax_rate ?? DEFAULT_TAX_RATE }));

/** Writes an ISSUED invoice with its lines in the caller's transaction (the venue's issue calls, a booking). */
export async function writeInvoice(tx: TTx, body: TIssueInvoice): Promise<{ id: number; number: string }> {
  const today = venueDay();
  // The year's next number in one unbroken series: a rollback of this transaction gives it back (document-series.ts).
  const number = await takeDocumentNumber(tx, 'INV', today);
  const [row] = await tx
    .insert(invoices)
    .values({
      eventId: body.event_id,
      number,
      status: 'ISSUED',
      issueDate: today,
      dueDate: body.due_date ?? null,
      notes: body.notes ?? '',
      quoteId: body.quote_id ?? null,
    })
    .returning({ id: invoices.id });
  const id = row!.id;
  await tx.insert(invoiceLineItems).values(
    taxedLines(body).map((l, i) => ({
      invoiceId: id,
      description: l.description,
      itemType: l.item_type ?? 'SERVICE',
      quantity: l.quantity,
      unitPrice: l.unit_price,
      taxRate: l.tax_rate,
      baseUnitPrice: l.base_unit_price ?? null,
      excessHours: l.excess_hours ?? null,
      excessHourPrice: l.excess_hour_price ?? null,
      sortOrder: i,
    })),
  );
  return { id, number };
}
