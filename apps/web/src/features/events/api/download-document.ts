import { extensionOf, type TEventDocument } from '@venue/shared/events/document.schema';
import { fetchAuthorizedBlobAt, saveBlob } from '@/lib/authorized-download';

/** file_type is the stored MIME type; the saved file gets the matching extension of the allowed list. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'text/plain': '.txt',
  'application/rtf': '.rtf',
  'text/rtf': '.rtf',
};

/**
 * download_url is an authorized API address, so a plain link would arrive without the bearer token: the file
 * is fetched as a blob and saved under the document's name (with the stored file's extension).
 */
export async function downloadDocument(doc: TEventDocument): Promise<void> {
  const blob = await fetchAuthorizedBlobAt(doc.download_url);
  const ext = EXTENSION_OF_TYPE[doc.file_type] ?? '';
  saveBlob(blob, extensionOf(doc.name) === ext || !ext ? doc.name : `${doc.name}${ext}`);
}
