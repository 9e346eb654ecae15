import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pageFileFor, type TWebBuild } from '../lib/web-build';

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year; every other
 * non-API GET answers its prerendered page when there is one, else index.html, and the browser router takes it.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { build: TWebBuild }) => {
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
    const [path = '/', query = ''] = request.url.split('?', 2);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) return;
    return reply.header('Cache-Control', 'no-cache').sendFile(pageFileFor(opts.build, path, query));
  });
});
