import type { TContract, TContractEvent } from '@venue/shared/contracts/contract.schema';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import { htmlToBlocks } from './html-blocks';
import { closingNote, COLORS, ensureSpace, facts, finish, letterhead, money, newPdf, rule, sectionTitle, type TLetterhead } from './pdf-document';

const stamp = (iso: string) =>
  `${new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso))} PHT (${iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')})`;
const shortStamp = (iso: string) =>
  `${new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))} PHT`;

export interface TSignedImage {
  role: string;
  /** An 8-bit RGB PNG without alpha (lib/user-image.ts pdfSafePng), or null when the stored image is unreadable. */
  data: Buffer | null;
}

/** The signed contract: its content, every signature with who and when, and a certificate page. */
export function signedContractPdf(head: TLetterhead, c: TContract, images: TSignedImage[], log: TContractEvent[], verifyUrl: string): Promise<Buffer> {
  const reference = `C-${String(c.id).padStart(6, '0')}`;
  const doc = newPdf(head, `${c.template_name} ${reference}`, c.event.title);
  letterhead(doc, head, c.template_name, `${reference}${c.is_amendment ? ` · Amendment ${c.amendment_number ?? ''}` : ''} · ${c.status_display}`);
  facts(doc, [
    ['Event', c.event.title],
    ['Event date', new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'full' }).format(new Date(`${c.event.start_date}T12:00:00+08:00`))],
    ['Contract value', money(c.contract_value, c.currency)],
    ...(c.payment_schedule_reference ? ([['Payment schedule', c.payment_schedule_reference]] as [string, string][]) : []),
    ['Fully signed', c.fully_signed_at ? stamp(c.fully_signed_at) : 'Not yet'],
  ]);
  rule(doc);

  const blocks = htmlToBlocks(c.content);
  // The letterhead already carries the title; do not print it twice.
  if (blocks[0]?.kind === 'heading' && blocks[0].text === c.template_name) blocks.shift();
  for (const block of blocks) {
    ensureSpace(doc, 40);
    if (block.kind === 'heading') {
      doc
        .moveDown(0.5)
        .fillColor(COLORS.green)
        .font('Serif-Bold')
        .fontSize(block.level <= 2 ? 13 : 11.5)
        .text(block.text);
      doc.moveDown(0.2);
    } else if (block.kind === 'bullet') {
      doc.fillColor(COLORS.ink).font('Serif').fontSize(10.5).list([block.text], { bulletRadius: 1.6, textIndent: 12, bulletIndent: 6, lineGap: 2 });
    } else {
      doc.fillColor(COLORS.ink).font('Serif').fontSize(10.5).text(block.text, { lineGap: 2.5, align: 'justify' });
      doc.moveDown(0.5);
    }
  }

  sectionTitle(doc, 'Signatures');
  // Two signature blocks per row, kept together on one page.
  const left = doc.page.margins.left;
  const boxW = 236;
  for (let i = 0; i < c.signatures.length; i += 2) {
    ensureSpace(doc, 150);
    const top = doc.y;
    c.signatures.slice(i, i + 2).forEach((s, col) => {
      const x = left + col * (boxW + 11);
      doc.roundedRect(x, top, boxW, 140, 6).lineWidth(0.6).strokeColor(COLORS.line).stroke();
      const image = images.find((im) => im.role === s.role);
      if (image) drawSignature(doc, image.data, s.signer_name, x + 12, top + 8, boxW - 24);
      doc
        .moveTo(x + 12, top + 68)
        .lineTo(x + boxW - 12, top + 68)
        .strokeColor(COLORS.muted)
        .stroke();
      doc
        .fillColor(COLORS.ink)
        .font('Sans-Bold')
        .fontSize(9.5)
        .text(s.signer_name, x + 12, top + 74, { width: boxW - 24 });
      doc.font('Sans').fontSize(8).fillColor(COLORS.muted);
      doc.text(`${s.role_display}${s.signer_title ? ` · ${s.signer_title}` : ''}`, { width: boxW - 24 });
      doc.text(s.signer_email, { width: boxW - 24 });
      doc.text(`Signed ${shortStamp(s.signed_at)}`, { width: boxW - 24 });
      doc.text(`Electronic signature · consent ${s.consent_version}`, { width: boxW - 24 });
    });
    doc.x = left;
    doc.y = top + 150;
  }

  // Certificate of completion: the evidence in one place.
  closingNote(doc, head);
  doc.addPage();
  letterhead(doc, head, 'Certificate of Completion', `${reference} · electronic signature record`);
  facts(doc, [
    ['Document', `${c.template_name} for ${c.event.title}`],
    ['Status', c.status_display],
    ['Completed', c.fully_signed_at ? stamp(c.fully_signed_at) : 'Not completed'],
    ['Signers', c.signatures.map((s) => `${s.signer_name} (${s.role_display})`).join(', ')],
  ]);
  sectionTitle(doc, 'Document fingerprints (SHA-256)');
  doc.fillColor(COLORS.muted).font('Sans').fontSize(8.5).text('Contract content, exactly as shown to every signer:');
  doc.fillColor(COLORS.ink).font('Mono').fontSize(8.5).text(c.content_hash);
  doc.moveDown(0.4).fillColor(COLORS.muted).font('Sans').fontSize(8.5).text('Signed record (content fingerprint plus every signature):');
  doc
    .fillColor(COLORS.ink)
    .font('Mono-Bold')
    .fontSize(8.5)
    .text(c.final_document_hash ?? 'not sealed');
  doc.moveDown(0.4).fillColor(COLORS.muted).font('Sans').fontSize(8.5).text('Verify this record at:');
  doc.fillColor(COLORS.green).font('Sans').fontSize(8.5).text(verifyUrl, { link: verifyUrl, underline: true });

  sectionTitle(doc, 'Audit trail');
  for (const e of log) {
    ensureSpace(doc, 40);
    const y = doc.y;
    doc.fillColor(COLORS.ink).font('Sans-Bold').fontSize(8.5).text(e.event_type.replace(/_/g, ' ').toUpperCase(), doc.page.margins.left, y, { width: 90 });
    doc
      .font('Sans')
      .fontSize(8.5)
      .text(`${e.description}`, doc.page.margins.left + 95, y, { width: 388 });
    doc
      .fillColor(COLORS.muted)
      .fontSize(7.5)
      .text(`${stamp(e.occurred_at)} · ${e.actor_name}${e.ip_address ? ` · IP ${e.ip_address}` : ''}${e.user_agent ? ` · ${e.user_agent.slice(0, 90)}` : ''}`, {
        width: 388,
      });
    doc.moveDown(0.5);
  }
  doc.x = doc.page.margins.left;
  sectionTitle(doc, ESIGN_CONSENT.title);
  doc.fillColor(COLORS.muted).font('Sans').fontSize(8).text(`Version ${ESIGN_CONSENT.version}, accepted by each signer before signing:`);
  for (const p of ESIGN_CONSENT.paragraphs) doc.moveDown(0.3).fillColor(COLORS.ink).fontSize(8).text(p, { align: 'justify' });
  return finish(doc, `${head.name} · ${reference} · record ${c.final_document_hash?.slice(0, 16) ?? ''}`);
}

/**
 * A stored image that cannot be decoded must not make the signed record unreadable forever: the box then shows
 * the signer's typed name with a note, and the certificate page still carries every hash that proves what was
 * signed. The image given here was already decoded and re-encoded as plain RGB (no alpha, not interlaced), which
 * pdfkit embeds without inflating it: pdfkit's own PNG decoding runs in an async zlib callback, where a throw
 * escapes every try and ends the process.
 */
function drawSignature(doc: PDFKit.PDFDocument, data: Buffer | null, signerName: string, x: number, y: number, width: number) {
  if (data && isPlainRgbPng(data)) {
    try {
      doc.image(data, x, y, { fit: [width, 56] });
      return;
    } catch {
      // Falls through to the note.
    }
  }
  doc
    .save()
    .font('Serif-Italic')
    .fontSize(15)
    .fillColor(COLORS.ink)
    .text(signerName, x, y + 14, { width });
  doc
    .font('Sans-Oblique')
    .fontSize(7.5)
    .fillColor('#666666')
    .text('Signature image could not be read (see the signature record on the certificate page).', x, y + 36, { width });
  doc.restore();
}

/** 8-bit truecolour (2), non-interlaced, and no tRNS before the data: the PNG pdfkit embeds without decoding it. */
function isPlainRgbPng(data: Buffer): boolean {
  if (data.length < 33 || data.readUInt32BE(8) !== 13 || data.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (data[24] !== 8 || data[25] !== 2 || data[28] !== 0) return false;
  for (let at = 33; at + 8 <= data.length;) {
    const type = data.toString('latin1', at + 4, at + 8);
    if (type === 'tRNS') return false;
    if (type === 'IDAT') return true;
    at += 12 + data.readUInt32BE(at);
  }
  return false;
}
