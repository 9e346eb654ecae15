import { expect, it } from 'vitest';
import { cardBrand, luhnValid, TEST_CARDS, testCardOutcome } from './test-cards';

it('knows its cards, all Luhn-valid', () => {
  for (const c of TEST_CARDS) expect(luhnValid(c.number)).toBe(true);
  expect(luhnValid('4242424242424241')).toBe(false);
  expect(testCardOutcome('4000000000000002')).toBe('declined');
  expect(testCardOutcome('4111111111111111')).toBe('succeeds');
  expect(cardBrand('5555555555554444')).toBe('mastercard');
});
