import { describe, expect, it } from 'vitest';
import { changePasswordStrength, fivePointStrength, passwordFeedback } from './password-strength';

describe('five-point strength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefg1', 3, 'Good'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Very Strong'],
  ])('%j scores %i (%s)', (pw, score, label) => {
    expect(fivePointStrength(pw)).toEqual({ score, label });
  });
});

describe('change-password strength', () => {
  it.each([
    ['short', 0, 'Weak'],
    ['abcdefgh', 25, 'Weak'],
    ['abcdefg1', 40, 'Fair'],
    ['abcdefghijkl', 50, 'Fair'],
    ['Abcdefg1', 60, 'Good'],
    ['Abcdefg1!', 75, 'Good'],
    ['Abcdefghij1!', 100, 'Strong'],
  ])('%j scores %i (%s)', (pw, score, label) => {
    expect(changePasswordStrength(pw)).toEqual({ score, label });
  });
});

it('gives feedback for what is missing', () => {
  expect(passwordFeedback('abc')).toEqual(['Use at least 8 characters.', 'Mix upper and lower case letters.', 'Add a number.', 'Add a special character.']);
  expect(passwordFeedback('Abcdefg1!')).toEqual([]);
});
