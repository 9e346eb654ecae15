import { formatMoney } from '@venue/shared/money';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { COLORS, ensureSpace, facts, finish, letterhead, newPdf, rule, sectionTitle } from './pdf-document';

const php = (amount: string) => formatMoney(amount, 'PHP', { displayFormat: 'code', decimalPlaces: 2 });
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'long' }).format(new Date(iso.length === 10 ? `${iso}T12:00:00+08:00` : iso));

/** The quote as a document a client can forward to family or a finance office. */
export function quotePdf(quote: TQuote, client: { name: string; email: string; phone: string; company: string }): Promise<Buffer> {
  const doc = newPdf(`Quote ${quote.id}`, quote.event_details.name);
  letterhead(doc, 'Quotation', `Quote No. ${quote.id} · Version ${quote.version} · ${quote.status_display}`);

  sectionTitle(doc, 'Prepared for');
  facts(doc, [
    ['Client', client.name],
    ['E-mail', client.email],
    ...(client.phone ? ([['Phone', client.phone]] as [string, string][]) : []),
    ...(client.company ? ([['Company', client.company]] as [string, string][]) : []),
    ['Event', quote.event_details.name],
    ['Issued', longDate(quote.sent_at ?? quote.created_at)],
    ['Valid until', quote.valid_until ? longDate(quote.valid_until) : 'Not specified'],
  ]);

  sectionTitle(doc, 'Line items');
  const left = doc.page.margins.left;
  const cols = [
    { label: 'Description', x: left, w: 230, align: 'left' as const },
    { label: 'Qty', x: left + 235, w: 40, align: 'right' as const },
    { label: 'Unit price', x: left + 280, w: 85, align: 'right' as const },
    { label: 'Tax', x: left + 370, w: 35, align: 'right' as const },
    { label: 'Amount', x: left + 410, w: 73, align: 'right' as const },
  ];
  const row = (values: string[], bold = false, shade = false) => {
    ensureSpace(doc, 22);
    const y = doc.y;
    const height = Math.max(16, doc.heightOfString(values[0]!, { width: cols[0]!.w }) + 6);
    if (shade) doc.rect(left - 4, y - 3, 491, height).fill(COLORS.wash);
    doc
      .fillColor(COLORS.ink)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9);
    values.forEach((v, i) => doc.text(v, cols[i]!.x, y, { width: cols[i]!.w, align: cols[i]!.align }));
    doc.x = left;
    doc.y = y + height;
  };
  row(
    cols.map((c) => c.label),
    true,
    true,
  );
  for (const l of quote.line_items) {
    row([l.description, l.quantity.replace(/\.00$/, ''), php(l.unit_price), `${(Number(l.tax_rate) * 100).toFixed(1)}%`, php(l.total)]);
  }
  const selected = quote.options.filter((o) => o.is_selected);
  if (selected.length) {
    sectionTitle(doc, 'Selected options');
    for (const o of selected) row([o.name, '1', php(o.total_price), '-', php(o.total_price)]);
  }
  rule(doc, 6);
  const total = (label: string, value: string, strong = false) => {
    ensureSpace(doc, 18);
    const y = doc.y;
    doc
      .fillColor(strong ? COLORS.green : COLORS.ink)
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10);
    doc.text(label, left + 200, y, { width: 150, align: 'right' }).text(value, left + 355, y, { width: 128, align: 'right' });
    doc.x = left;
    doc.y = y + (strong ? 20 : 15);
  };
  total('Subtotal', php(quote.subtotal));
  total('VAT and taxes', php(quote.tax_amount));
  if (quote.discount_amount !== '0.00') total('Discount', `- ${php(quote.discount_amount)}`);
  total('Total (PHP)', php(quote.total_amount), true);

  if (quote.client_message) {
    sectionTitle(doc, 'Message');
    doc.fillColor(COLORS.ink).font('Times-Italic').fontSize(10.5).text(quote.client_message);
  }
  sectionTitle(doc, 'Terms');
  doc
    .fillColor(COLORS.muted)
    .font('Helvetica')
    .fontSize(8.5)
    .text(
      `Prices are in Philippine pesos and include the taxes shown. This quotation is valid until ${quote.valid_until ? longDate(quote.valid_until) : 'further notice'}; accept or decline it in your Client Portal. A reservation is confirmed once the contract is signed and the deposit received.`,
    );
  return finish(doc, `${quote.event_details.name} · Quote ${quote.id} v${quote.version}`);
}
