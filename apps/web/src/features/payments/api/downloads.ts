import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';

/** Spec section 7: saved as receipt-payment-{id}.pdf and invoice-{id}.pdf. */
export async function downloadReceipt(paymentId: number): Promise<void> {
  saveBlob(await fetchAuthorizedBlob(`/payments/client/payments/${paymentId}/download_receipt/`), `receipt-payment-${paymentId}.pdf`);
}

/** A refund's credit note (issue 41), saved under its number. */
export async function downloadCreditNote(id: number, number: string): Promise<void> {
  saveBlob(await fetchAuthorizedBlob(`/payments/client/credit-notes/${id}/download_pdf/`), `credit-note-${number}.pdf`);
}

export async function downloadInvoicePdf(invoiceId: number): Promise<void> {
  saveBlob(await fetchAuthorizedBlob(`/payments/client/invoices/${invoiceId}/download_pdf/`), `invoice-${invoiceId}.pdf`);
}
