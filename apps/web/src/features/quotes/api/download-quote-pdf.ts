import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';

/** Spec section 7: the blob is saved as quote-{id}.pdf. */
export async function downloadQuotePdf(id: number): Promise<void> {
  saveBlob(await fetchAuthorizedBlob(`/sales/client/quotes/${id}/download_pdf/`), `quote-${id}.pdf`);
}
