import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zName } from '../accounts/fields';
import { ZCreateThreadRequest } from '../messages/thread.schema';
import { ZVenueDetailsInput } from '../site/venue-details.schema';
import { INT4_MAX, isCalendarDay, isSingleLine, SINGLE_LINE_MESSAGE, unsafeTextPath, zDay, zId, zPage, zSingleLine } from './input';

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

describe('single-line fields', () => {
  it.each([
    ['Havila Gardens', true],
    ['Café Ñiño – 9AM–5PM', true],
    ['Havila\nGardens', false],
    ['Havila\r\nGardens', false],
    ['Havila\rGardens', false],
    ['tab\there', false],
    ['bell\u0007', false],
    ['del\u007F', false],
    ['next line\u0085', false],
    ['line\u2028separator', false],
    ['paragraph\u2029separator', false],
  ])('%j is single-line: %s', (text, ok) => {
    expect(isSingleLine(text)).toBe(ok);
  });

  it('refuses with its own words, after the trim (a trailing newline is only trimmed)', () => {
    const field = zSingleLine(z.string().trim().max(10));
    expect(field.parse('  Ana \n')).toBe('Ana');
    expect(field.safeParse('A\nB').error?.issues.map((i) => i.message)).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it('holds in the shared schemas: names, the venue name, subjects; multi-line fields keep their lines', () => {
    expect(
      zName('First name')
        .safeParse('Maria\nSantos')
        .error?.issues.map((i) => i.message),
    ).toContain(SINGLE_LINE_MESSAGE);
    expect(ZVenueDetailsInput.shape.name.safeParse('Havila\r\nGardens').success).toBe(false);
    expect(ZVenueDetailsInput.shape.document_footer.parse('Thank you.\nSee you soon.')).toBe('Thank you.\nSee you soon.');
    expect(ZCreateThreadRequest.shape.subject.safeParse('Hello\nBcc: x@y.z').success).toBe(false);
  });
});
