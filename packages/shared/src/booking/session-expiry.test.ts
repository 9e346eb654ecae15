import { describe, expect, it } from 'vitest';
import { expiryAfterActivity, sessionMaxExpiry } from './session-expiry';

const H = 3_600_000;

describe('session expiry', () => {
  it('renews by the idle hour, never past six hours from the start', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    expect(sessionMaxExpiry(start)).toBe(start + 6 * H);
    expect(expiryAfterActivity(start + H, sessionMaxExpiry(start))).toBe(start + 2 * H);
    expect(expiryAfterActivity(start + 5.5 * H, sessionMaxExpiry(start))).toBe(start + 6 * H);
  });
});
