import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath: a set-password link lands on this site only', () => {
  it.each([
    ['/events/12?tab=quotes', '/events/12?tab=quotes'],
    ['/payments', '/payments'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/events/1\n', null],
    ['', null],
    [null, null],
    [`/${'a'.repeat(600)}`, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
