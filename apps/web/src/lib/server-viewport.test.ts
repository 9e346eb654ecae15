import { describe, expect, it } from 'vitest';
import { widthMatches } from './server-viewport';

describe('widthMatches', () => {
  it.each([
    ['(min-width:900px)', 1280, true],
    ['(min-width:900px)', 375, false],
    ['(max-width:599.95px)', 375, true],
    ['(max-width:599.95px)', 600, false],
    ['(min-width:600px) and (max-width:899.95px)', 800, true],
    ['(min-width:600px) and (max-width:899.95px)', 375, false],
    ['(min-width: 900px)', 900, true],
    ['(prefers-reduced-motion: reduce)', 1280, false],
    ['print and (min-width:900px)', 1280, false],
    ['(max-width:599.95px), (min-width:1200px)', 1280, false],
  ])('%s at %i px: %s', (query, width, expected) => {
    expect(widthMatches(query, width)).toBe(expected);
  });
});
