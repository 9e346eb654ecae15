import type { z } from 'zod';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TQuoteStatus } from '@venue/shared/enums';
import { toMinor } from '@venue/shared/money';
import { canMakeNewQuoteVersion, isQuoteDraft } from '@venue/shared/quotes/quote-status';
import { QUOTE_NOT_FOUND } from '@venue/shared/quotes/quote.schema';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import { DEFAULT_TAX_RATE } from '@venue/shared/payments/document-totals';
import { lineTooLarge, MAX_MONEY_MINOR, moneySizeProblem, quoteTooLarge } from '@venue/shared/payments/invoice-totals';
import { moneyText } from '@venue/shared/payments/charge-amount';
import {
  QUOTE_MESSAGES,
  type TQuoteLineInput,
  type TQuoteOptionInput,
  type TStaffQuote,
  type TStaffQuotesQuery,
  type ZCreateQuoteRequest,
} from '@venue/shared/quotes/staff-quote.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { accountPageLink, SET_PASSWORD_FIRST } from '../accounts/account-links';
import { holdRequestUntilQuoteEnds } from '../booking/request-hold.service';
import { recordEventActivity } from '../events/client-events.service';
import { queueMail } from '../outbox/outbox.service';
import { noticeQuoteSent } from './quote-notices';
import { productsForQuote } from '../products/products.service';
import { quoteSentMail } from './quote-emails';
import { findQuoteOf, listQuotesOf, quoteParts, type TQuoteRow } from './quotes.repo';
import { toQuote } from './quote-read';
import {
  clientsOfQuotes,
  deleteQuote,
  insertQuote,
  lockEvent,
  newerVersionsOf,
  nextQuoteVersion,
  replaceQuoteLines,
  replaceQuoteOptions,
  updateQuote,
  type TLineValues,
  type TOptionValues,
} from './staff-quotes.repo';

/**
 * The venue's side of quotes: build a DRAFT from catalogue products and free lines, change it, send it to the
 * client (e-mail, timeline), and answer a rejected or expired quote with a new version. Totals are the shared
 * quoteTotals, exactly as the client's view computes them. Every write is audited in its transaction.
 */
type TRow = NonNullable<TQuoteRow>;
export interface TQuoteDraftInput {
  line_items?: TQuoteLineInput[];
  options?: TQuoteOptionInput[];
  discount_amount?: string;
  valid_until?: string;
  guest_count?: number;
  client_message?: string;
}

const notFound = () => new AppError(404, QUOTE_NOT_FOUND);
const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });

async function staffQuotes(tx: TTx, rows: TRow[], today = venueDay()): Promise<TStaffQuote[]> {
  const ids = rows.map((r) => r.id);
  const [parts, clients, newer] = await readsTogether(tx, [() => quoteParts(tx, ids), () => clientsOfQuotes(tx, ids), () => newerVersionsOf(tx, ids)]);
  const productOf = new Map(parts.lines.map((l) => [l.id, l.productId]));
  return rows.map((row) => {
    const quote = toQuote(row, parts, today);
    const client = clients.find((c) => c.quoteId === row.id)!;
    const next = newer.find((n) => n.previousVersionId === row.id)?.id ?? null;
    const draft = isQuoteDraft(row.status as TQuoteStatus);
    return {
      ...quote,
      line_items: quote.line_items.map((l) => ({ ...l, product_id: productOf.get(l.id) ?? null })),
      client: { id: client.id, name: `${client.firstName} ${client.lastName}`.trim(), email: client.email },
      updated_at: row.updatedAt.toISOString(),
      previous_version: row.previousVersionId,
      next_version: next,
      can_edit: draft,
      can_send: draft && quote.line_items.length + quote.options.length > 0 && (row.validUntil === null || row.validUntil > today),
      can_delete: draft,
      can_create_new_version: next === null && canMakeNewQuoteVersion(row.status as TQuoteStatus, row.validUntil, today),
    };
  });
}

export async function staffQuoteList(ctx: TContext, actor: TActor, q: TStaffQuotesQuery) {
  const { rows, count } = await listQuotesOf(ctx.db, actor, q, q, venueDay());
  return { count, results: await staffQuotes(ctx.db, rows) };
}

export async function staffQuoteDetail(ctx: TContext, actor: TActor, id: number, tx: TTx = ctx.db): Promise<TStaffQuote> {
  const row = await findQuoteOf(tx, actor, id);
  if (!row) throw notFound();
  return (await staffQuotes(tx, [row]))[0]!;
}

/** Catalogue lines copy the product's name, price and tax rate (each may be overridden); free lines are taken as given. */
async function buildLines(tx: TTx, inputs: TQuoteLineInput[]): Promise<TLineValues[]> {
  const catalogue = await productsForQuote(
    tx,
    inputs.flatMap((l) => (l.product_id === undefined ? [] : [l.product_id])),
  );
  return inputs.map((l, i) => {
    if (l.product_id === undefined) {
      return { productId: null, description: l.description!, quantity: l.quantity, unitPrice: l.unit_price!, taxRate: l.tax_rate ?? '0.12' };
    }
    const p = catalogue.get(l.product_id);
    if (!p) throw fieldError(`line_items.${i}.product_id`, QUOTE_MESSAGES.productNotFound);
    if (!p.is_active) throw fieldError(`line_items.${i}.product_id`, QUOTE_MESSAGES.productInactive);
    if (p.pricing_model === 'HOURLY') {
      const hours = Number(l.quantity);
      if (p.minimum_hours !== null && hours < Number(p.minimum_hours))
        throw fieldError(`line_items.${i}.quantity`, `${p.name} is booked for at least ${Number(p.minimum_hours)} hours.`);
      if (p.maximum_hours !== null && hours > Number(p.maximum_hours))
        throw fieldError(`line_items.${i}.quantity`, `${p.name} is booked for at most ${Number(p.maximum_hours)} hours.`);
    }
    return {
      productId: p.id,
      description: l.description ?? p.name,
      quantity: l.quantity,
      unitPrice: l.unit_price ?? p.base_price,
      taxRate: l.tax_rate ?? p.tax_rate,
    };
  });
}

const optionValues = (options: TQuoteOptionInput[]): TOptionValues[] =>
  options.map((o) => ({ name: o.name, description: o.description, totalPrice: o.total_price, taxRate: o.tax_rate, isSelected: o.is_selected }));

/**
 * Each field is bounded by the schema, not their product: a quote whose line or total (before the discount, which
 * bounds subtotal, tax and total) no money column could hold is refused, by the invoices' rule (moneySizeProblem).
 * The discount comes off the subtotal, before tax (quoteTotals); more than the subtotal would make it negative.
 */
function checkTotals(lines: TLineValues[], options: TOptionValues[], discount: string) {
  const priced = lines.map((l) => ({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: l.taxRate ?? '0' }));
  const before = quoteTotals(
    priced,
    options.filter((o) => o.isSelected).map((o) => ({ total_price: o.totalPrice, tax_rate: o.taxRate ?? DEFAULT_TAX_RATE })),
    '0',
  );
  const problem = moneySizeProblem(priced, toMinor(before.total_amount));
  const max = moneyText(MAX_MONEY_MINOR, 'PHP');
  if (problem?.kind === 'line') throw fieldError(`line_items.${problem.line}.unit_price`, lineTooLarge(max));
  if (problem) throw fieldError('line_items', quoteTooLarge(max));
  if (toMinor(discount) > toMinor(before.subtotal)) throw fieldError('discount_amount', QUOTE_MESSAGES.discountTooLarge);
}

function checkValidUntil(day: string, today: string) {
  if (day <= today) throw fieldError('valid_until', QUOTE_MESSAGES.validUntilPast);
}

async function lockDraft(tx: TTx, actor: TActor, id: number, message: string) {
  const row = await findQuoteOf(tx, actor, id, { forUpdate: true });
  if (!row) throw notFound();
  if (!isQuoteDraft(row.status as TQuoteStatus)) throw new AppError(409, message);
  return row;
}

export function createQuote(ctx: TContext, actor: TActor, ip: string, eventId: number, input: z.output<typeof ZCreateQuoteRequest>) {
  return ctx.transact(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw new AppError(404, QUOTE_MESSAGES.eventNotFound);
    if (event.status === 'CANCELLED') throw new AppError(409, QUOTE_MESSAGES.eventCancelled);
    const today = venueDay();
    const validUntil = input.valid_until ?? addDays(today, 30);
    checkValidUntil(validUntil, today);
    const lines = await buildLines(tx, input.line_items);
    const options = optionValues(input.options);
    checkTotals(lines, options, input.discount_amount);
    const id = await insertQuote(tx, {
      eventId,
      version: await nextQuoteVersion(tx, eventId),
      status: 'DRAFT',
      discountAmount: input.discount_amount,
      clientMessage: input.client_message,
      validUntil,
      guestCount: input.guest_count ?? event.guestCount,
    });
    await replaceQuoteLines(tx, id, lines);
    await replaceQuoteOptions(tx, id, options);
    const after = await staffQuoteDetail(ctx, actor, id, tx);
    await recordAudit(tx, actor, ip, { action: 'quote.create', objectType: 'quote', objectId: id, after });
    return after;
  });
}

/** A draft changes whole lists: line_items or options, when sent, replace the draft's. */
export function changeQuote(ctx: TContext, actor: TActor, ip: string, id: number, input: TQuoteDraftInput) {
  return ctx.transact(async (tx) => {
    const row = await lockDraft(tx, actor, id, QUOTE_MESSAGES.notDraft);
    const before = await staffQuoteDetail(ctx, actor, id, tx);
    if (input.valid_until !== undefined) checkValidUntil(input.valid_until, venueDay());
    const lines = input.line_items
      ? await buildLines(tx, input.line_items)
      : before.line_items.map((l) => ({
          productId: l.product_id,
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unit_price,
          taxRate: l.tax_rate,
        }));
    const options = input.options
      ? optionValues(input.options)
      : before.options.map((o) => ({ name: o.name, description: o.description, totalPrice: o.total_price, isSelected: o.is_selected }));
    checkTotals(lines, options, input.discount_amount ?? row.discountAmount);
    await updateQuote(tx, id, {
      ...(input.discount_amount === undefined ? {} : { discountAmount: input.discount_amount }),
      ...(input.valid_until === undefined ? {} : { validUntil: input.valid_until }),
      ...(input.client_message === undefined ? {} : { clientMessage: input.client_message }),
      ...(input.guest_count === undefined ? {} : { guestCount: input.guest_count }),
    });
    if (input.line_items) await replaceQuoteLines(tx, id, lines);
    if (input.options) await replaceQuoteOptions(tx, id, options);
    const after = await staffQuoteDetail(ctx, actor, id, tx);
    await recordAudit(tx, actor, ip, { action: 'quote.update', objectType: 'quote', objectId: id, before, after });
    return after;
  });
}

/** DRAFT -> SENT: the client can now see and answer it; they hear of it by e-mail, and the event's timeline says so. */
export function sendQuote(ctx: TContext, actor: TActor, ip: string, id: number) {
  return ctx.transact(async (tx, effects) => {
    const row = await lockDraft(tx, actor, id, QUOTE_MESSAGES.notDraftSend);
    const before = await staffQuoteDetail(ctx, actor, id, tx);
    if (before.line_items.length + before.options.length === 0) throw new AppError(400, QUOTE_MESSAGES.empty);
    if (row.validUntil !== null) checkValidUntil(row.validUntil, venueDay());
    await updateQuote(tx, id, { status: 'SENT', sentAt: new Date() });
    if (row.validUntil !== null) await holdRequestUntilQuoteEnds(tx, row.eventId, row.validUntil);
    const after = await staffQuoteDetail(ctx, actor, id, tx);
    const [client] = await clientsOfQuotes(tx, [id]);
    // A guest who booked without a password gets a link that lets them set one on the way (account-links.ts).
    const link = await accountPageLink(ctx, tx, row.clientId, `/events/${row.eventId}?tab=quotes`);
    await queueMail(
      tx,
      quoteSentMail(
        client!.email,
        {
          firstName: client!.firstName,
          eventName: row.eventName,
          version: row.version,
          total: after.total_amount,
          validUntil: row.validUntil,
          message: row.clientMessage,
        },
        link.href,
        link.setsPassword ? SET_PASSWORD_FIRST : undefined,
      ),
    );
    effects.after(() => ctx.mailQueued());
    await noticeQuoteSent(tx, effects, {
      clientId: row.clientId,
      eventId: row.eventId,
      eventName: row.eventName,
      version: row.version,
      total: after.total_amount,
    });
    await recordEventActivity(tx, actor, row.eventId, 'quote_sent', `Quote version ${row.version} sent to the client`);
    await recordAudit(tx, actor, ip, { action: 'quote.send', objectType: 'quote', objectId: id, before, after });
    return after;
  });
}

/** A new DRAFT answering a rejected or expired quote: its lines and options copied, the next version number, 30 days to run. */
export function newQuoteVersion(ctx: TContext, actor: TActor, ip: string, id: number) {
  return ctx.transact(async (tx) => {
    const row = await findQuoteOf(tx, actor, id, { forUpdate: true });
    if (!row) throw notFound();
    const old = await staffQuoteDetail(ctx, actor, id, tx);
    if (old.next_version !== null) throw new AppError(409, QUOTE_MESSAGES.newVersionExists);
    if (!old.can_create_new_version) throw new AppError(409, QUOTE_MESSAGES.newVersionStatus);
    await lockEvent(tx, row.eventId);
    const today = venueDay();
    let newId: number;
    try {
      newId = await insertQuote(tx, {
        eventId: row.eventId,
        version: await nextQuoteVersion(tx, row.eventId),
        status: 'DRAFT',
        discountAmount: row.discountAmount,
        clientMessage: row.clientMessage,
        validUntil: addDays(today, 30),
        guestCount: row.guestCount,
        previousVersionId: id,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, QUOTE_MESSAGES.newVersionExists);
      throw err;
    }
    await replaceQuoteLines(
      tx,
      newId,
      old.line_items.map((l) => ({ productId: l.product_id, description: l.description, quantity: l.quantity, unitPrice: l.unit_price, taxRate: l.tax_rate })),
    );
    await replaceQuoteOptions(
      tx,
      newId,
      old.options.map((o) => ({ name: o.name, description: o.description, totalPrice: o.total_price, isSelected: o.is_selected })),
    );
    const after = await staffQuoteDetail(ctx, actor, newId, tx);
    await recordAudit(tx, actor, ip, { action: 'quote.new_version', objectType: 'quote', objectId: newId, before: { previous_version: id }, after });
    return after;
  });
}

export function deleteDraftQuote(ctx: TContext, actor: TActor, ip: string, id: number) {
  return ctx.transact(async (tx) => {
    await lockDraft(tx, actor, id, QUOTE_MESSAGES.notDraftDelete);
    const before = await staffQuoteDetail(ctx, actor, id, tx);
    await deleteQuote(tx, id);
    await recordAudit(tx, actor, ip, { action: 'quote.delete', objectType: 'quote', objectId: id, before });
  });
}

/** For the staff PDF: the client's contact facts the quote PDF prints. */
export async function quoteClientContact(ctx: TContext, id: number) {
  const [c] = await clientsOfQuotes(ctx.db, [id]);
  if (!c) throw notFound();
  return { name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.phone, company: c.company };
}
