import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CURRENCIES, formatMoney, type TCurrency } from '@venue/shared/money';

/**
 * The venue's letterhead and the small layout vocabulary every PDF shares. What the head and foot print comes
 * from Venue Details (modules/venue letterheadOf), read when the document is made, and is passed in here.
 */
export interface TLetterhead {
  /** The business name documents print. */
  name: string;
  address: string;
  contact: string;
  /** Printed on receipts and invoices when set. */
  tin: string;
  /** VAT-registered with the BIR: invoices print "VAT Reg. TIN" and the VAT; else "NON-VAT Reg. TIN" (EOPT). */
  vatRegistered: boolean;
  /** A closing line under each document's content, when set. */
  footerNote: string;
  /** The brand colour (AA against white): the top band and the name. */
  color: string;
  /** The venue's logo (PNG or JPEG), printed at the head's right when the venue has one. */
  logo?: Buffer | null;
}
export const COLORS = {
  green: '#2E5E3E',
  gold: '#B8912A',
  earth: '#6B4F3A',
  ink: '#2B2B2B',
  muted: '#6E6E66',
  line: '#D9D3C3',
  wash: '#F6F3EA',
  alert: '#A3372B',
  alertWash: '#FBEDEA',
};

export type TPdf = PDFKit.PDFDocument;

// The 14 standard PDF fonts have no peso sign (nor many other glyphs a client's name may carry), so every PDF
// embeds DejaVu. The files are resolved from node_modules at run time: the esbuild bundle keeps npm packages
// external, so this works the same from source (tsx, vitest) and from dist/server.js. Resolving at import
// time makes a missing font package fail at start-up rather than on the first download.
const fontPath = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
export const FONTS = {
  Sans: fontPath('DejaVuSans.ttf'),
  'Sans-Bold': fontPath('DejaVuSans-Bold.ttf'),
  'Sans-Oblique': fontPath('DejaVuSans-Oblique.ttf'),
  Serif: fontPath('DejaVuSerif.ttf'),
  'Serif-Bold': fontPath('DejaVuSerif-Bold.ttf'),
  'Serif-Italic': fontPath('DejaVuSerif-Italic.ttf'),
  Mono: fontPath('DejaVuSansMono.ttf'),
  'Mono-Bold': fontPath('DejaVuSansMono-Bold.ttf'),
};

export function newPdf(head: TLetterhead, title: string, subject: string, size: 'A4' | 'LETTER' = 'A4'): TPdf {
  const doc = new PDFDocument({
    size,
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    info: { Title: title, Subject: subject, Author: head.name, Creator: head.name },
    bufferPages: true,
    // Starting in an embedded font keeps Helvetica out of the file altogether.
    font: FONTS.Sans,
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  return doc;
}

/** Amounts with their currency's sign and centavos: "₱385,000.00". */
export function money(amount: string, currency = 'PHP') {
  const known = (currency in CURRENCIES ? currency : 'PHP') as TCurrency;
  return formatMoney(amount, known, { displayFormat: 'symbol', decimalPlaces: 2 });
}

/** A venue calendar day ('YYYY-MM-DD') or an instant, as a long date in Manila. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'long' }).format(new Date(iso.length === 10 ? `${iso}T12:00:00+08:00` : iso));

export const contentWidth = (doc: TPdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function letterhead(doc: TPdf, head: TLetterhead, heading: string, reference: string, opts: { tin?: boolean } = {}) {
  const { left } = doc.page.margins;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(head.color);
  // The logo sits at the right of the name, in a box of its own; the name and address wrap before it.
  const logoBox = { width: 110, height: 52 };
  const textWidth = head.logo ? width - logoBox.width - 16 : width;
  if (head.logo) {
    try {
      doc.image(head.logo, left + width - logoBox.width, 32, { fit: [logoBox.width, logoBox.height], align: 'right' });
    } catch {
      // An image PDFKit cannot read leaves the head without a logo rather than the client without a document.
    }
  }
  doc.fillColor(head.color).font('Serif-Bold').fontSize(20).text(head.name, left, 40, { width: textWidth });
  doc.fillColor(COLORS.muted).font('Sans').fontSize(8.5).text(head.address, { width: textWidth }).text(head.contact, { width: textWidth });
  const tin = opts.tin ? taxpayerLine(head) : '';
  if (tin) doc.text(tin, { width: textWidth });
  if (head.logo) doc.y = Math.max(doc.y, 32 + logoBox.height);
  doc.moveDown(1.2);
  doc.fillColor(COLORS.ink).font('Serif-Bold').fontSize(16).text(heading, { continued: false });
  doc.fillColor(COLORS.gold).font('Sans-Bold').fontSize(9).text(reference.toUpperCase(), { characterSpacing: 1 });
  rule(doc);
}

/**
 * The seller's TIN as the EOPT rules (BIR RR 7-2024) print it on invoices and receipts: "VAT Reg. TIN: ..." or
 * "NON-VAT Reg. TIN: ..."; a non-VAT venue without a TIN still says it is not VAT-registered.
 */
export function taxpayerLine(head: Pick<TLetterhead, 'tin' | 'vatRegistered'>): string {
  if (!head.vatRegistered) return head.tin ? `NON-VAT Reg. TIN: ${head.tin}` : 'NON-VAT Registered';
  return head.tin ? `VAT Reg. TIN: ${head.tin}` : '';
}

export function rule(doc: TPdf, gap = 10) {
  const { left, right } = doc.page.margins;
  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - right, doc.y)
    .lineWidth(0.6)
    .strokeColor(COLORS.line)
    .stroke();
  doc.y += gap;
}

export function sectionTitle(doc: TPdf, text: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.fillColor(COLORS.green).font('Sans-Bold').fontSize(10).text(text.toUpperCase(), { characterSpacing: 0.8 });
  doc.moveDown(0.3);
}

/** A full-width coloured band with one bold line: test payments, overdue invoices. */
export function band(doc: TPdf, text: string, tone: 'alert' | 'notice' = 'alert') {
  ensureSpace(doc, 40);
  const { left } = doc.page.margins;
  const width = contentWidth(doc);
  const y = doc.y;
  const [ink, wash] = tone === 'alert' ? [COLORS.alert, COLORS.alertWash] : [COLORS.earth, COLORS.wash];
  doc.font('Sans-Bold').fontSize(11);
  const height = doc.heightOfString(text, { width: width - 24 }) + 16;
  doc.rect(left, y, width, height).fill(wash);
  doc.rect(left, y, 4, height).fill(ink);
  doc.fillColor(ink).text(text, left + 14, y + 8, { width: width - 24 });
  doc.x = left;
  doc.y = y + height + 8;
}

/** Label/value pairs in two columns. */
export function facts(doc: TPdf, pairs: [string, string][]) {
  const { left } = doc.page.margins;
  for (const [label, value] of pairs) {
    ensureSpace(doc, 18);
    const y = doc.y;
    doc.fillColor(COLORS.muted).font('Sans').fontSize(9).text(label, left, y, { width: 140 });
    doc
      .fillColor(COLORS.ink)
      .font('Sans')
      .fontSize(10)
      .text(value, left + 150, y, { width: 330 });
    doc.y = Math.max(doc.y, y + 14);
  }
  // Text after the table starts at the margin again, not in the value column.
  doc.x = left;
}

export interface TColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}
export interface TRowOptions {
  bold?: boolean;
  /** A smaller muted line under the first cell (how a price was made up). */
  detail?: string;
}

/**
 * A table whose rows may wrap. A row never splits across pages, and a new page repeats the header so a long
 * invoice stays readable on its own sheet. Column widths plus 5pt gaps should add up to the content width.
 */
export function table(doc: TPdf, columns: TColumn[]) {
  const left = doc.page.margins.left;
  const xs = columns.map((_, i) => left + columns.slice(0, i).reduce((sum, c) => sum + c.width + 5, 0));
  const font = (bold: boolean) => doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(9);
  const measure = (values: string[], o: TRowOptions) => {
    font(!!o.bold);
    const cells = values.map((v, i) => doc.heightOfString(v, { width: columns[i]!.width }));
    const detail = o.detail ? doc.font('Sans').fontSize(7.5).heightOfString(o.detail, { width: columns[0]!.width }) + 1 : 0;
    return Math.max(16, Math.max(...cells.map((h, i) => (i === 0 ? h + detail : h))) + 6);
  };
  const draw = (values: string[], o: TRowOptions, shade: boolean) => {
    const height = measure(values, o);
    const y = doc.y;
    if (shade) doc.rect(left - 4, y - 3, contentWidth(doc) + 8, height).fill(COLORS.wash);
    font(!!o.bold).fillColor(COLORS.ink);
    values.forEach((v, i) => doc.text(v, xs[i], y, { width: columns[i]!.width, align: columns[i]!.align ?? 'left' }));
    if (o.detail) {
      const below = y + doc.heightOfString(values[0]!, { width: columns[0]!.width }) + 1;
      doc.fillColor(COLORS.muted).font('Sans').fontSize(7.5).text(o.detail, left, below, { width: columns[0]!.width });
    }
    doc.x = left;
    doc.y = y + height;
  };
  const header = () =>
    draw(
      columns.map((c) => c.label),
      { bold: true },
      true,
    );
  // The header is kept with at least one row.
  ensureSpace(doc, 44);
  header();
  return {
    row(values: string[], o: TRowOptions = {}) {
      if (doc.y + measure(values, o) > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        header();
      }
      draw(values, o, false);
    },
  };
}

/** One line of a totals block, right-aligned under the amount column. */
export function totalLine(doc: TPdf, label: string, value: string, strong = false) {
  ensureSpace(doc, 20);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc
    .fillColor(strong ? COLORS.green : COLORS.ink)
    .font(strong ? 'Sans-Bold' : 'Sans')
    .fontSize(strong ? 12 : 10);
  doc.text(label, left + 160, y, { width: 190, align: 'right' }).text(value, left + 355, y, { width: 128, align: 'right' });
  doc.x = left;
  doc.y = y + (strong ? 20 : 15);
}

export function ensureSpace(doc: TPdf, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Page numbers and a footer line on every page, written once the content is complete. */
/** The venue's closing note (Venue Details), under the content, when it has one. */
export function closingNote(doc: TPdf, head: TLetterhead) {
  if (!head.footerNote) return;
  ensureSpace(doc, 30);
  doc.moveDown(0.8);
  doc
    .fillColor(COLORS.muted)
    .font('Sans-Oblique')
    .fontSize(8.5)
    .text(head.footerNote, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

export function finish(doc: TPdf, footer: string): Promise<Buffer> {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    const { left } = doc.page.margins;
    const width = contentWidth(doc);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc
      .fillColor(COLORS.muted)
      .font('Sans')
      .fontSize(7.5)
      .text(footer, left, bottom, { width: width - 60, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width - 60, bottom, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = keep;
  }
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
