import { INVALID_CREDENTIALS, TOO_MANY_LOGINS } from '@venue/shared/accounts/login.schema';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED } from '@venue/shared/accounts/password.schema';
import { EMAIL_TAKEN } from '@venue/shared/accounts/register.schema';
import type { TAuthResponse, TUser } from '@venue/shared/accounts/user.schema';
import type { z } from 'zod';
import type { ZLoginRequest } from '@venue/shared/accounts/login.schema';
import type { ZRegisterRequest } from '@venue/shared/accounts/register.schema';
import type { ZChangePasswordRequest } from '@venue/shared/accounts/password.schema';
import type { ZUpdateMeRequest } from '@venue/shared/accounts/user.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { queueMail } from '../outbox/outbox.service';
import { passwordChangedMail } from './emails';
import { endOtherSessions, startSession } from './sessions.service';
import { clearLoginFailures, loginFailureStats, recordLoginFailure } from './tokens.repo';
import { emailExists, findCredentialsByEmail, findPasswordHash, findSignedInUser, findUserById, insertUser, updateUser } from './users.repo';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_LOGIN_FAILURES = 10;


export async function login(ctx: TContext, input: z.output<typeof ZLoginRequest>, ip: string): Promise<TAuthResponse> {
  const stats = await loginFailureStats(ctx.db, input.email, ip, LOGIN_WINDOW_MINUTES);
  const blocked = [stats.byEmail, stats.byIp].filter((s) => s.n >= MAX_LOGIN_FAILURES && s.oldest);
  if (blocked.length) {
    const freeAt = Math.max(...blocked.map((s) => new Date(s.oldest!).getTime() + LOGIN_WINDOW_MINUTES * 60_000));
    const retryAfter = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    throw new AppError(429, TOO_MANY_LOGINS, undefined, { headers: { 'Retry-After': String(retryAfter) } });
  }
  const creds = await findCredentialsByEmail(ctx.db, input.email);
  const ok = await verifyPassword(creds?.passwordHash ?? (await dummyHash()), input.password);
  if (!creds || !ok || !creds.isActive) {
    await recordLoginFailure(ctx.db, input.email, ip);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  return ctx.db.transaction(async (tx) => {
    await clearLoginFailures(tx, input.email);
    const user = (await findUserById(tx, creds.id))!;
    return startSession(ctx, tx, user, input.remember_me);
  });
}

export async function register(ctx: TContext, input: z.output<typeof ZRegisterRequest>): Promise<TAuthResponse> {
  if (await emailExists(ctx.db, input.email)) throw badRequest('email', EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.profile?.phone ?? '',
        company: input.profile?.company ?? '',
      });
      return startSession(ctx, tx, user, false);
    });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(err)) throw badRequest('email', EMAIL_TAKEN);
    throw err;
  }
}

/** The user behind an access token whose sign-in is still alive (see findSignedInUser). */
export const currentUser = (ctx: TContext, userId: number, signInId: string): Promise<TUser | null> => findSignedInUser(ctx.db, userId, signInId);

export async function updateMe(ctx: TContext, userId: number, input: z.output<typeof ZUpdateMeRequest>): Promise<TUser> {
  const user = await updateUser(ctx.db, userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.profile?.phone,
    company: input.profile?.company,
  });
  if (!user) throw new AppError(404, 'User not found.');
  return user;
}

export async function changePassword(
  ctx: TContext,
  user: TUser,
  sessionId: string,
  input: z.output<typeof ZChangePasswordRequest>,
): Promise<{ detail: string }> {
  const stored = await findPasswordHash(ctx.db, user.id);
  if (!stored || !(await verifyPassword(stored, input.current_password))) throw badRequest('current_password', CURRENT_PASSWORD_WRONG);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx: TTx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endOtherSessions(tx, user.id, sessionId);
    await queueMail(tx, passwordChangedMail(user.email, user.first_name, `${ctx.config.publicUrl}/forgot-password`));
  });
  ctx.mailQueued();
  return { detail: PASSWORD_CHANGED };
}

