import { API_ROOT, refreshTokens } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';
import { authStorage } from '@/lib/storage';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * One multipart POST through XMLHttpRequest, because fetch reports no upload progress. Same headers as the api
 * client (bearer token, CSRF pair, cookies); progress is reported as a whole percentage.
 */
async function sendOnce(path: string, form: FormData, onProgress: (percent: number) => void, access?: string) {
  const csrf = await csrfToken(API_ROOT);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(undefined, null));
    xhr.send(form);
  });
}

/**
 * Posts a multipart form (a document upload) and answers the server's body; a refusal throws an ApiError with
 * the server's body. Used by the client's and the venue's uploads alike.
 */
export async function postMultipart(path: string, form: FormData, onProgress: (percent: number) => void): Promise<unknown> {
  let answer = await sendOnce(path, form, onProgress, authStorage.getTokens()?.access);
  if (answer.status === 401) {
    // An expired access token: rotate once (shared with the api client's refresh), then send again.
    const fresh = await refreshTokens();
    onProgress(0);
    answer = await sendOnce(path, form, onProgress, fresh.access);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  return answer.body;
}
