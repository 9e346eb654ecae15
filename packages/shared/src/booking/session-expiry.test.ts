import { describe, expect, it } from 'vitest';
import { expiryAfterActivity, renewedExpiryMs, RENEWAL_SLACK_MS, sessionMaxExpiry } from './session-expiry';

const H = 3_600_000;

describe('session expiry', () => {
  it('renews by the idle hour, never past six hours from the start', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    expect(sessionMaxExpiry(start)).toBe(start + 6 * H);
    expect(expiryAfterActivity(start + H, sessionMaxExpiry(start))).toBe(start + 2 * H);
    expect(expiryAfterActivity(start + 5.5 * H, sessionMaxExpiry(start))).toBe(start + 6 * H);
  });

  it('renews at most once a minute, and never to less than the idle hour ahead', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    const max = sessionMaxExpiry(start);
    const first = renewedExpiryMs(start + H, start + 10_000, max);
    expect(first).toBe(start + 10_000 + H + RENEWAL_SLACK_MS);
    // Within the minute of slack the expiry stays, and still covers the idle hour.
    for (const t of [start + 20_000, start + 40_000, start + 70_000]) {
      expect(renewedExpiryMs(first, t, max)).toBe(first);
      expect(first).toBeGreaterThanOrEqual(expiryAfterActivity(t, max));
    }
    // Past it, renewed again.
    expect(renewedExpiryMs(first, start + 71_000, max)).toBe(start + 71_000 + H + RENEWAL_SLACK_MS);
  });

  it('never passes the maximum age', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    const max = sessionMaxExpiry(start);
    expect(renewedExpiryMs(start + 5 * H, start + 5 * H - 30_000, max)).toBe(max);
    expect(renewedExpiryMs(max, start + 5.9 * H, max)).toBe(max);
  });
});
