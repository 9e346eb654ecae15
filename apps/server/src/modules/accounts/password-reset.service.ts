import type { z } from 'zod';
import {
  RESET_DONE,
  RESET_LINK_TEXTS,
  RESET_REQUESTED,
  RESET_TOKEN_HOURS,
  type TPasswordResetValidateResponse,
  type ZPasswordResetConfirmRequest,
  PASSWORD_SET_DONE,
} from '@venue/shared/accounts/password.schema';
import { passwordFeedback } from '@venue/shared/accounts/password-strength';
import { homePathOf } from '@venue/shared/accounts/roles';
import { safeNextPath } from '@venue/shared/accounts/next-path';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { reserveHashing } from './throttle';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { newToken, sha256 } from '../../lib/secure-token';
import { queueMail } from '../outbox/outbox.service';
import { passwordResetMail } from './emails';
import { startSession } from './sessions.service';
import { countRecentResetTokens, expireOtherResetTokens, findResetTokenForUpdate, insertResetToken, markResetTokenUsed, revokeAllForUser } from './tokens.repo';
import { findCredentialsByEmail, findUserById, updateUser } from './users.repo';

/** How long every reset request takes at least, whatever the address. */
const RESET_ANSWER_FLOOR_MS = 250;
const untilElapsed = (since: number, ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, since + ms - Date.now())));

/** At most this many reset e-mails per account per hour, so the form cannot be used to flood an inbox. */
const MAX_RESETS_PER_HOUR = 5;

/** Answers the same text whether or not the address has an account. */
export async function requestPasswordReset(ctx: TContext, email: string): Promise<{ detail: string }> {
  const started = Date.now();
  const creds = await findCredentialsByEmail(ctx.db, email);
  if (creds?.isActive && (await countRecentResetTokens(ctx.db, creds.id, 60)) < MAX_RESETS_PER_HOUR) {
    const user = (await findUserById(ctx.db, creds.id))!;
    const token = newToken();
    await ctx.transact(async (tx, effects) => {
      await insertResetToken(tx, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000) });
      await queueMail(tx, { ...passwordResetMail(user.email, user.first_name, `${ctx.config.publicUrl}/reset-password/${token}`), clientId: user.id });
      effects.after(ctx.mailQueued);
    });
  }
  // Known and unknown addresses answer alike in time too: the known one's extra work hides under the floor.
  await untilElapsed(started, RESET_ANSWER_FLOOR_MS);
  return { detail: RESET_REQUESTED };
}

/**
 * A single-use link that sets the account's password, through the reset flow's own pages and checks: how a
 * new admin made by `npm run create-admin` (with no usable password yet) gets in.
 */
export async function issuePasswordLink(ctx: TContext, tx: TTx, userId: number, hours: number, next?: string): Promise<string> {
  const token = newToken();
  const nextPath = safeNextPath(next) ?? undefined;
  await insertResetToken(tx, { userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + hours * 3_600_000), nextPath });
  return `${ctx.config.publicUrl}/reset-password/${token}`;
}

type TTokenState = { valid: true; userId: number; id: number; next: string | null } | { valid: false; reason: keyof typeof RESET_LINK_TEXTS };

function tokenState(row: Awaited<ReturnType<typeof findResetTokenForUpdate>>): TTokenState {
  if (!row) return { valid: false, reason: 'not_found' };
  if (row.usedAt) return { valid: false, reason: 'already_used' };
  if (row.expiresAt.getTime() <= Date.now()) return { valid: false, reason: 'expired' };
  return { valid: true, userId: row.userId, id: row.id, next: safeNextPath(row.nextPath) };
}

export async function validateResetToken(ctx: TContext, token: string): Promise<TPasswordResetValidateResponse> {
  const row = await findResetTokenForUpdate(ctx.db, sha256(token));
  const state = tokenState(row);
  // A spent set-password link still names its page: its holder set a password with it, and signs in to get there.
  const next = safeNextPath(row?.nextPath);
  if (!state.valid) return { valid: false, email: null, reason: state.reason, home: null, next };
  const user = await findUserById(ctx.db, state.userId);
  return { valid: true, email: user?.email ?? null, reason: null, home: user ? homePathOf(user.role) : null, next };
}

export async function confirmPasswordReset(
  ctx: TContext,
  token: string,
  input: z.output<typeof ZPasswordResetConfirmRequest>,
  ip: string,
): Promise<{ detail: string; password_feedback: string[]; session: TAuthResponse | null }> {
  // The link is checked before any hashing: a junk token costs one indexed lookup, never a hash.
  const refused = (state: Exclude<TTokenState, { valid: true }>) =>
    new AppError(
      400,
      RESET_LINK_TEXTS[state.reason],
      { token: [RESET_LINK_TEXTS[state.reason]] },
      { code: state.reason === 'expired' ? 'expired' : 'invalid' },
    );
  const before = tokenState(await findResetTokenForUpdate(ctx.db, sha256(token)));
  if (!before.valid) throw refused(before);
  await reserveHashing(ctx.db, ip);
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.transact(async (tx, effects) => {
    const state = tokenState(await findResetTokenForUpdate(tx, sha256(token)));
    if (!state.valid) return state;
    await markResetTokenUsed(tx, state.id);
    await expireOtherResetTokens(tx, state.userId);
    const user = await updateUser(tx, state.userId, { passwordHash, passwordSet: true });
    // Whoever knew the old password is signed out everywhere.
    await revokeAllForUser(tx, state.userId);
    effects.after(() => ctx.signIns.changed(state.userId));
    // A set-password link from an e-mail signs its holder in, on the way to the page the e-mail promised.
    const session = state.next && user?.is_active ? await startSession(ctx, tx, user, false) : null;
    return { ...state, session };
  });
  if (!outcome.valid) throw refused(outcome);
  const detail = outcome.session ? PASSWORD_SET_DONE : RESET_DONE;
  return { detail, password_feedback: passwordFeedback(input.password), session: outcome.session };
}
