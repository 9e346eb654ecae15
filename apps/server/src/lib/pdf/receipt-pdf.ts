import type { TInvoice, TPayment } from '@venue/shared/payments/payments.schema';
import { pesosInWords } from './amount-in-words';
import {
  band,
  closingNote,
  COLORS,
  contentWidth,
  ensureSpace,
  facts,
  finish,
  letterhead,
  longDate,
  money,
  newPdf,
  rule,
  sectionTitle,
  type TLetterhead,
} from './pdf-document';

/** The words BIR RR 7-2024 requires on a supplementary document such as a receipt. */
export const RECEIPT_NOT_FOR_INPUT_TAX = 'This document is not valid for claim of input tax';

const paidStamp = (iso: string) =>
  `${new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))} PHT`;

export function paymentMethod(p: TPayment) {
  const m = p.payment_method_details;
  if (!m) return p.is_manual ? 'Recorded by the venue' : 'Not recorded';
  return `${m.type_display}${m.last_four ? ` ending in ${m.last_four}` : ''}`;
}

/**
 * The official receipt for one payment: what was received, from whom, how, and what it leaves owing. Under the
 * EOPT rules (RA 11976 / BIR RR 7-2024) the invoice is the document for VAT; a receipt is a supplementary one and
 * says so in the BIR's words (RECEIPT_NOT_FOR_INPUT_TAX), with the seller's VAT or NON-VAT TIN line.
 */
export function receiptPdf(
  head: TLetterhead,
  input: { payment: TPayment; invoice: TInvoice | null; client: { name: string; email: string } },
): Promise<Buffer> {
  const { payment: p, invoice, client } = input;
  const receiptNo = p.receipt_number ?? 'not yet issued';
  const gatewayName = p.inferred_payment_method?.gateway_name;
  const doc = newPdf(head, `Official Receipt ${p.receipt_number ?? p.payment_number}`, p.event_details.name);
  letterhead(doc, head, 'Official Receipt', `Receipt No. ${receiptNo} · ${p.status_display}`, { tin: true });
  // A test payment must never pass for a real one, whoever the PDF is forwarded to.
  if (p.is_test) band(doc, 'TEST PAYMENT — no money was moved');
  doc.fillColor(COLORS.ink).font('Sans-Bold').fontSize(9).text(`${RECEIPT_NOT_FOR_INPUT_TAX}.`);
  doc.moveDown(0.6);

  // The amount first and large: it is what the reader looks for.
  ensureSpace(doc, 80);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  const words = p.currency === 'PHP' ? pesosInWords(p.amount) : '';
  doc.font('Sans').fontSize(8.5);
  const boxHeight = 52 + (words ? doc.heightOfString(words, { width: width - 28 }) + 4 : 0);
  doc.roundedRect(left, top, width, boxHeight, 6).fill(COLORS.wash);
  doc
    .fillColor(COLORS.muted)
    .font('Sans')
    .fontSize(9)
    .text('Amount received', left + 14, top + 10, { width: width - 28 });
  doc
    .fillColor(COLORS.green)
    .font('Sans-Bold')
    .fontSize(18)
    .text(money(p.amount, p.currency), left + 14, top + 24, { width: width - 28 });
  if (words)
    doc
      .fillColor(COLORS.ink)
      .font('Sans-Oblique')
      .fontSize(8.5)
      .text(words, left + 14, top + 48, { width: width - 28 });
  doc.x = left;
  doc.y = top + boxHeight + 8;

  sectionTitle(doc, 'Payment');
  facts(doc, [
    ['Receipt number', receiptNo],
    ['Payment number', p.payment_number],
    ['Date paid', p.paid_on ? paidStamp(p.paid_on) : 'Not recorded'],
    ['Received from', `${client.name} (${client.email})`],
    ['For', p.description || p.event_details.name],
    ['Event', p.event_details.name],
    ['Method', paymentMethod(p)],
    // The gateway by its name: its code ("test", "paymongo") is a setting's key, not a reference a payer can quote.
    ...(gatewayName ? ([['Paid through', gatewayName]] as [string, string][]) : []),
  ]);

  sectionTitle(doc, 'Applied to');
  if (invoice) {
    facts(doc, [
      ['Invoice', invoice.invoice_id],
      ['Invoice total', money(invoice.total_amount, invoice.currency)],
      ['Paid to date', money(invoice.paid_amount, invoice.currency)],
      ['Balance remaining', money(invoice.remaining_amount, invoice.currency)],
      ...(invoice.due_date && !invoice.is_fully_paid ? ([['Balance due by', longDate(invoice.due_date)]] as [string, string][]) : []),
    ]);
  } else {
    doc.fillColor(COLORS.muted).font('Sans').fontSize(9).text('This payment is not applied to an invoice.');
  }

  if (p.notes) {
    sectionTitle(doc, 'Notes');
    doc.fillColor(COLORS.ink).font('Sans').fontSize(9).text(p.notes);
  }
  rule(doc);
  doc
    .fillColor(COLORS.muted)
    .font('Sans')
    .fontSize(8)
    .text(
      `Issued electronically by ${head.name.replace(/\.$/, '')}. Keep this receipt with your event records; every payment is also listed in your Client Portal.`,
    );
  closingNote(doc, head);
  return finish(doc, `${p.is_test ? 'TEST PAYMENT · ' : ''}${head.name} · Official Receipt ${receiptNo} · Payment ${p.payment_number}`);
}
