import { describe, expect, it } from 'vitest';
import { isPresent, piecesOf, quotedTexts } from './spec-strings.mjs';

describe('spec strings', () => {
  it('takes texts in double and single quotes, never an apostrophe inside a word', () => {
    const doc = `The footer reads 'Showing X of Y events'. The client's name shows "Welcome back" and 'Back to events'.`;
    expect(quotedTexts(doc)).toEqual(['Welcome back', 'Showing X of Y events', 'Back to events']);
  });

  it('leaves out codes, paths and single words in lower case', () => {
    expect(quotedTexts(`"PARTIALLY_SIGNED", "/api/users/", 'pending', "https://x.test"`)).toEqual([]);
  });

  it.each([
    ['Showing X of Y events', ['Showing', 'events']],
    ['Amount cannot exceed remaining balance of {amount}', ['Amount cannot exceed remaining balance of']],
    ['Unable to load event tasks. ...', ['Unable to load event tasks.']],
    ['Payment History (n)', ['Payment History (']],
  ])('%s has the literal pieces %j', (text, pieces) => {
    expect(piecesOf(text)).toEqual(pieces);
  });

  it('finds a text when one file holds all its pieces, a typographic apostrophe allowed', () => {
    const sources = ['label={`Showing ${shown} of ${total} events`}', 'const t = "You’re all set";'];
    expect(isPresent('Showing X of Y events', sources)).toBe(true);
    expect(isPresent("You're all set", sources)).toBe(true);
    expect(isPresent('Showing X of Y tasks', sources)).toBe(false);
  });
});
