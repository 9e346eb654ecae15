import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type TPermission } from '@venue/shared/accounts/roles';
import type { TUser } from '@venue/shared/accounts/user.schema';
import { actorOf, type TActor } from '../lib/actor';
import { AppError, forbidden } from '../lib/app-error';
import type { TContext } from '../context';
import { currentUser } from '../modules/accounts/accounts.service';

export interface TAuth {
  user: TUser;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
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
  }
}

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const TOKEN_INVALID = 'Given token not valid for any token type';

async function readAuth(ctx: TContext, request: FastifyRequest): Promise<TAuth | 'none' | 'invalid'> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return 'none';
  const claims = await ctx.jwt.verify(header.slice(7));
  if (!claims) return 'invalid';
  const user = await currentUser(ctx, claims.userId);
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
});

/** For handlers behind requireAuth. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw new AppError(401, NOT_AUTHENTICATED);
  return request.auth;
}

/** The acting user of a handler behind requireAuth or requirePermission. */
export const actorOfRequest = (request: FastifyRequest): TActor => actorOf(authOf(request).user);
