import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pageFileFor, type TWebBuild } from '../lib/web-build';

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year; every other
 * non-API GET answers its prerendered page when there is one, else index.html, and the browser router takes it.
 * The prerendered pages carry the demo venue's details (the build has no database): `prerenderedFits` says, at each
 * page request, whether the venue is still the one they show; when not, the shell is sent and the app renders the
 * venue's own words at once instead of showing the demo's for a moment.
 */
/** The route @fastify/static registers for `wildcard: true`: every GET no other route matched. */
const STATIC_WILDCARD = '/*';

export const spaPlugin = fp(async (app: FastifyInstance, opts: { build: TWebBuild; prerenderedFits?: () => Promise<boolean> }) => {
  await app.register(fastifyStatic, {
    root: opts.build.root,
    wildcard: true,
    index: false,
    // The web build writes .br/.gz twins of its assets and pages (apps/web/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    // A route of its own (GET /metrics, a health probe) is answered by it: the router matched it before this hook
    // runs, and only the static wildcard's requests are the site's pages.
    if (request.routeOptions.url !== undefined && request.routeOptions.url !== STATIC_WILDCARD) return;
    const [path = '/', query = ''] = request.url.split('?', 2);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) return;
    let file = pageFileFor(opts.build, path, query);
    if (file !== 'index.html' && opts.prerenderedFits && !(await opts.prerenderedFits())) file = 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(file);
  });
});
