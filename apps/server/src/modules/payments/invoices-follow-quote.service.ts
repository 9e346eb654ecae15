import { formatMoney, fromMinor, toMinor } from '@venue/shared/money';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { differenceInvoiceLines } from '@venue/shared/payments/quote-invoice';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import type { TEffects } from '../../lib/transaction';
import { recordEventActivity } from '../events/client-events.service';
import { notify } from '../notifications/notifications.service';
import { issueInTx } from './invoice-issue.service';
import { invoiceLines, liveInvoicesOfEvent } from './payments.repo';

const peso = (minor: bigint) => formatMoney(fromMinor(minor), 'PHP', { decimalPlaces: 2 });

/**
 * A version accepted for an event already invoiced brings its invoices to the accepted total (issue 39, point 4):
 * a larger total is invoiced for the difference (the new invoice names every line already billed, so the invoices
 * sum to the accepted total to the centavo); a smaller one is a credit the event's timeline and the client's
 * notifications state, since an issued invoice is never rewritten. An event with no invoice yet is left to the venue,
 * who invoices the accepted quote as before. Runs inside the acceptance's transaction.
 */
export async function bringInvoicesToQuote(ctx: TContext, tx: TTx, effects: TEffects, actor: TActor, quote: TQuote, clientId: number) {
  const eventId = quote.event_details.id;
  const live = await liveInvoicesOfEvent(tx, eventId);
  if (live.length === 0) return;
  const lines = await invoiceLines(
    tx,
    live.map((i) => i.id),
  );
  // Invoice by invoice, each in its own order.
  const invoiced = live.flatMap((i) =>
    lines
      .filter((l) => l.invoiceId === i.id)
      .map((l) => ({ invoice_number: i.number, description: l.description, quantity: l.quantity, unit_price: l.unitPrice, tax_rate: l.taxRate })),
  );
  // Each invoice's own total, as it was issued (the rule clamps a rate's tax per document).
  const invoicedMinor = live.reduce((sum, i) => sum + invoiceTotals(invoiced.filter((l) => l.invoice_number === i.number)).totalMinor, 0n);
  const difference = toMinor(quote.total_amount) - invoicedMinor;
  if (difference > 0n) {
    await issueInTx(
      ctx,
      tx,
      effects,
      actor,
      {
        event_id: eventId,
        notes: `The difference between your accepted quote (version ${quote.version}, ${peso(toMinor(quote.total_amount))}) and what was invoiced before (${peso(invoicedMinor)}).`,
        quote_id: quote.id,
        lines: differenceInvoiceLines(quote, invoiced),
      },
      null,
    );
  } else if (difference < 0n) {
    const text = `Quote version ${quote.version} totals ${peso(-difference)} less than was invoiced: a credit of ${peso(-difference)} is due to the client.`;
    await recordEventActivity(tx, actor, eventId, 'quote_credit', text);
    await notify(tx, effects, {
      userId: clientId,
      type: 'payment',
      priority: 'medium',
      title: `A credit of ${peso(-difference)}`,
      body: `Your accepted quote (version ${quote.version}) is ${peso(-difference)} less than your invoices; the venue will credit the difference.`,
      link: '/payments',
      kind: 'payments',
    });
  }
}
