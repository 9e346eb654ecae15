import type { TCreditNote } from '@venue/shared/payments/credit-note';
import { closingNote, facts, finish, letterhead, longDate, money, newPdf, rule, sectionTitle, totalLine, type TLetterhead } from './pdf-document';

/**
 * The credit note a refund against an invoice issues (issue 41): titled CREDIT NOTE, its own number in the CN
 * series, the seller's TIN line, the buyer, the invoice it corrects, and the amount credited with its VAT part
 * (the invoice's VAT in proportion, shared payments/credit-note.ts). A venue not VAT-registered prints no VAT.
 */
export function creditNotePdf(
  head: TLetterhead,
  input: { note: TCreditNote; client: { name: string; email: string; address: string; tin: string }; eventName: string },
): Promise<Buffer> {
  const { note: n, client } = input;
  const cur = n.currency;
  const doc = newPdf(head, `Credit Note ${n.credit_note_number}`, input.eventName);
  letterhead(doc, head, 'CREDIT NOTE', `Credit Note No. ${n.credit_note_number}`, { tin: true });

  sectionTitle(doc, 'Issued to');
  facts(doc, [
    ['Buyer', client.name],
    ...(client.address ? ([['Address', client.address]] as [string, string][]) : []),
    ...(client.tin ? ([['TIN', client.tin]] as [string, string][]) : []),
    ['E-mail', client.email],
    ['Event', input.eventName],
  ]);

  sectionTitle(doc, 'Correction');
  facts(doc, [
    ['Credit note number', n.credit_note_number],
    ['Date', longDate(n.issue_date)],
    ['Corrects invoice', n.invoice_number],
    ['Refund', n.refund_number],
    ['Reason', n.reason || 'Refund'],
  ]);
  rule(doc, 6);
  if (head.vatRegistered) {
    totalLine(doc, 'VATable sales', money(n.vatable_amount, cur));
    totalLine(doc, 'VAT', money(n.vat_amount, cur));
    totalLine(doc, 'VAT-exempt sales', money(n.exempt_amount, cur));
  }
  totalLine(doc, 'Amount credited', money(n.amount, cur), true);
  closingNote(doc, head);
  return finish(doc, `${head.name} · Credit Note ${n.credit_note_number} · Invoice ${n.invoice_number}`);
}
