import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_MINUTES } from '@venue/shared/accounts/token.schema';

export interface TAccessClaims {
  userId: number;
  /** The refresh-token family (sign-in) this access token belongs to. */
  sessionId: string;
}

/**
 * Verified access tokens are remembered until they expire: a signed-in browser sends the same token for
 * up to 30 minutes, and re-checking its HMAC through WebCrypto on every request costs more than the query
 * it guards. Only tokens that passed verification are kept, never longer than their own expiry.
 */
const MAX_REMEMBERED = 20_000;

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TAccessClaims & { exp: number }>();
  return {
    sign: (userId: number, sessionId: string) =>
      new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_MINUTES}m`)
        .sign(key),
    async verify(token: string): Promise<TAccessClaims | null> {
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.sid !== 'string' || !payload.exp) return null;
        if (verified.size >= MAX_REMEMBERED) verified.clear();
        const claims = { userId, sessionId: payload.sid, exp: payload.exp };
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TJwt = ReturnType<typeof createJwt>;
