import { API_ROOT, refreshTokens } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { authStorage } from '@/lib/storage';

const fetchWith = (url: string, access?: string) => fetch(url, { credentials: 'include', headers: access ? { Authorization: `Bearer ${access}` } : {} });

/**
 * PDFs come from authorized API addresses, so a plain link would arrive without the bearer token: they are
 * fetched as a blob (refreshing the token once on 401) and then handed to the browser as a download.
 * A refusal keeps the server's JSON body on the ApiError so callers can show its detail.
 */
export const fetchAuthorizedBlob = (path: string): Promise<Blob> => fetchAuthorizedBlobAt(`${API_ROOT}${path}`);

/** The same for an address the server gave in full (a document's download_url). */
export async function fetchAuthorizedBlobAt(url: string): Promise<Blob> {
  let res = await fetchWith(url, authStorage.getTokens()?.access);
  if (res.status === 401) res = await fetchWith(url, (await refreshTokens()).access);
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    throw new ApiError(res.status, body);
  }
  return res.blob();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser's download manager.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
