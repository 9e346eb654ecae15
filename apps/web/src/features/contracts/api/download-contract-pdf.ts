import type { TContract } from '@venue/shared/contracts/contract.schema';
import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';
import { serverDetail } from '@/lib/server-detail';

const DOWNLOAD_FAILED = 'Failed to download contract';

/** Spec section 7: saved as Contract_{id}_{event title}.pdf; a JSON answer (409 before every party signed) shows its detail. */
export async function downloadContractPdf(contract: Pick<TContract, 'id' | 'event'>): Promise<void> {
  let blob: Blob;
  try {
    blob = await fetchAuthorizedBlob(`/contracts/client/contracts/${contract.id}/download_pdf/`);
  } catch (error) {
    throw new Error(serverDetail(error) ?? DOWNLOAD_FAILED);
  }
  // A 200 carrying JSON instead of a PDF is a refusal too.
  if (blob.type.includes('json')) {
    const body = JSON.parse(await blob.text()) as { detail?: string; error?: string };
    throw new Error(body.detail ?? body.error ?? DOWNLOAD_FAILED);
  }
  const title = contract.event.title.replace(/[^\p{L}\p{N}]+/gu, '_');
  saveBlob(blob, `Contract_${contract.id}_${title}.pdf`);
}
