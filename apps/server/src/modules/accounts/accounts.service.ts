import { INVALID_CREDENTIALS } from '@venue/shared/accounts/login.schema';
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
import { recordConsent } from '../site/pages.service';
import { passwordChangedMail } from './emails';
import { endOtherSessions, startSession } from './sessions.service';
import { reservePasswordCheck, reserveRegistration, reserveSignIn } from './throttle';
import {
  deleteUserWithoutEvents,
  emailExists,
  findCredentialsByEmail,
  findPasswordHash,
  findSignedInUser,
  findUserById,
  insertUser,
  updateUser,
} from './users.repo';

/**
 * The attempt is started (throttle.ts) before the password is checked: of any burst of guesses in parallel, no
 * more than the failure budget is checked, and correct passwords never spend it. An unknown e-mail costs the
 * same hash check as a known one.
 */
export async function login(ctx: TContext, input: z.output<typeof ZLoginRequest>, ip: string): Promise<TAuthResponse> {
  const attempt = await reserveSignIn(ctx.db, input.email, ip);
  let creds: Awaited<ReturnType<typeof findCredentialsByEmail>>;
  let ok: boolean;
  try {
    creds = await findCredentialsByEmail(ctx.db, input.email);
    ok = await verifyPassword(creds?.passwordHash ?? (await dummyHash()), input.password);
  } catch (err) {
    await attempt.abandoned();
    throw err;
  }
  if (!creds || !ok || !creds.isActive) {
    await attempt.failed();
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  await attempt.succeeded();
  return ctx.transact(async (tx) => {
    const user = (await findUserById(tx, creds.id))!;
    return startSession(ctx, tx, user, input.remember_me);
  });
}

/**
 * A taken address answers its field error (the spec's client shows it, and a real owner needs to hear it),
 * but only after the same password hashing a new account costs, so timing says nothing more than the text;
 * registrations are limited per address, which bounds how fast anyone can probe addresses.
 */
export async function register(ctx: TContext, input: z.output<typeof ZRegisterRequest>, ip: string): Promise<TAuthResponse> {
  await reserveRegistration(ctx.db, ip);
  const passwordHash = await hashPassword(input.password);
  if (await emailExists(ctx.db, input.email)) throw badRequest('email', EMAIL_TAKEN);
  try {
    return await ctx.transact(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.profile?.phone ?? '',
        company: input.profile?.company ?? '',
      });
      await recordConsent(tx, input, { context: 'registration', userId: user.id });
      return startSession(ctx, tx, user, false);
    });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(err)) throw badRequest('email', EMAIL_TAKEN);
    throw err;
  }
}

/** The user behind an access token whose sign-in is still alive (see findSignedInUser and lib/sign-in-cache.ts). */
export const currentUser = (ctx: TContext, userId: number, signInId: string): Promise<TUser | null> =>
  ctx.signIns.lookup(userId, signInId, () => findSignedInUser(ctx.db, userId, signInId));

export async function updateMe(ctx: TContext, userId: number, input: z.output<typeof ZUpdateMeRequest>): Promise<TUser> {
  return ctx.transact(async (tx, effects) => {
    const user = await updateUser(tx, userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.profile?.phone,
      company: input.profile?.company,
      billingAddress: input.profile?.billing_address,
      tin: input.profile?.tin,
    });
    if (!user) throw new AppError(404, 'User not found.');
    effects.after(() => ctx.signIns.changed(userId));
    return user;
  });
}

export async function changePassword(
  ctx: TContext,
  user: TUser,
  sessionId: string,
  input: z.output<typeof ZChangePasswordRequest>,
): Promise<{ detail: string }> {
  await reservePasswordCheck(ctx.db, user.id);
  const stored = await findPasswordHash(ctx.db, user.id);
  if (!stored || !(await verifyPassword(stored, input.current_password))) throw badRequest('current_password', CURRENT_PASSWORD_WRONG);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.transact(async (tx, effects) => {
    await updateUser(tx, user.id, { passwordHash });
    await endOtherSessions(tx, user.id, sessionId);
    await queueMail(tx, { ...passwordChangedMail(user.email, user.first_name, `${ctx.config.publicUrl}/forgot-password`), clientId: user.id });
    effects.after(ctx.mailQueued);
    effects.after(() => ctx.signIns.changed(user.id));
  });
  return { detail: PASSWORD_CHANGED };
}

/**
 * A client account made by the booking wizard, inside the booking's transaction: with the password the guest
 * chose (hashed when their contact step was completed) or, when they did not ask for an account, an unusable
 * one they can replace through "forgot password". Null when the address already has an account.
 */
export async function createBookingAccount(
  tx: TTx,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; phone: string; company: string; passwordSet: boolean },
): Promise<TUser | null> {
  if (await emailExists(tx, input.email)) return null;
  return insertUser(tx, input);
}

/** Removes an account a failed booking made, unless something else now hangs on it. */
export async function removeBookingAccount(tx: TTx, userId: number): Promise<void> {
  await deleteUserWithoutEvents(tx, userId);
}
