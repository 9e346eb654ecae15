import { SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS } from './steps';

/** A session's end, as its start sets it: the maximum age no activity can pass. */
export const sessionMaxExpiry = (startedAtMs: number) => startedAtMs + SESSION_MAX_AGE_HOURS * 3_600_000;

/**
 * When a session expires after activity at `nowMs`: the idle time ahead, never past its maximum age. The server
 * renews by renewedExpiryMs, which keeps within a minute of this.
 */
export const expiryAfterActivity = (nowMs: number, maxExpiryMs: number) => Math.min(nowMs + SESSION_IDLE_MINUTES * 60_000, maxExpiryMs);

/** How much of the idle time a session may have used before activity moves its expiry again. */
export const RENEWAL_SLACK_MS = 60_000;

/**
 * The expiry a session takes after activity at `nowMs`, given the one it has: renewed to expiryAfterActivity once
 * it is more than RENEWAL_SLACK_MS short of it, else kept. So a session is renewed at most once a minute: the calls
 * in between leave the indexed expiry of the session and its hold as they are, a cheaper write for PostgreSQL (no
 * index entries, no hold to touch). The browser applies the same rule after a call whose answer carries no
 * expiry (calculate-pricing answers the spec's pricing only), so its countdown shows what the server kept.
 */
export function renewedExpiryMs(currentMs: number, nowMs: number, maxExpiryMs: number): number {
  const promised = expiryAfterActivity(nowMs, maxExpiryMs);
  return currentMs >= promised - RENEWAL_SLACK_MS ? Math.min(currentMs, maxExpiryMs) : promised;
}
