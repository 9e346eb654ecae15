import { SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS } from './steps';

/** A session's end, as its start sets it: the maximum age no activity can pass. */
export const sessionMaxExpiry = (startedAtMs: number) => startedAtMs + SESSION_MAX_AGE_HOURS * 3_600_000;

/**
 * When a session expires after activity at `nowMs`: the idle time ahead, never past its maximum age. The server
 * keeps a session open at least this long after every call (renewedExpiryMs); the browser applies it after a
 * call whose answer carries no expiry (calculate-pricing answers the spec's pricing only), which can only show
 * less time than the session has, never more.
 */
export const expiryAfterActivity = (nowMs: number, maxExpiryMs: number) => Math.min(nowMs + SESSION_IDLE_MINUTES * 60_000, maxExpiryMs);

/** How far past the idle time a renewal reaches, so that the next minute of calls leaves the expiry as it is. */
export const RENEWAL_SLACK_MS = 60_000;

/**
 * The expiry a session takes after activity at `nowMs`, given the one it has: kept while it is at least what
 * expiryAfterActivity promises, else renewed with up to RENEWAL_SLACK_MS to spare (never past the maximum age). So a
 * session never ends sooner than the rule says (the browser's countdown is never optimistic), and it is renewed
 * at most once a minute: the calls in between leave the indexed expiry of the session and its hold as they are,
 * a cheaper write for PostgreSQL (no index entries, no hold to touch).
 */
export function renewedExpiryMs(currentMs: number, nowMs: number, maxExpiryMs: number): number {
  const promised = expiryAfterActivity(nowMs, maxExpiryMs);
  return currentMs >= promised ? currentMs : Math.min(promised + RENEWAL_SLACK_MS, maxExpiryMs);
}
