import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('one person, however the address is spelt', () => {
  it.each([
    ['ana@example.test', 'ana@example.test'],
    ['Ana@Example.TEST', 'ana@example.test'],
    ['  ana@example.test ', 'ana@example.test'],
    ['ana+1@example.test', 'ana@example.test'],
    ['ana+wedding+2@example.test', 'ana@example.test'],
    ['a.na@example.test', 'a.na@example.test'],
    ['A.Na+promo@Gmail.com', 'ana@gmail.com'],
    ['a.n.a@googlemail.com', 'ana@gmail.com'],
    ['ana@gmail.com', 'ana@gmail.com'],
    ['+tag@example.test', '+tag@example.test'],
    ['not-an-address', 'not-an-address'],
  ])('%s is %s', (input, key) => {
    expect(emailKey(input)).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(emailKey('ana@example.test')).not.toBe(emailKey('ana@example.org'));
    expect(emailKey('a.na@example.test')).not.toBe(emailKey('ana@example.test'));
    expect(emailKey('ana1@gmail.com')).not.toBe(emailKey('ana@gmail.com'));
  });
});
