import { expect, it } from 'vitest';
import { settle } from './settle';

it('ends in the same state whatever order the news arrives in', () => {
  expect(settle('PROCESSING', 'succeeded')).toBe('COMPLETED');
  expect(settle('COMPLETED', 'failed')).toBeNull();
  expect(settle('COMPLETED', 'succeeded')).toBeNull();
  expect(settle('PROCESSING', 'failed')).toBe('FAILED');
  expect(settle('FAILED', 'succeeded')).toBe('COMPLETED');
  expect(settle('FAILED', 'failed')).toBeNull();
  expect(settle('FAILED', 'processing')).toBeNull();
});
