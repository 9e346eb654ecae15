import type { TTokens } from '@venue/shared/accounts/user.schema';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';
import { noteServerDate } from '@/lib/server-clock';
import { authStorage, isTokens } from '@/lib/storage';

export const API_ROOT = (import.meta.env.VITE_API_ROOT as string | undefined) ?? '/api';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What carries a request: the browser's fetch, or, while the server renders a page (prerender/render-page.tsx),
 * the server's own routes called in process, so a page's first paint already holds the venue's data.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setServerTransport(serverFetch: typeof fetch): void {
  transport = serverFetch;
}

/**
 * Endpoints whose 401 means "wrong credentials" or "no session needed", not "your access token expired":
 * refreshing there would be wrong (spec section 7). Contract URLs are deliberately never listed.
 */
const PUBLIC_ENDPOINTS = [
  /^\/users\/(login|register|logout|csrf|token\/refresh)\//,
  /^\/users\/password-reset\//,
  /^\/clients\/invitations\//,
  /^\/events\/public\//,
  /^\/event-types\//,
  /^\/site\//,
];
export const isPublicEndpoint = (path: string) => PUBLIC_ENDPOINTS.some((re) => re.test(path.split('?')[0]!));

// --- auth-cleared notifications: the auth provider listens so the UI signs out when a session dies here ---
type Listener = () => void;
const clearedListeners = new Set<Listener>();
export function onAuthCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}
export function clearAuth(): void {
  authStorage.clear();
  clearedListeners.forEach((listener) => listener());
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Parses the answer with the shared response schema, so drift from the server fails loudly here. Lazy
   * routes use it; code in the main chunk does not, because zod would then weigh on the landing page.
   */
  schema?: z.ZodType<T>;
  /** Extra request headers (a charge's Idempotency-Key). */
  headers?: Record<string, string>;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One HTTP exchange with the current token and CSRF header; no retry logic. */
async function send(path: string, method: string, body: unknown, signal?: AbortSignal, access?: string, extra?: Record<string, string>) {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (access) headers.set('Authorization', `Bearer ${access}`);
  if (UNSAFE_METHODS.has(method)) {
    const token = await csrfToken(API_ROOT);
    if (token) headers.set(CSRF_HEADER, token);
  }
  let res: Response;
  try {
    res = await transport(`${API_ROOT}${path}`, {
      method,
      headers,
      credentials: 'include',
      signal,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error; // cancellation, not failure
    throw new ApiError(undefined, null);
  }
  noteServerDate(res.headers.get('Date'));
  return { res, data: await readBody(res) };
}

// --- token refresh: refresh tokens are single-use, so every caller in this tab shares one request ---
let refreshing: Promise<TTokens> | null = null;

async function rotate(knownRefresh: string): Promise<TTokens> {
  const current = authStorage.getTokens();
  if (!current) throw new ApiError(401, null);
  // Another tab may have rotated it while we waited for the lock: its new pair is already in storage.
  if (current.refresh !== knownRefresh) return current;
  const { res, data } = await send('/users/token/refresh/', 'POST', { refresh: current.refresh });
  if (!res.ok) {
    clearAuth();
    throw new ApiError(res.status, data);
  }
  // The spec allows an answer without a new refresh token; then the current one stays valid.
  const answer = data as { access?: unknown; refresh?: unknown } | null;
  const tokens = { access: answer?.access, refresh: answer?.refresh ?? current.refresh };
  if (!isTokens(tokens)) throw new ApiError(res.status, data, 'Unexpected answer from the token refresh.');
  // Signed out (here or in another tab) while the refresh was on its way: the session stays ended, in storage and
  // in the page-session cookie alike.
  if (authStorage.getTokens()?.refresh !== current.refresh) throw new ApiError(401, null);
  authStorage.setTokens(tokens);
  return tokens;
}

/** Rotates the token pair. Fails (and clears the session) when there is no refresh token or the server refuses. */
export function refreshTokens(): Promise<TTokens> {
  const known = authStorage.getTokens();
  if (!known) {
    clearAuth();
    return Promise.reject(new ApiError(401, null));
  }
  // The Web Locks API keeps two tabs from spending the same refresh token (the server would revoke the session).
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = async (): Promise<TTokens> => (locks ? await locks.request('venue_portal_token_refresh', () => rotate(known.refresh)) : rotate(known.refresh));
  const pending =
    refreshing ??
    run().finally(() => {
      refreshing = null;
    });
  refreshing = pending;
  return pending;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const access = authStorage.getTokens()?.access;
  let { res, data } = await send(path, method, options.body, options.signal, access, options.headers);

  if (res.status === 401 && !isPublicEndpoint(path)) {
    const now = authStorage.getTokens();
    if (!now) {
      clearAuth();
      throw new ApiError(401, data);
    }
    // Retry once: with the pair another caller just rotated, else after our own refresh.
    const fresh = now.access !== access ? now : await refreshTokens().catch(() => null);
    if (!fresh) throw new ApiError(401, data);
    ({ res, data } = await send(path, method, options.body, options.signal, fresh.access, options.headers));
  }

  if (!res.ok) throw new ApiError(res.status, data);
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
