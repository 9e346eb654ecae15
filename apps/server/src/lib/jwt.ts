import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_MINUTES } from '@venue/shared/accounts/token.schema';

export interface TAccessClaims {
  userId: number;
  /** The refresh-token family (sign-in) this access token belongs to. */
  sessionId: string;
}

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId: number, sessionId: string) =>
      new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_MINUTES}m`)
        .sign(key),
    async verify(token: string): Promise<TAccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TJwt = ReturnType<typeof createJwt>;
