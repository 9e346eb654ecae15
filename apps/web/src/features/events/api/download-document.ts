import { extensionOf, type TEventDocument } from '@venue/shared/events/document.schema';
import { refreshTokens } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { authStorage } from '@/lib/storage';

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

const fetchFile = (url: string, access?: string) =>
  fetch(url, { credentials: 'include', headers: access ? { Authorization: `Bearer ${access}` } : {} });

/**
 * download_url is an authorized API address, so a plain link would arrive without the bearer token: the file
 * is fetched as a blob and saved under the document's name (with the stored file's extension).
 */
export async function downloadDocument(doc: TEventDocument): Promise<void> {
  let res = await fetchFile(doc.download_url, authStorage.getTokens()?.access);
  if (res.status === 401) res = await fetchFile(doc.download_url, (await refreshTokens()).access);
  if (!res.ok) throw new ApiError(res.status, null);
  const blob = await res.blob();
  const ext = EXTENSION_OF_TYPE[doc.file_type] ?? '';
  const fileName = extensionOf(doc.name) === ext || !ext ? doc.name : `${doc.name}${ext}`;
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser's download manager.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
