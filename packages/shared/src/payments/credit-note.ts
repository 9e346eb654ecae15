import { z } from 'zod';
import type { TTaxedLine } from './document-totals';
import { vatBreakdown } from './vat-breakdown';

/**
 * A credit note's VAT part (issue 41): a refund corrects its invoice in proportion to what the invoice billed. The
 * refunded amount (VAT included, as the client paid it) is split like the invoice's total: VAT = amount × the
 * invoice's VAT ÷ its total, exempt = amount × exempt ÷ total (each rounded half up to the centavo), and the VATable
 * part is what remains, so the three add up to the amount exactly. An invoice with no total counts as exempt.
 */
export interface TCreditNoteSplit {
  vatableMinor: bigint;
  vatMinor: bigint;
  exemptMinor: bigint;
}

const share = (amount: bigint, part: bigint, whole: bigint) => (amount * part * 2n + whole) / (2n * whole);

export function creditNoteSplit(invoiceLines: readonly TTaxedLine[], amountMinor: bigint): TCreditNoteSplit {
  const b = vatBreakdown(invoiceLines);
  if (b.totalMinor <= 0n || amountMinor <= 0n) return { vatableMinor: 0n, vatMinor: 0n, exemptMinor: amountMinor };
  const vat = b.vatMinor > 0n ? share(amountMinor, b.vatMinor, b.totalMinor) : 0n;
  const exempt = b.exemptMinor > 0n ? share(amountMinor, b.exemptMinor, b.totalMinor) : 0n;
  return { vatableMinor: amountMinor - vat - exempt, vatMinor: vat, exemptMinor: exempt };
}

/** A credit note as the money screens list it (the staff event's money, the client's refunds). */
export const ZCreditNote = z.object({
  id: z.number().int(),
  credit_note_number: z.string(),
  invoice: z.number().int(),
  invoice_number: z.string(),
  refund_number: z.string(),
  issue_date: z.string(),
  amount: z.string(),
  vatable_amount: z.string(),
  vat_amount: z.string(),
  exempt_amount: z.string(),
  currency: z.string(),
  reason: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found.';

/** POST /api/staff/invoices/{id}/void/ */
export const ZVoidInvoiceRequest = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(500, 'Reason must be at most 500 characters long'),
});
export type TVoidInvoiceRequest = z.input<typeof ZVoidInvoiceRequest>;

/** Why an invoice cannot be voided (409): the catalogue's texts. */
export const VOID_PAID_INVOICE = 'Refund the payments on this invoice before voiding it.';
export const VOID_PAYMENT_IN_PROGRESS =
  'A payment on this invoice is still in progress or waiting to be confirmed. Settle or reject it before voiding the invoice.';
export const VOID_ALREADY = 'This invoice is already void.';
export const INVOICE_VOIDED = 'Invoice voided.';
