import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year; every other
 * non-API GET answers index.html so the browser router can take the path.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(join(opts.root, 'index.html'))) {
    app.log.warn(`no built web app in ${opts.root}: serving the API only (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: true,
    index: false,
    // The web build writes .br/.gz twins of its assets (apps/web/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) return;
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
