import PDFDocument from 'pdfkit';

/** The venue's letterhead and the small layout vocabulary every PDF shares. */
// The same facts the public site shows (apps/web/src/features/public-site/content/site-content.ts).
export const VENUE = {
  name: 'Havila Gardens',
  address: 'Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal 1980, Philippines',
  contact: 'events@havilagardens.ph  ·  +63 917 842 5561',
};
export const COLORS = { green: '#2E5E3E', gold: '#B8912A', earth: '#6B4F3A', ink: '#2B2B2B', muted: '#6E6E66', line: '#D9D3C3', wash: '#F6F3EA' };

export type TPdf = PDFKit.PDFDocument;

export function newPdf(title: string, subject: string): TPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    info: { Title: title, Subject: subject, Author: VENUE.name, Creator: 'Venue Portal' },
    bufferPages: true,
  });
  return doc;
}

export function letterhead(doc: TPdf, heading: string, reference: string) {
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  doc.rect(0, 0, doc.page.width, 8).fill(COLORS.green);
  doc.fillColor(COLORS.green).font('Times-Bold').fontSize(20).text(VENUE.name, left, 40, { width });
  doc.fillColor(COLORS.muted).font('Helvetica').fontSize(8.5).text(VENUE.address, { width }).text(VENUE.contact, { width });
  doc.moveDown(1.2);
  doc.fillColor(COLORS.ink).font('Times-Bold').fontSize(16).text(heading, { continued: false });
  doc.fillColor(COLORS.gold).font('Helvetica-Bold').fontSize(9).text(reference.toUpperCase(), { characterSpacing: 1 });
  rule(doc);
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
  doc.fillColor(COLORS.green).font('Helvetica-Bold').fontSize(10).text(text.toUpperCase(), { characterSpacing: 0.8 });
  doc.moveDown(0.3);
}

/** Label/value pairs in two columns. */
export function facts(doc: TPdf, pairs: [string, string][]) {
  const { left } = doc.page.margins;
  for (const [label, value] of pairs) {
    ensureSpace(doc, 18);
    const y = doc.y;
    doc.fillColor(COLORS.muted).font('Helvetica').fontSize(9).text(label, left, y, { width: 140 });
    doc
      .fillColor(COLORS.ink)
      .font('Helvetica')
      .fontSize(10)
      .text(value, left + 150, y, { width: 330 });
    doc.y = Math.max(doc.y, y + 14);
  }
  // Text after the table starts at the margin again, not in the value column.
  doc.x = left;
}

export function ensureSpace(doc: TPdf, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Page numbers and a footer line on every page, written once the content is complete. */
export function finish(doc: TPdf, footer: string): Promise<Buffer> {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    const { left, right } = doc.page.margins;
    const width = doc.page.width - left - right;
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc
      .fillColor(COLORS.muted)
      .font('Helvetica')
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
