import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_SESSION_COOKIE } from '@venue/shared/accounts/page-session';
import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TPageRenderer } from '../lib/page-renderer';
import { viewportWidthOf } from '../lib/viewport-guess';
import { renderedPathFor, SERVER_ONLY_DIR, type TWebBuild } from '../lib/web-build';

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year. The public pages
 * (home, booking, facilities, the venue's own pages, sign-in...) are rendered here on each request with the
 * venue's current data, so a phone paints the venue's page before any JavaScript runs and an admin's edit shows on
 * the next request of every process. The client's main portal pages are rendered the same way for the client
 * the page-session cookie names, with their own data. Every other page GET answers index.html, and the browser
 * router takes it.
 */
/** The route @fastify/static registers for `wildcard: true`: every GET no other route matched. */
const STATIC_WILDCARD = '/*';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page compressed as the browser accepts it (the proxy in front may do it too; it then passes this on).
 * A person's own page is never kept by a cache on the way or in the browser's history store.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, personal: boolean) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // The layout follows the screen the browser says it has (lib/viewport-guess.ts).
  const vary = 'Accept-Encoding, User-Agent, Sec-CH-UA-Mobile';
  reply
    .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
    .header('Vary', personal ? `${vary}, Cookie` : vary)
    .type('text/html; charset=utf-8');
  // Quality 5: most of brotli's gain on HTML at a few milliseconds for the largest page.
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

export const spaPlugin = fp(async (app: FastifyInstance, opts: { build: TWebBuild; renderer: TPageRenderer | null }) => {
  await app.register(fastifyStatic, {
    root: opts.build.root,
    wildcard: true,
    index: false,
    // The server's own files (the page renderer and templates) are never sent.
    allowedPath: (pathName) => !pathName.split('/').includes(SERVER_ONLY_DIR),
    // The web build writes .br/.gz twins of its assets (apps/web/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  /**
   * The page's data comes from the server's own routes, called in process as the browser would call them: read
   * only, and with the signed-in person's token when the page is theirs, so every route checks it as it would.
   */
  const transportFor =
    (access: string | null): typeof fetch =>
    async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
      if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`a page render may only read the API: ${url}`);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (access) headers.authorization = `Bearer ${access}`;
      const res = await app.inject({ method: 'GET', url, headers });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    };
  const visitor = transportFor(null);

  /**
   * The person the request's page-session cookie names, as the API knows them now: 'refused' for a token the API
   * refuses (expired, or its session ended), null without a cookie.
   */
  async function signedInFor(request: FastifyRequest): Promise<{ access: string; user: TUser } | 'refused' | null> {
    const access = request.cookies[PAGE_SESSION_COOKIE];
    if (!access) return null;
    const res = await transportFor(access)('/api/users/me/');
    return res.ok ? { access, user: (await res.json()) as TUser } : 'refused';
  }

  app.addHook('onRequest', async (request, reply) => {
    // A route of its own (GET /metrics, a health probe) is answered by it: the router matched it before this hook
    // runs, and only the static wildcard's requests are the site's pages.
    if (request.routeOptions.url !== undefined && request.routeOptions.url !== STATIC_WILDCARD) return;
    const [path = '/', query = ''] = request.url.split('?', 2);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) return;
    const rendered = opts.renderer ? renderedPathFor(opts.build, path, query) : null;
    if (rendered && opts.renderer) {
      const viewportWidth = viewportWidthOf(request.headers);
      try {
        if (!rendered.forRoles) return await sendHtml(request, reply, await opts.renderer.render(rendered, visitor, { viewportWidth }), false);
        // A signed-in page is drawn only for a person it is for; anyone else gets the shell, and the app sends
        // them where they belong (sign-in, their own home).
        const session = await signedInFor(request);
        // Asked once: the browser then holds no cookie until its session has a token the server takes.
        if (session === 'refused') reply.clearCookie(PAGE_SESSION_COOKIE, { path: '/' });
        else if (session && rendered.forRoles.includes(session.user.role)) {
          return await sendHtml(
            request,
            reply,
            await opts.renderer.render(rendered, transportFor(session.access), { sessionUser: session.user, viewportWidth }),
            true,
          );
        }
      } catch (err) {
        // The page still works without its first paint: the app renders it in the browser from the shell.
        request.log.error({ err, path: rendered.template }, 'page render failed; sending the app shell');
      }
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
