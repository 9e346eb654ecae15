import { fromMinor, toMinor } from '@venue/shared/money';
import { ratePercentText as percent } from '@venue/shared/payments/document-totals';
import type { TInvoice, TPayment } from '@venue/shared/payments/payments.schema';
import { vatBreakdown } from '@venue/shared/payments/vat-breakdown';
import {
  band,
  closingNote,
  COLORS,
  facts,
  finish,
  letterhead,
  longDate,
  money,
  newPdf,
  rule,
  sectionTitle,
  table,
  totalLine,
  type TLetterhead,
  type TPdf,
} from './pdf-document';
import { paymentMethod } from './receipt-pdf';

const STATUS = { DRAFT: 'Draft', ISSUED: 'Issued', PAID: 'Paid', CANCELLED: 'Cancelled' } as const;
const PAYMENT_STATUS = { UNPAID: 'Unpaid', PARTIALLY_PAID: 'Partially paid', FULLY_PAID: 'Fully paid' } as const;
// Only money that arrived counts as received; pending, failed and refunded payments are not listed.
const RECEIVED = new Set(['COMPLETED', 'PAID']);

/**
 * The invoice's taxes as lines. An invoice that does not itemise them shows its whole tax as VAT, at the
 * rate the amounts imply.
 */
export function taxLines(invoice: TInvoice): { name: string; rate: string; amount: string }[] {
  if (invoice.taxes.length) return invoice.taxes.map((t) => ({ name: t.tax_rate_details.name, rate: t.tax_rate_details.rate, amount: t.tax_amount }));
  const tax = toMinor(invoice.tax_amount);
  const subtotal = toMinor(invoice.subtotal);
  if (tax <= 0n || subtotal <= 0n) return [];
  // The stored tax was rounded to the centavo: round the implied rate to a hundredth of a percent.
  const rate = Number((tax * 10_000n + subtotal / 2n) / subtotal) / 10_000;
  return [{ name: 'VAT', rate: String(rate), amount: invoice.tax_amount }];
}

const quantity = (q: string) => q.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

/** How an hourly line was made up, when the invoice carries its parts. */
function excessDetail(l: TInvoice['line_items'][number], currency: string): string | undefined {
  if (!l.base_unit_price || !l.excess_hours || !l.excess_hour_price || Number(l.excess_hours) <= 0) return undefined;
  return `Base ${money(l.base_unit_price, currency)} + ${quantity(l.excess_hours)} excess h × ${money(l.excess_hour_price, currency)}`;
}

/**
 * The invoice a client pays against, by the EOPT rules (RA 11976 / BIR RR 7-2024; issue 41): titled INVOICE, the
 * seller's registered name, "VAT Reg. TIN" or "NON-VAT Reg. TIN" and address, the serial number, the date, the
 * buyer, each line's description, quantity, unit price and amount, then the VATable, VAT, VAT-exempt and
 * zero-rated sales and the total; then what has been received and what is still due. A voided (cancelled)
 * invoice prints with its same number, marked VOID.
 */
export function invoicePdf(
  head: TLetterhead,
  input: { invoice: TInvoice; client: { name: string; email: string; address?: string; tin?: string }; payments: TPayment[] },
): Promise<Buffer> {
  const { invoice: inv, client } = input;
  const cur = inv.currency;
  const isVoid = inv.status === 'CANCELLED';
  const status = isVoid ? 'VOID' : `${STATUS[inv.status]} · ${PAYMENT_STATUS[inv.payment_status]}${inv.is_overdue ? ' · OVERDUE' : ''}`;
  const doc = newPdf(head, `${isVoid ? 'VOID ' : ''}Invoice ${inv.invoice_id}`, inv.event_details.name);
  letterhead(doc, head, isVoid ? 'INVOICE — VOID' : 'INVOICE', `Invoice No. ${inv.invoice_id} · ${status}`, { tin: true });
  if (isVoid) {
    band(doc, `VOID — invoice ${inv.invoice_id} was cancelled. It keeps its number in the series; nothing is due on it.`);
    if (inv.void_details?.reason) doc.fillColor(COLORS.ink).font('Sans').fontSize(9).text(`Reason: ${inv.void_details.reason}`).moveDown(0.4);
  } else if (inv.is_overdue) {
    band(doc, `OVERDUE — ${money(inv.remaining_amount, cur)} was due${inv.due_date ? ` on ${longDate(inv.due_date)}` : ''}`);
  }

  sectionTitle(doc, 'Sold to');
  facts(doc, [
    ['Buyer', client.name],
    // The buyer's registered address and TIN, when the client gave them (EOPT: "when given").
    ...(client.address ? ([['Address', client.address]] as [string, string][]) : []),
    ...(client.tin ? ([['TIN', client.tin]] as [string, string][]) : []),
    ['E-mail', client.email],
    ['Event', inv.event_details.name],
    ['Invoice number', inv.invoice_id],
    ['Status', status],
    ['Date', inv.issue_date ? longDate(inv.issue_date) : 'Not issued'],
    ['Due date', inv.due_date ? longDate(inv.due_date) : 'On receipt'],
  ]);

  sectionTitle(doc, 'Line items');
  const lines = table(doc, [
    { label: 'Description', width: 165 },
    { label: 'Type', width: 62 },
    { label: 'Qty', width: 33, align: 'right' },
    { label: 'Unit price', width: 80, align: 'right' },
    { label: 'Tax', width: 35, align: 'right' },
    { label: 'Amount', width: 88, align: 'right' },
  ]);
  // Each line's own rate: the tax is computed per line (document-totals.ts) and summed per rate below.
  for (const l of inv.line_items) {
    lines.row([l.description, l.item_type_display, quantity(l.quantity), money(l.unit_price, cur), percent(l.tax_rate), money(l.total, cur)], {
      detail: excessDetail(l, cur),
    });
  }
  rule(doc, 6);
  salesTotals(doc, head, inv);
  if (!isVoid) {
    totalLine(doc, 'Amount paid', money(inv.paid_amount, cur));
    totalLine(doc, inv.is_overdue ? 'Balance due (OVERDUE)' : 'Balance due', money(inv.remaining_amount, cur), true);
  }

  sectionTitle(doc, 'Payments received');
  const received = input.payments.filter((p) => RECEIVED.has(p.status));
  if (received.length) {
    const rows = table(doc, [
      { label: 'Date', width: 110 },
      { label: 'Payment No.', width: 120 },
      { label: 'Method', width: 145 },
      { label: 'Amount', width: 93, align: 'right' },
    ]);
    for (const p of received) {
      rows.row([p.paid_on ? longDate(p.paid_on) : '—', `${p.payment_number}${p.is_test ? ' (test)' : ''}`, paymentMethod(p), money(p.amount, p.currency)]);
    }
  } else {
    doc.fillColor(COLORS.muted).font('Sans').fontSize(9).text('No payments received yet.');
  }

  if (inv.notes) {
    sectionTitle(doc, 'Notes');
    doc.fillColor(COLORS.ink).font('Sans').fontSize(9).text(inv.notes);
  }
  // A void invoice is not paid against.
  if (!isVoid) {
    sectionTitle(doc, 'How to pay');
    doc
      .fillColor(COLORS.muted)
      .font('Sans')
      .fontSize(8.5)
      .text(
        `Pay online in your Client Portal, quoting invoice ${inv.invoice_id}. Amounts are in ${cur === 'PHP' ? 'Philippine pesos' : cur} and include the taxes shown.`,
      );
  }
  closingNote(doc, head);
  return finish(doc, `${isVoid ? 'VOID · ' : ''}${head.name} · Invoice ${inv.invoice_id} · ${inv.event_details.name}`);
}

/**
 * The sales by kind, from the shared rule (vat-breakdown.ts) over the invoice's own lines, so they add up to the
 * total the API answers. A non-VAT venue prints no VAT: its sales, any tax its lines still carry (so the total
 * adds up; a non-VAT venue sets its rates to 0), and the total.
 */
function salesTotals(doc: TPdf, head: TLetterhead, inv: TInvoice) {
  const cur = inv.currency;
  const b = vatBreakdown(inv.line_items);
  const amount = (minor: bigint) => money(fromMinor(minor), cur);
  if (head.vatRegistered) {
    totalLine(doc, 'VATable sales', amount(b.vatableMinor));
    // The itemised taxes the invoice answers, else the VAT per rate of its lines (an exempt line has none).
    const taxes = inv.taxes.length ? taxLines(inv) : b.taxes.map((t) => ({ name: 'VAT', rate: t.tax_rate, amount: fromMinor(t.taxMinor) }));
    if (!taxes.length) totalLine(doc, 'VAT', amount(0n));
    for (const t of taxes) totalLine(doc, `${t.name} (${percent(t.rate)})`, money(t.amount, cur));
    totalLine(doc, 'VAT-exempt sales', amount(b.exemptMinor));
    totalLine(doc, 'Zero-rated sales', amount(b.zeroRatedMinor));
  } else {
    totalLine(doc, 'Total sales', money(inv.subtotal, cur));
    for (const t of taxLines(inv)) totalLine(doc, `${t.name === 'VAT' ? 'Tax' : t.name} (${percent(t.rate)})`, money(t.amount, cur));
  }
  totalLine(doc, 'Total amount due', money(inv.total_amount, cur), true);
}
