import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Unguessable tokens (256 bits) for links and refresh tokens; only their hash is stored. */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
