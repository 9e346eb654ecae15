import { describe, expect, it } from 'vitest';
import { byCharacters } from './compare';

describe('byCharacters', () => {
  it.each([
    ['2026-12-03', '2026-12-10', -1],
    ['2026-12-10T08:00:00+08:00', '2026-12-10T08:00:00+08:00', 0],
    ['09:30', '10:00', -1],
    ['quote-12', 'quote-3', -1],
    ['9999', '2027-01-01', 1],
  ])('%s against %s is %i, as the collator has it', (a, b, sign) => {
    expect(byCharacters(a, b)).toBe(sign);
    expect(Math.sign(a.localeCompare(b))).toBe(sign);
  });
});
