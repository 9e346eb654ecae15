import { EVENT_ITEM_KIND_LABELS } from '@venue/shared/events/event-items.schema';
import { SHEET_PAPER_LABELS, type TEventSheet, type TSheetPaper } from '@venue/shared/staff/event-sheet.schema';
import { clockText, minutesText, quantityText, sheetDate, sheetTime } from '@venue/shared/staff/event-sheet';
import { band, COLORS, contentWidth, facts, finish, letterhead, money, newPdf, sectionTitle, table, type TLetterhead } from './pdf-document';

const muted = (doc: PDFKit.PDFDocument, text: string) => doc.fillColor(COLORS.muted).font('Sans').fontSize(9).text(text);

/**
 * The event sheet as the venue prints it (issue 41): who to call, when, where, for how many, what was booked,
 * what needs care, the run of show, the suppliers and the team's notes. Column widths follow the paper's width,
 * so A4 and Letter both fit.
 */
export function eventSheetPdf(head: TLetterhead, sheet: TEventSheet, paper: TSheetPaper): Promise<Buffer> {
  const doc = newPdf(head, `Event sheet: ${sheet.name}`, sheet.name, paper === 'letter' ? 'LETTER' : 'A4');
  const when = sheet.starts_at ? sheetDate(sheet.starts_at) : 'Date not set';
  letterhead(doc, head, `Event sheet: ${sheet.name}`, `Version ${sheet.version} · ${when}`);
  const w = contentWidth(doc);
  const cols = (...parts: number[]) => parts.map((p) => Math.floor(((w - 5 * (parts.length - 1)) * p) / 100));

  if (sheet.care_notes.length) band(doc, `Needs care: ${sheet.care_notes.map((n) => `${n.label}: ${n.text}`).join(' · ')}`);

  sectionTitle(doc, 'Event');
  const space = sheet.space;
  facts(doc, [
    ['Event', `${sheet.name} (${sheet.event_type_name})`],
    ['Date', when],
    ['Time', sheet.starts_at && sheet.ends_at ? `${sheetTime(sheet.starts_at)} to ${sheetTime(sheet.ends_at)}` : 'Not set'],
    ['Space', space?.name ?? 'Not set'],
    ...(space && space.setup_from ? ([['Setup', `From ${sheetTime(space.setup_from)} (${minutesText(space.setup_minutes)})`]] as [string, string][]) : []),
    ...(space && space.teardown_until
      ? ([['Teardown', `Until ${sheetTime(space.teardown_until)} (${minutesText(space.teardown_minutes)})`]] as [string, string][])
      : []),
    ['Guests', sheet.guest_count === null ? 'Not set' : String(sheet.guest_count)],
    ['Coordinator', sheet.coordinator?.name ?? 'Not assigned'],
  ]);

  sectionTitle(doc, 'Contacts');
  const contacts = table(
    doc,
    cols(20, 30, 30, 20).map((width, i) => ({ label: ['Role', 'Name', 'E-mail', 'Phone'][i]!, width })),
  );
  for (const c of sheet.contacts) contacts.row([c.role, c.name, c.email, c.phone || '—']);

  sectionTitle(doc, 'Package and add-ons');
  if (sheet.items.length) {
    const items = table(
      doc,
      cols(20, 60, 20).map((width, i) => ({ label: ['Kind', 'Item', 'Quantity'][i]!, width, align: i === 2 ? ('right' as const) : undefined })),
    );
    for (const i of sheet.items) items.row([EVENT_ITEM_KIND_LABELS[i.kind], i.name, quantityText(i.quantity)]);
  } else muted(doc, 'Nothing booked through the booking wizard.');

  sectionTitle(doc, 'Answers');
  if (sheet.answers.length) {
    const answers = table(
      doc,
      cols(40, 60).map((width, i) => ({ label: ['Question', 'Answer'][i]!, width })),
    );
    for (const a of sheet.answers) answers.row([a.care ? `Care: ${a.question}` : a.question, a.answer], { bold: a.care });
  } else muted(doc, 'No answers yet.');

  sectionTitle(doc, 'Run of show');
  if (sheet.run_of_show.length) {
    const run = table(
      doc,
      cols(15, 55, 30).map((width, i) => ({ label: ['Time', 'What', 'Who'][i]!, width })),
    );
    for (const r of sheet.run_of_show) run.row([clockText(r.time), r.what, r.who || '—']);
  } else muted(doc, 'No run of show yet.');

  sectionTitle(doc, 'Suppliers');
  if (sheet.suppliers.length) {
    const sup = table(
      doc,
      cols(18, 28, 20, 14, 20).map((width, i) => ({
        label: ['Role', 'Name', 'Phone', 'Arrives', 'Cost'][i]!,
        width,
        align: i === 4 ? ('right' as const) : undefined,
      })),
    );
    for (const s of sheet.suppliers)
      sup.row([s.role, s.name, s.phone || '—', s.arrives_at ? clockText(s.arrives_at) : '—', s.cost === null ? '—' : money(s.cost)]);
  } else muted(doc, 'No suppliers yet.');

  sectionTitle(doc, 'Internal notes');
  if (sheet.internal_notes.length) {
    for (const n of sheet.internal_notes) {
      doc.fillColor(COLORS.ink).font('Sans').fontSize(9).text(n.content);
      muted(doc, `${n.created_by}, ${sheetDate(n.created_at)}`);
      doc.moveDown(0.3);
    }
  } else muted(doc, 'No internal notes.');

  const changed = sheet.changed_at ? `changed ${sheetDate(sheet.changed_at)} ${sheetTime(sheet.changed_at)}` : 'as first made';
  return finish(doc, `${head.name} · Event sheet version ${sheet.version}, ${changed} · ${SHEET_PAPER_LABELS[paper]} · Internal: not for the client`);
}
