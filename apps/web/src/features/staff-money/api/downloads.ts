import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';
import { serverDetail } from '@/lib/server-detail';

/** A refund's credit note (issue 41), saved under its number. */
export async function downloadCreditNote(id: number, number: string) {
  let blob: Blob;
  try {
    blob = await fetchAuthorizedBlob(`/staff/credit-notes/${id}/download_pdf/`);
  } catch (error) {
    throw new Error(serverDetail(error) ?? 'Failed to download the credit note');
  }
  saveBlob(blob, `credit-note-${number}.pdf`);
}
