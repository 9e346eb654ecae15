import { SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS } from './steps';

/** A session's end, as its start sets it: the maximum age no activity can pass. */
export const sessionMaxExpiry = (startedAtMs: number) => startedAtMs + SESSION_MAX_AGE_HOURS * 3_600_000;

/**
 * When a session expires after activity at `nowMs`: the idle time ahead, never past its maximum age. The server
 * renews by this rule on every call; the browser applies it too after a call whose answer carries no expiry
 * (calculate-pricing answers the spec's pricing only).
 */
export const expiryAfterActivity = (nowMs: number, maxExpiryMs: number) => Math.min(nowMs + SESSION_IDLE_MINUTES * 60_000, maxExpiryMs);
