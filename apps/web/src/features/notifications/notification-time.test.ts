import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const H = 3_600_000;

describe('notificationTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * 60_000, 'Just now'],
    [H, '1h ago'],
    [23 * H + 59 * 60_000, '23h ago'],
    [24 * H, 'Yesterday'],
    [47 * H, 'Yesterday'],
    [48 * H, '2d ago'],
    [6 * 24 * H + 23 * H, '6d ago'],
    [7 * 24 * H, 'date'],
  ])('%i ms ago reads %s', (age, label) => {
    expect(notificationTime(ago(age), now, () => 'date')).toBe(label);
  });

  it('treats a time a little in the future (clock skew) as just now', () => {
    expect(notificationTime(new Date(now + 5_000).toISOString(), now, () => 'date')).toBe('Just now');
  });
});
