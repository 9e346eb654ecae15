import { describe, expect, it } from 'vitest';
import { expiryAfterActivity, renewedExpiryMs, sessionMaxExpiry } from './session-expiry';

const H = 3_600_000;

describe('session expiry', () => {
  it('renews by the idle hour, never past six hours from the start', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    expect(sessionMaxExpiry(start)).toBe(start + 6 * H);
    expect(expiryAfterActivity(start + H, sessionMaxExpiry(start))).toBe(start + 2 * H);
    expect(expiryAfterActivity(start + 5.5 * H, sessionMaxExpiry(start))).toBe(start + 6 * H);
  });

  it('renews to the idle hour at most once a minute, leaving a session at least 59 minutes after activity', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    const max = sessionMaxExpiry(start);
    // Within the minute of slack the expiry stays.
    for (const t of [start + 20_000, start + 40_000, start + 60_000]) expect(renewedExpiryMs(start + H, t, max)).toBe(start + H);
    // Past it, renewed to the idle hour from now.
    expect(renewedExpiryMs(start + H, start + 61_000, max)).toBe(start + 61_000 + H);
  });

  it('never passes the maximum age', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    const max = sessionMaxExpiry(start);
    expect(renewedExpiryMs(start + 5 * H, start + 5.5 * H, max)).toBe(max);
    expect(renewedExpiryMs(max, start + 5.9 * H, max)).toBe(max);
  });
});
