import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { loginFailures, passwordResetTokens, refreshTokens } from '../../db/schema';

export async function insertRefreshToken(
  tx: TTx,
  v: { userId: number; familyId: string; tokenHash: string; rememberMe: boolean; expiresAt: Date },
) {
  await tx.insert(refreshTokens).values(v);
}

/** Locks the row so two refreshes of one token cannot both succeed. */
export async function findRefreshTokenForUpdate(tx: TTx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      rememberMe: refreshTokens.rememberMe,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export const markRefreshTokenUsed = (tx: TTx, id: number) =>
  tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, id));

export const revokeFamily = (tx: TTx, familyId: string) =>
  tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

export const revokeAllForUser = (tx: TTx, userId: number, exceptFamilyId?: string) =>
  tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );

export async function insertResetToken(tx: TTx, v: { userId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(passwordResetTokens).values(v);
}

export async function findResetTokenForUpdate(tx: TTx, tokenHash: string) {
  const [row] = await tx
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export const markResetTokenUsed = (tx: TTx, id: number) =>
  tx.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(eq(passwordResetTokens.id, id));

/** Other unused links of the user stop working once one is used. */
export const expireOtherResetTokens = (tx: TTx, userId: number) =>
  tx
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)));

export async function countRecentResetTokens(tx: TTx, userId: number, minutes: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return row?.n ?? 0;
}

export async function recordLoginFailure(tx: TTx, email: string, ip: string) {
  await tx.insert(loginFailures).values({ email, ip });
}

/** Failures in the window for the e-mail and for the IP, with the oldest time of each (for Retry-After). */
export async function loginFailureStats(tx: TTx, email: string, ip: string, minutes: number) {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const stat = (col: typeof loginFailures.email | typeof loginFailures.ip, value: string) =>
    tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(col, value), gt(loginFailures.createdAt, since)));
  const [[byEmail], [byIp]] = await Promise.all([stat(loginFailures.email, email), stat(loginFailures.ip, ip)]);
  return { byEmail: byEmail!, byIp: byIp! };
}

export const clearLoginFailures = (tx: TTx, email: string) => tx.delete(loginFailures).where(eq(loginFailures.email, email));
