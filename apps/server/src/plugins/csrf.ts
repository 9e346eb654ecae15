import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { safeEqual } from '../lib/secure-token';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FAILED = 'CSRF token missing or incorrect.';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Judged on the path the router matched (`/%61pi/...` routes to `/api/...`), and for unmatched requests on the
 * decoded URL, so an encoded path cannot slip past the check.
 */
function isApiPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true; // undecodable: treat as an API call and check it
  }
  return decoded.toLowerCase().startsWith('/api/');
}

/**
 * Double-submit CSRF check. A request with a bearer token cannot be forged cross-site (the browser never adds
 * that header by itself), so only cookie-borne unsafe requests need the matching cookie and header.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Called by other servers (signed webhooks), never by a browser with our cookies: no CSRF pair to expect. */
    csrfExempt?: boolean;
  }
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !isApiPath(request.routeOptions.url ?? request.url)) return;
    if (request.routeOptions.config.csrfExempt === true) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) throw new AppError(403, CSRF_FAILED);
  });
});
