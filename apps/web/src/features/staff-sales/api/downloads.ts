import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';
import { serverDetail } from '@/lib/server-detail';

/** The server's refusal (a contract not signed by everyone yet) is shown with its own words. */
async function download(path: string, fileName: string, fallback: string) {
  let blob: Blob;
  try {
    blob = await fetchAuthorizedBlob(path);
  } catch (error) {
    throw new Error(serverDetail(error) ?? fallback);
  }
  saveBlob(blob, fileName);
}

export const downloadQuotePdf = (id: number) => download(`/staff/quotes/${id}/download_pdf/`, `quote-${id}.pdf`, 'Failed to download the quote');

/** Named as the client's copy is: Contract_{id}_{event title}.pdf. */
export const downloadContractPdf = (contract: { id: number; event: { title: string } }) =>
  download(
    `/staff/contracts/${contract.id}/download_pdf/`,
    `Contract_${contract.id}_${contract.event.title.replace(/[^\p{L}\p{N}]+/gu, '_')}.pdf`,
    'Failed to download the contract',
  );
