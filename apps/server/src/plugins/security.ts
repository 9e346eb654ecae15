import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP fits the built SPA (MUI injects style tags at run time); frames are refused everywhere. Inline scripts
 * are refused except the pre-paint scripts of the built pages, allowed one by one by their hashes.
 */
/**
 * Stripe.js, when Stripe is configured, loads from js.stripe.com, talks to api.stripe.com and shows its card
 * fields and 3-D Secure pages in frames (Stripe's documented CSP); nothing else from outside is allowed.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

export const helmetOptions = (scriptHashes: string[] = [], stripe = false): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes, ...(stripe ? STRIPE_SOURCES.script : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.connect : [])],
      ...(stripe ? { frameSrc: STRIPE_SOURCES.frame } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
});

/**
 * Helmet decides the headers; they do not depend on the request, so it runs once at start and every response
 * gets the resulting set in one call. Running helmet's dozen middlewares per request cost a measurable share
 * of a small authenticated call (bench: GET /api/users/me/).
 */
export function helmetHeaders(options: HelmetOptions = helmetOptions()): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { scriptHashes?: string[]; stripe?: boolean }) => {
  const headers = helmetHeaders(helmetOptions(opts.scriptHashes, opts.stripe));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // API answers are personal (a profile, tokens, a client's events) unless a route says otherwise (avatars):
  // no browser, proxy or shared cache may keep them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && (request.routeOptions.url ?? request.url).startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
