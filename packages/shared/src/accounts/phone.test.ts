import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone } from './phone';

describe('phone numbers', () => {
  it.each([
    ['0917 123 4567', '+639171234567'],
    ['09171234567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    ['639171234567', '639171234567'],
    ['(02) 8123 4567', '+63281234567'],
    ['(032) 234 5678', '+63322345678'],
    ['0063 917 123 4567', '+639171234567'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is valid and becomes %s', (input, out) => {
    expect(isValidPhone(input)).toBe(true);
    expect(normalizePhone(input)).toBe(out);
  });

  it.each(['0917', '+0 917 123 4567', 'call me', '12345678901234567890', '0'])('%s is refused', (input) => {
    expect(isValidPhone(input)).toBe(false);
  });
});
