import { TOO_MANY_LOGINS } from '@venue/shared/accounts/login.schema';
import type { TDb } from '../../db/client';
import { attemptFailed, attemptSucceeded, startAttempt } from '../../lib/failure-budget';
import { clearLimit, release, reserve, reserveOrRefuse, tooMany, type TLimit } from '../../lib/rate-limit';

/**
 * Every limit on the account calls, in one place. All are held in the database (several processes share
 * them) and reserved before the work they guard, so a burst in parallel gets no more than the limit.
 *
 * Sign-in counts failures per address and per account-and-address (a failure budget: a correct password never
 * spends it, see lib/failure-budget.ts).
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
  /** The password was right: the attempt's slots come back and this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
  /** The password (or the e-mail) was wrong: the attempt counts against the budgets. */
  failed(): Promise<void>;
  /** The check broke before it knew (a database error): nothing is counted. */
  abandoned(): Promise<void>;
}

/**
 * Starts a sign-in attempt, or throws 429; waits out the flood delay of a besieged account. Only failures spend
 * the address's and the account-and-address budgets (lib/failure-budget.ts): correct sign-ins in parallel from
 * one office never lock it out, while parallel guesses still get no more password checks than the budget.
 */
export async function reserveSignIn(db: TDb, email: string, ip: string): Promise<TSignInAttempt> {
  const pair = `${email}|${ip}`;
  // Always address first, then account-and-address: one lock order for every sign-in.
  const budgets = [
    { limit: LOGIN_PER_ADDRESS, subject: ip },
    { limit: LOGIN_PER_ACCOUNT_ADDRESS, subject: pair },
  ];
  const start = await startAttempt(db, budgets);
  if (!start.ok) throw tooMany(TOO_MANY_LOGINS, start.retryAfter);
  const byAccount = await reserve(db, LOGIN_PER_ACCOUNT, email);
  const delay = floodDelayMs(byAccount.count);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return {
    async succeeded() {
      await attemptSucceeded(db, budgets);
      await Promise.all([clearLimit(db, LOGIN_PER_ACCOUNT_ADDRESS, pair), release(db, LOGIN_PER_ACCOUNT, email)]);
    },
    failed: () => attemptFailed(db, budgets),
    async abandoned() {
      await Promise.all([attemptSucceeded(db, budgets), release(db, LOGIN_PER_ACCOUNT, email)]);
    },
  };
}

export const reserveHashing = (db: TDb, ip: string) => reserveOrRefuse(db, hashingPerAddress(), ip, TOO_MANY_ATTEMPTS);
export const reservePasswordCheck = (db: TDb, userId: number) => reserveOrRefuse(db, PASSWORD_CHECK_PER_ACCOUNT, String(userId), TOO_MANY_ATTEMPTS);
export const reserveRegistration = (db: TDb, ip: string) => reserveOrRefuse(db, registrationsPerAddress(), ip, TOO_MANY_ATTEMPTS);
