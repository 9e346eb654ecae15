import { describe, expect, it } from 'vitest';
import { confirmationMatches, deleteConfirmationText, needsTypedConfirmation } from './delete-confirmation';

const card = { type_display: 'Credit Card', last_four: '4242', nickname: 'Work Visa', is_default: false };

describe('deleting a payment method', () => {
  it.each([
    [{ is_default: true }, 3, true],
    [{ is_default: false }, 1, true],
    [{ is_default: false }, 2, false],
  ])('asks for the typed text when default or the only one (%j of %i)', (method, count, typed) => {
    expect(needsTypedConfirmation(method, count)).toBe(typed);
  });

  it.each([
    [card, 'DELETE Credit Card •••• 4242'],
    [{ ...card, last_four: null }, 'DELETE Work Visa'],
    [{ ...card, last_four: null, nickname: '  ' }, 'DELETE Credit Card'],
    [{ ...card, type_display: 'Bank Transfer', last_four: null, nickname: '' }, 'DELETE Bank Transfer'],
  ])('names the type with the last four, else the nickname, else the type', (method, text) => {
    expect(deleteConfirmationText(method)).toBe(text);
  });

  it('matches the exact text only, ignoring surrounding spaces', () => {
    const expected = 'DELETE Credit Card •••• 4242';
    expect(confirmationMatches('DELETE Credit Card •••• 4242 ', expected)).toBe(true);
    expect(confirmationMatches('delete credit card •••• 4242', expected)).toBe(false);
    expect(confirmationMatches('DELETE Credit Card 4242', expected)).toBe(false);
  });
});
