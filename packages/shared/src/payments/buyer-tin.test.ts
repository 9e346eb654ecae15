import { describe, expect, it } from 'vitest';
import { normalizeTin, zBuyerTin } from './buyer-tin';

describe('normalizeTin', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['123-456-789', '123-456-789'],
    ['123456789', '123-456-789'],
    ['123 456 789 000', '123-456-789-000'],
    ['123-456-789-0000', '123-456-789-0000'],
    ['123-456-789-00000', '123-456-789-00000'],
    ['12345678900000', '123-456-789-00000'],
    ['12345678', null],
    ['1234567890', null],
    ['12345678901', null],
    ['123456789000000', null],
    ['123-456-78A', null],
    ['TIN 123456789', null],
  ])('%j -> %j', (typed, want) => {
    expect(normalizeTin(typed)).toBe(want);
  });

  it('the profile field answers the printed form or the message', () => {
    expect(zBuyerTin.parse('123456789000')).toBe('123-456-789-000');
    const bad = zBuyerTin.safeParse('12-34');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/000-000-000/);
  });
});
