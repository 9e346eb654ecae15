import { describe, expect, it } from 'vitest';
import { clockOf, formatRemaining } from './session-clock';

describe('session clock (spec: "Xh Ym", "Ym" or "Expired"; warning at 15 minutes or less)', () => {
  it.each([
    [0, 'Expired'],
    [-1, 'Expired'],
    [59_000, '0m'],
    [14 * 60_000, '14m'],
    [61 * 60_000, '1h 1m'],
    [6 * 3_600_000, '6h 0m'],
  ])('%i ms reads %s', (ms, label) => expect(formatRemaining(ms)).toBe(label));

  it('warns at 15 minutes and not at 16', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(clockOf('2026-12-01T00:15:00Z', now).expiringSoon).toBe(true);
    expect(clockOf('2026-12-01T00:16:00Z', now).expiringSoon).toBe(false);
    expect(clockOf('2026-12-01T00:00:00Z', now)).toMatchObject({ expired: true, expiringSoon: false });
  });
});
