import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema';

export async function insertRefreshToken(tx: TTx, v: { userId: number; familyId: string; tokenHash: string; rememberMe: boolean; expiresAt: Date }) {
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
  tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(refreshTokens.id, id));

/** Ends a sign-in; answers whose it was (null when it had already ended). */
export async function revokeFamily(tx: TTx, familyId: string): Promise<number | null> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  return rows[0]?.userId ?? null;
}

export const revokeAllForUser = (tx: TTx, userId: number, exceptFamilyId?: string) =>
  tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined));

export async function insertResetToken(tx: TTx, v: { userId: number; tokenHash: string; expiresAt: Date; nextPath?: string }) {
  await tx.insert(passwordResetTokens).values(v);
}

export async function findResetTokenForUpdate(tx: TTx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      nextPath: passwordResetTokens.nextPath,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export const markResetTokenUsed = (tx: TTx, id: number) =>
  tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordResetTokens.id, id));

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
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        // A page's set-password link rides on a notice the venue sent, not on the reset form: it is bounded apart.
        isNull(passwordResetTokens.nextPath),
        gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.n ?? 0;
}

/** Keeps the user's newest `keep` live set-password links for pages and expires the older ones. */
export const expireSurplusPageLinks = (tx: TTx, userId: number, keep: number) =>
  tx.execute(sql`
    update ${passwordResetTokens} set expires_at = now()
    where id in (
      select id from ${passwordResetTokens}
      where user_id = ${userId} and next_path is not null and used_at is null and expires_at > now()
      order by id desc offset ${keep}
    )`);
