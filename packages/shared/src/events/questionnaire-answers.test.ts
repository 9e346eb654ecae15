import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from './questionnaire-answers';

const f = (type: string, options: string[] = []) => ({ name: 'Q', type: type as never, options });

describe('questionnaire answers', () => {
  it('normalises by type', () => {
    expect(normalizeAnswer(f('boolean'), 'true')).toBe('true');
    expect(normalizeAnswer(f('multi-select', ['Red', 'Gold', 'Green']), 'Gold, Red,Gold')).toBe('Gold,Red');
    expect(normalizeAnswer(f('phone'), '+63 917 123 4567')).toBe('+639171234567');
    expect(normalizeAnswer(f('text'), '   ')).toBe('');
    expect(normalizeAnswer(f('time'), '16:30')).toBe('16:30');
    expect(normalizeAnswer(f('rating'), ' 4 ')).toBe('4');
  });
  it('refuses what does not fit', () => {
    expect(() => normalizeAnswer(f('boolean'), 'yes')).toThrow("Q: answer must be 'true' or 'false'");
    expect(() => normalizeAnswer(f('select', ['A']), 'B')).toThrow('Q: choose one of the listed options');
    expect(() => normalizeAnswer(f('number'), '12a')).toThrow('Q: answer must be a number');
    expect(() => normalizeAnswer(f('email'), 'x@')).toThrow('Q: Please enter a valid email address');
    expect(() => normalizeAnswer(f('date'), '2026-13-45')).toThrow();
    expect(() => normalizeAnswer(f('rating'), '6')).toThrow('Q: Please choose a rating from 1 to 5');
  });
});
