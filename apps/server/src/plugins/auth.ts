import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type TAccess, type TPermission } from '@venue/shared/accounts/roles';
import type { TUser } from '@venue/shared/accounts/user.schema';
import { actorOf, type TActor } from '../lib/actor';
import { AppError, forbidden } from '../lib/app-error';
import { safeEqual } from '../lib/secure-token';
import type { TContext } from '../context';
import { currentUser } from '../modules/accounts/accounts.service';

export interface TAuth {
  user: TUser;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may make this call; every /api route must say (checked when the route is added). */
    access?: TAccess;
  }
  interface FastifyRequest {
    auth: TAuth | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in, active user. */
    requireAuth(request: FastifyRequest): Promise<void>;
    /** Reads the bearer token when there is one; never fails. */
    optionalAuth(request: FastifyRequest): Promise<void>;
    /** onRequest hook for routes that need a permission: 401 when signed out, 403 when the role lacks it. */
    requirePermission(permission: TPermission): (request: FastifyRequest) => Promise<void>;
    /** Every /api route with the access it declares (for the per-role tests and the docs). */
    accessTable(): { method: string; url: string; access: TAccess }[];
  }
}

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const TOKEN_INVALID = 'Given token not valid for any token type';

async function readAuth(ctx: TContext, request: FastifyRequest): Promise<TAuth | 'none' | 'invalid'> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return 'none';
  const claims = await ctx.jwt.verify(header.slice(7));
  if (!claims) return 'invalid';
  const user = await currentUser(ctx, claims.userId, claims.sessionId);
  if (!user?.is_active) return 'invalid';
  return { user, sessionId: claims.sessionId };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: TContext }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const auth = await readAuth(opts.ctx, request);
    if (auth === 'none') throw new AppError(401, NOT_AUTHENTICATED);
    if (auth === 'invalid') throw new AppError(401, TOKEN_INVALID);
    request.auth = auth;
  });
  app.decorate('requirePermission', (permission: TPermission) => async (request: FastifyRequest) => {
    await app.requireAuth(request);
    if (!can(request.auth!.user.role, permission)) throw forbidden();
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const auth = await readAuth(opts.ctx, request);
    request.auth = typeof auth === 'object' ? auth : null;
  });

  // Access is checked in onRequest, before the body is read or validated: a stranger gets 401, not a 400
  // that describes the body we expect. An /api route that declares no access keeps the app from starting.
  const checks = new Map<TAccess, (request: FastifyRequest) => Promise<void>>();
  const checkAccess = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) throw forbidden();
    let check = checks.get(access);
    if (!check) checks.set(access, (check = accessCheck(app, opts.ctx, access)));
    await check(request);
  };
  const apiRoutes: { method: unknown; url: string; config?: { access?: TAccess } }[] = [];
  app.addHook('onRoute', (route) => {
    // The API, and the Prometheus scrape, which lives at the path scrapers expect.
    if (!route.url.startsWith('/api/') && route.url !== '/metrics') return;
    apiRoutes.push(route);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [checkAccess, ...existing] as typeof route.onRequest;
  });
  app.decorate('accessTable', () =>
    apiRoutes.flatMap((r) => [r.method].flat().map((method) => ({ method: String(method), url: r.url, access: r.config!.access! }))),
  );
  app.addHook('onReady', async () => {
    const undeclared = apiRoutes.filter((r) => !r.config?.access).map((r) => `${String(r.method)} ${r.url}`);
    if (undeclared.length) throw new Error(`These routes declare no access (config.access): ${undeclared.join(', ')}`);
  });
});

function accessCheck(app: FastifyInstance, ctx: TContext, access: TAccess): (request: FastifyRequest) => Promise<void> {
  if (access === 'guest') return app.optionalAuth;
  if (access === 'signed-in') return app.requireAuth;
  const byRole = app.requirePermission(access);
  if (access !== 'admin:metrics') return byRole;
  // The one call the admin token still opens: the benchmark reads query counts without an account.
  return async (request) => {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && safeEqual(header.slice(7), ctx.config.adminToken)) return;
    await byRole(request);
  };
}

/** Route options that declare access, to spread into a route: `{ ...allow('staff:write'), schema }`. */
export const allow = (access: TAccess) => ({ config: { access } });

/**
 * Declares the access of every route a module adds that does not declare its own; call it first in a
 * routes plugin whose calls all belong to one audience (the client portal, the staff console).
 */
export function declareAccess(app: FastifyInstance, access: TAccess) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** For handlers behind requireAuth. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw new AppError(401, NOT_AUTHENTICATED);
  return request.auth;
}

/** The acting user of a handler behind requireAuth or requirePermission. */
export const actorOfRequest = (request: FastifyRequest): TActor => actorOf(authOf(request).user);
