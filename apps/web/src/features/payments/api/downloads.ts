import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';

/** Spec section 7: saved as receipt-payment-{id}.pdf and invoice-{id}.pdf. */
export async function downloadReceipt(paymentId: number): Promise<void> {
  saveBlob(await fetchAuthorizedBlob(`/payments/client/payments/${paymentId}/download_receipt/`), `receipt-payment-${paymentId}.pdf`);
}

export async function downloadInvoicePdf(invoiceId: number): Promise<void> {
  saveBlob(await fetchAuthorizedBlob(`/payments/client/invoices/${invoiceId}/download_pdf/`), `invoice-${invoiceId}.pdf`);
}
