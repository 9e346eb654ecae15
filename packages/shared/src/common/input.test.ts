import { describe, expect, it } from 'vitest';
import { INT4_MAX, isCalendarDay, unsafeTextPath, zDay, zId, zPage } from './input';

describe('zId', () => {
  it.each([
    ['1', 1],
    [String(INT4_MAX), INT4_MAX],
    [42, 42],
  ])('accepts %s', (input, out) => expect(zId().parse(input)).toBe(out));
  it.each(['0', '-1', '1.5', String(INT4_MAX + 1), '99999999999999999999', 'abc', '', '1e400'])('refuses %s', (input) => {
    expect(zId().safeParse(input).success).toBe(false);
  });
});

describe('zPage', () => {
  it('defaults to 1 and refuses pages beyond any real list', () => {
    expect(zPage().parse(undefined)).toBe(1);
    expect(zPage().safeParse('1000001').success).toBe(false);
    expect(zPage().safeParse('0').success).toBe(false);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['0000-01-01', false],
  ])('%s is a day: %s', (text, ok) => {
    expect(isCalendarDay(text)).toBe(ok);
    expect(zDay().safeParse(text).success).toBe(ok);
  });
});

describe('unsafeTextPath', () => {
  it.each([
    [{ a: 'fine', b: { c: 'ma\u00f1ana \ud83c\udf89' } }, null],
    [{ a: 'x\u0000y' }, 'a'],
    [{ profile: { phone: '\ud800' } }, 'profile.phone'],
    [{ list: ['ok', 'bad\udc00'] }, 'list.1'],
    ['\u0000', 'non_field_errors'],
    [{ ['k\u0000']: 1 }, 'non_field_errors'],
    [42, null],
  ])('%j -> %s', (value, path) => expect(unsafeTextPath(value)).toBe(path));
});
