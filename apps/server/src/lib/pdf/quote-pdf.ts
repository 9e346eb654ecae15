import { ratePercentText } from '@venue/shared/payments/document-totals';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import {
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
} from './pdf-document';

/** The quote as a document a client can forward to family or a finance office. */
export function quotePdf(head: TLetterhead, quote: TQuote, client: { name: string; email: string; phone: string; company: string }): Promise<Buffer> {
  const doc = newPdf(head, `Quote ${quote.id}`, quote.event_details.name);
  letterhead(doc, head, 'Quotation', `Quote No. ${quote.id} · Version ${quote.version} · ${quote.status_display}`);

  sectionTitle(doc, 'Prepared for');
  facts(doc, [
    ['Client', client.name],
    ['E-mail', client.email],
    ...(client.phone ? ([['Phone', client.phone]] as [string, string][]) : []),
    ...(client.company ? ([['Company', client.company]] as [string, string][]) : []),
    ['Event', quote.event_details.name],
    ['Issued', longDate(quote.sent_at ?? quote.created_at)],
    ...(quote.valid_until ? ([['Valid until', longDate(quote.valid_until)]] as [string, string][]) : []),
  ]);

  sectionTitle(doc, 'Line items');
  const columns = [
    { label: 'Description', width: 230 },
    { label: 'Qty', width: 40, align: 'right' as const },
    { label: 'Unit price', width: 85, align: 'right' as const },
    { label: 'Tax', width: 35, align: 'right' as const },
    { label: 'Amount', width: 73, align: 'right' as const },
  ];
  const lines = table(doc, columns);
  for (const l of quote.line_items) {
    lines.row([l.description, l.quantity.replace(/\.00$/, ''), money(l.unit_price), ratePercentText(l.tax_rate), money(l.total)]);
  }
  const selected = quote.options.filter((o) => o.is_selected);
  if (selected.length) {
    sectionTitle(doc, 'Selected options');
    const options = table(doc, columns);
    for (const o of selected) options.row([o.name, '1', money(o.total_price), ratePercentText(o.tax_rate), money(o.total_price)]);
  }
  rule(doc, 6);
  totalLine(doc, 'Subtotal', money(quote.subtotal));
  // The discount comes off before tax: the tax is on what the client pays (document-totals.ts).
  if (quote.discount_amount !== '0.00') totalLine(doc, 'Discount', `- ${money(quote.discount_amount)}`);
  totalLine(doc, 'VAT and taxes', money(quote.tax_amount));
  totalLine(doc, 'Total (PHP)', money(quote.total_amount), true);

  if (quote.client_message) {
    sectionTitle(doc, 'Message');
    doc.fillColor(COLORS.ink).font('Serif-Italic').fontSize(10.5).text(quote.client_message);
  }
  sectionTitle(doc, 'Terms');
  doc
    .fillColor(COLORS.muted)
    .font('Sans')
    .fontSize(8.5)
    .text(
      `Prices are in Philippine pesos and include the taxes shown. This quotation is valid until ${quote.valid_until ? longDate(quote.valid_until) : 'further notice'}; accept or decline it in your Client Portal. A reservation is confirmed once the contract is signed and the deposit received.`,
    );
  closingNote(doc, head);
  return finish(doc, `${quote.event_details.name} · Quote ${quote.id} v${quote.version}`);
}
