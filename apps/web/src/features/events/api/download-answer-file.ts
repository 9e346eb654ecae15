import type { TAnswerFile } from '@venue/shared/events/questionnaire.schema';
import { fetchAuthorizedBlobAt, saveBlob } from '@/lib/authorized-download';

/** download_url is an authorized API address: the file is fetched with the token and saved under its own name. */
export async function downloadAnswerFile(file: Pick<TAnswerFile, 'name' | 'download_url'>): Promise<void> {
  saveBlob(await fetchAuthorizedBlobAt(file.download_url), file.name);
}
