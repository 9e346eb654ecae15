import { describe, expect, it } from 'vitest';
import { brandColourProblem, contrastRatio, ratioText, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it.each([
    ['#000000', 0],
    ['#FFFFFF', 1],
    ['#ffffff', 1],
  ])('the luminance of %s is %d', (hex, expected) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 6);
  });

  // Ratios against white, to two decimals.
  it.each([
    ['#000000', 21],
    ['#FFFFFF', 1],
    ['#767676', 4.54],
    ['#777777', 4.48],
    ['#2E5E3E', 7.54],
    ['#B8912A', 2.95],
    ['#0000FF', 8.59],
  ])('%s against white is %d:1', (hex, expected) => {
    expect(contrastRatio(hex, '#FFFFFF')).toBeCloseTo(expected, 2);
    expect(contrastRatio('#FFFFFF', hex)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['#2E5E3E', null],
    ['#767676', null],
    ['#000000', null],
    ['#777777', 'white text on it has a contrast of 4.47:1'],
    ['#B8912A', 'white text on it has a contrast of 2.94:1'],
    ['#FFFFFF', 'white text on it has a contrast of 1.00:1'],
  ])('the brand colour %s: %s', (hex, problem) => {
    const answer = brandColourProblem(hex);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });

  it.each(['2E5E3E', '#2E5E3', '#GGGGGG', 'green', ''])('refuses %j as a colour with the format to use', (text) => {
    expect(brandColourProblem(text)).toBe('Enter the colour as # and six hexadecimal digits, for example #2E5E3E.');
  });

  it('rounds the ratio down', () => {
    expect(ratioText(4.499)).toBe('4.49:1');
  });
});
