import { TOO_MANY_LOGINS } from '@venue/shared/accounts/login.schema';
import type { TDb } from '../../db/client';
import { clearLimit, release, reserve, reserveOrRefuse, tooMany, type TLimit } from '../../lib/rate-limit';

/**
 * Every limit on the account calls, in one place. All are held in the database (several processes share
 * them) and reserved before the work they guard, so a burst in parallel gets no more than the limit.
 *
 * Sign-in counts attempts per address and per account-and-address; a correct password gives its slots back.
 * There is deliberately no per-account lock: strangers guessing from many addresses would lock the owner out.
 * A flood against one account is slowed instead (a growing delay before each password check, at most 2 s).
 */
const WINDOW_15_MIN = 15 * 60;
export const LOGIN_PER_ADDRESS: TLimit = { name: 'login-ip', max: 20, windowSeconds: WINDOW_15_MIN };
export const LOGIN_PER_ACCOUNT_ADDRESS: TLimit = { name: 'login-acct-ip', max: 10, windowSeconds: WINDOW_15_MIN };
export const LOGIN_PER_ACCOUNT: TLimit = { name: 'login-acct', max: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW_15_MIN };
/** Password hashing on public calls (reset confirm, invitation accept): cheap to ask for, dear to serve. */
export const hashingPerAddress = (): TLimit => ({ name: 'hash-ip', max: Number(process.env.HASHING_LIMIT_PER_15_MIN) || 20, windowSeconds: WINDOW_15_MIN });
/** Change password checks the current one: a stolen session must not become a guessing oracle. */
export const PASSWORD_CHECK_PER_ACCOUNT: TLimit = { name: 'pwcheck-acct', max: 10, windowSeconds: WINDOW_15_MIN };
export const registrationsPerAddress = (): TLimit => ({ name: 'register-ip', max: Number(process.env.REGISTER_LIMIT_PER_HOUR) || 20, windowSeconds: 3600 });

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** Failures beyond this many on one account, from anywhere, start to slow each further attempt. */
const FLOOD_THRESHOLD = 10;
export const floodDelayMs = (attempts: number) => (attempts <= FLOOD_THRESHOLD ? 0 : Math.min(2000, 100 * (attempts - FLOOD_THRESHOLD)));

export interface TSignInAttempt {
  /** Give the slots back and forget this address's failures on the account: the password was right. */
  succeeded(): Promise<void>;
}

/** Reserves a sign-in attempt, or throws 429; waits out the flood delay of a besieged account. */
export async function reserveSignIn(db: TDb, email: string, ip: string): Promise<TSignInAttempt> {
  const pair = `${email}|${ip}`;
  const byAddress = await reserve(db, LOGIN_PER_ADDRESS, ip);
  const byPair = await reserve(db, LOGIN_PER_ACCOUNT_ADDRESS, pair);
  if (!byAddress.allowed || !byPair.allowed)
    throw tooMany(TOO_MANY_LOGINS, Math.max(byAddress.allowed ? 0 : byAddress.retryAfter, byPair.allowed ? 0 : byPair.retryAfter));
  const byAccount = await reserve(db, LOGIN_PER_ACCOUNT, email);
  const delay = floodDelayMs(byAccount.count);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return {
    async succeeded() {
      await Promise.all([release(db, LOGIN_PER_ADDRESS, ip), clearLimit(db, LOGIN_PER_ACCOUNT_ADDRESS, pair), release(db, LOGIN_PER_ACCOUNT, email)]);
    },
  };
}

export const reserveHashing = (db: TDb, ip: string) => reserveOrRefuse(db, hashingPerAddress(), ip, TOO_MANY_ATTEMPTS);
export const reservePasswordCheck = (db: TDb, userId: number) => reserveOrRefuse(db, PASSWORD_CHECK_PER_ACCOUNT, String(userId), TOO_MANY_ATTEMPTS);
export const reserveRegistration = (db: TDb, ip: string) => reserveOrRefuse(db, registrationsPerAddress(), ip, TOO_MANY_ATTEMPTS);
