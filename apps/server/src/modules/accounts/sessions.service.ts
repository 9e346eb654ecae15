import { randomUUID } from 'node:crypto';
import { INVALID_REFRESH, REFRESH_DAYS_DEFAULT, REFRESH_DAYS_REMEMBERED } from '@venue/shared/accounts/token.schema';
import type { TAuthResponse, TTokens, TUser } from '@venue/shared/accounts/user.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secure-token';
import { findRefreshTokenForUpdate, insertRefreshToken, markRefreshTokenUsed, revokeAllForUser, revokeFamily } from './tokens.repo';

const DAY_MS = 86_400_000;
const invalidRefresh = () => new AppError(401, INVALID_REFRESH);

async function issuePair(ctx: TContext, tx: TTx, userId: number, familyId: string, rememberMe: boolean): Promise<TTokens> {
  const refresh = newToken();
  const days = rememberMe ? REFRESH_DAYS_REMEMBERED : REFRESH_DAYS_DEFAULT;
  await insertRefreshToken(tx, { userId, familyId, tokenHash: sha256(refresh), rememberMe, expiresAt: new Date(Date.now() + days * DAY_MS) });
  return { access: await ctx.jwt.sign(userId, familyId), refresh };
}

/** A new sign-in starts a new token family. */
export async function startSession(ctx: TContext, tx: TTx, user: TUser, rememberMe: boolean): Promise<TAuthResponse> {
  return { user, tokens: await issuePair(ctx, tx, user.id, randomUUID(), rememberMe) };
}

/**
 * Rotates a refresh token. A spent token presented again means it leaked: the whole family is revoked.
 * The revocation must survive the 401, so it commits in its own transaction before the error is thrown.
 */
export async function refreshSession(ctx: TContext, refresh: string): Promise<TTokens> {
  const outcome = await ctx.transact(async (tx, effects) => {
    const row = await findRefreshTokenForUpdate(tx, sha256(refresh));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false as const };
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId);
      effects.after(() => ctx.signIns.changed(row.userId));
      return { ok: false as const };
    }
    await markRefreshTokenUsed(tx, row.id);
    return { ok: true as const, tokens: await issuePair(ctx, tx, row.userId, row.familyId, row.rememberMe) };
  });
  if (!outcome.ok) throw invalidRefresh();
  return outcome.tokens;
}

/** Logout revokes the sign-in of the given refresh token, else the one of the access token. */
export async function endSession(ctx: TContext, refresh: string | undefined, sessionId: string | undefined): Promise<void> {
  await ctx.transact(async (tx, effects) => {
    const row = refresh ? await findRefreshTokenForUpdate(tx, sha256(refresh)) : null;
    const familyId = row?.familyId ?? sessionId;
    const userId = familyId ? await revokeFamily(tx, familyId) : null;
    if (userId !== null) effects.after(() => ctx.signIns.changed(userId));
  });
}

/** After a password change every other sign-in ends; the one that made the change stays. */
export const endOtherSessions = (tx: TTx, userId: number, keepSessionId: string) => revokeAllForUser(tx, userId, keepSessionId);
