import { expect, it } from 'vitest';
import { settle, SUCCESS_COMPLETES, type TChargeState } from './settle';

it('ends in the same state whatever order the news arrives in', () => {
  expect(settle('PROCESSING', 'succeeded')).toBe('COMPLETED');
  expect(settle('COMPLETED', 'failed')).toBeNull();
  expect(settle('COMPLETED', 'succeeded')).toBeNull();
  expect(settle('PROCESSING', 'failed')).toBe('FAILED');
  expect(settle('FAILED', 'succeeded')).toBe('COMPLETED');
  expect(settle('FAILED', 'failed')).toBeNull();
  expect(settle('FAILED', 'processing')).toBeNull();
});

it('names every state news of a success completes, and only those', () => {
  const all: TChargeState[] = ['PROCESSING', 'COMPLETED', 'FAILED', 'PENDING'];
  const completes = all.filter((s) => settle(s === 'PENDING' ? 'PROCESSING' : s, 'succeeded') === 'COMPLETED');
  expect([...SUCCESS_COMPLETES].sort()).toEqual(completes.sort());
});
