import { venueDay } from '@venue/shared/dates';
import type { TQuoteStatus } from '@venue/shared/enums';
import { effectiveQuoteStatus, isQuoteActionable, QUOTE_STATUS_LABELS, quoteUrgency } from '@venue/shared/quotes/quote-status';
import { lineTotal } from '@venue/shared/payments/document-totals';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import { QUOTE_NOT_FOUND, type TQuote, type TQuotesQuery } from '@venue/shared/quotes/quote.schema';
import { fromMinor } from '@venue/shared/money';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findQuoteOf, listQuotesOf, quoteParts, type TQuoteRow } from './quotes.repo';

// Reading quotes, apart from answering them (quotes.service.ts): invoicing reads a quote, and answering one
// brings the invoices to it, so the reads live where both can import them without a cycle.

export type TParts = Awaited<ReturnType<typeof quoteParts>>;

/** The client's view of a quote; the venue's view (staff-quotes.service.ts) extends it, so both show the same totals. */
export function toQuote(row: NonNullable<TQuoteRow>, parts: TParts, today: string): TQuote {
  const lines = parts.lines.filter((l) => l.quoteId === row.id);
  const options = parts.options.filter((o) => o.quoteId === row.id);
  const totals = quoteTotals(
    lines.map((l) => ({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: l.taxRate })),
    options.filter((o) => o.isSelected).map((o) => ({ total_price: o.totalPrice, tax_rate: o.taxRate })),
    row.discountAmount,
  );
  const status = effectiveQuoteStatus(row.status as TQuoteStatus, row.validUntil, today);
  return {
    id: row.id,
    version: row.version,
    status,
    status_display: QUOTE_STATUS_LABELS[status],
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    valid_until: row.validUntil,
    guest_count: row.guestCount,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    accepted_by: row.acceptedByName,
    rejected_at: row.rejectedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    client_message: row.clientMessage,
    currency: row.currency,
    ...totals,
    is_actionable: isQuoteActionable(row.status as TQuoteStatus, row.validUntil, today),
    urgency: row.status === 'SENT' ? quoteUrgency(row.validUntil, today) : 0,
    event_details: { id: row.eventId, name: row.eventName },
    line_items: lines.map((l) => ({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      tax_rate: l.taxRate,
      total: fromMinor(lineTotal({ quantity: l.quantity, unit_price: l.unitPrice })),
    })),
    options: options.map((o) => ({
      id: o.id,
      name: o.name,
      description: o.description,
      is_selected: o.isSelected,
      total_price: o.totalPrice,
      tax_rate: o.taxRate,
    })),
  };
}

export async function listQuotes(ctx: TContext, actor: TActor, q: TQuotesQuery) {
  const today = venueDay();
  const { rows, count } = await listQuotesOf(ctx.db, actor, q, q, today);
  const parts = await quoteParts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((r) => toQuote(r, parts, today)) };
}

export async function quoteDetail(ctx: TContext, actor: TActor, quoteId: number, tx: TTx = ctx.db): Promise<TQuote> {
  const row = await findQuoteOf(tx, actor, quoteId);
  if (!row) throw new AppError(404, QUOTE_NOT_FOUND);
  return toQuote(row, await quoteParts(tx, [row.id]), venueDay());
}
