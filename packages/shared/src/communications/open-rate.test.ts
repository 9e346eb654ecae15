import { describe, expect, it } from 'vitest';
import { openRate } from './open-rate';

describe('open rate', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [27, 54, 50],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [7, 7, 100],
  ])('%i opened of %i sent is %f%%', (opened, sent, rate) => {
    expect(openRate(opened, sent)).toBe(rate);
  });
});
