import { venueDay } from '@venue/shared/dates';
import type { TContractStatus, TQuoteStatus } from '@venue/shared/enums';
import { fromMinor, toMinor } from '@venue/shared/money';
import { effectiveQuoteStatus } from '@venue/shared/quotes/quote-status';
import type { TStaffClientDetail, TStaffClientsQuery } from '@venue/shared/staff/clients.schema';
import { CLIENT_NOT_FOUND } from '@venue/shared/staff/staff-event.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { listStaffEvents } from '../events/staff-events.service';
import { listInvoices } from '../payments/payments.service';
import { findClientRow, listClientRows } from './clients.repo';
import { clientContractRows, clientQuoteRows } from './staff-overview.repo';

export const listClients = (ctx: TContext, q: TStaffClientsQuery) => listClientRows(ctx.db, q, venueDay());

/** A client's events hold at most this many in the detail page (a venue's client has a handful). */
const MAX_EVENTS = 100;

/**
 * One client with everything the venue has with them. Events come from the events service and invoices from the
 * payments service (their rules: totals, what was paid, overdue), called with the venue's actor per event.
 */
export async function clientDetail(ctx: TContext, actor: TActor, id: number): Promise<TStaffClientDetail> {
  const today = venueDay();
  const client = await findClientRow(ctx.db, id, today);
  if (!client) throw new AppError(404, CLIENT_NOT_FOUND);
  const [events, quotes, contracts] = await Promise.all([
    listStaffEvents(ctx, { client: id, page: 1, page_size: MAX_EVENTS }),
    clientQuoteRows(ctx.db, id),
    clientContractRows(ctx.db, id),
  ]);
  const invoices = (await Promise.all(events.results.map((e) => listInvoices(ctx, actor, { event: e.id, page: 1, page_size: 100 })))).flatMap(
    (list) => list.results,
  );

  const totals = new Map<string, { invoiced: bigint; paid: bigint; owed: bigint; overdue: bigint }>();
  for (const inv of invoices) {
    if (inv.status === 'DRAFT' || inv.status === 'CANCELLED') continue;
    const t = totals.get(inv.currency) ?? { invoiced: 0n, paid: 0n, owed: 0n, overdue: 0n };
    t.invoiced += toMinor(inv.total_amount);
    t.paid += toMinor(inv.paid_amount);
    t.owed += toMinor(inv.remaining_amount);
    if (inv.is_overdue) t.overdue += toMinor(inv.remaining_amount);
    totals.set(inv.currency, t);
  }

  return {
    client,
    events: events.results,
    quotes: quotes.map((q) => ({
      id: q.id,
      event_id: q.eventId,
      event_name: q.eventName,
      version: q.version,
      status: effectiveQuoteStatus(q.status as TQuoteStatus, q.validUntil, today),
      sent_at: q.sentAt?.toISOString() ?? null,
      valid_until: q.validUntil,
      created_at: q.createdAt.toISOString(),
    })),
    contracts: contracts.map((c) => ({
      id: c.id,
      event_id: c.eventId,
      event_name: c.eventName,
      status: c.status as TContractStatus,
      contract_value: c.contractValue,
      currency: c.currency,
      sent_at: c.sentAt?.toISOString() ?? null,
      valid_until: c.validUntil,
      created_at: c.createdAt.toISOString(),
    })),
    invoices: {
      items: invoices.map((inv) => ({
        id: inv.id,
        invoice_id: inv.invoice_id,
        event_id: inv.event_details.id,
        status: inv.status,
        currency: inv.currency,
        total_amount: inv.total_amount,
        paid_amount: inv.paid_amount,
        remaining_amount: inv.remaining_amount,
        due_date: inv.due_date,
        is_overdue: inv.is_overdue,
      })),
      totals: [...totals.entries()].map(([currency, t]) => ({
        currency,
        invoiced: fromMinor(t.invoiced),
        paid: fromMinor(t.paid),
        owed: fromMinor(t.owed),
        overdue: fromMinor(t.overdue),
      })),
    },
  };
}
