import { describe, expect, it } from 'vitest';
import { applyMarkup, insertVariable } from '@/features/staff-sales/template-markup';

const select = (text: string, part: string) => [text.indexOf(part), text.indexOf(part) + part.length] as const;

describe('the template toolbar', () => {
  it('wraps the selection in inline tags and keeps it selected', () => {
    const text = '<p>The deposit is due now.</p>';
    const edit = applyMarkup(text, ...select(text, 'due now'), 'strong');
    expect(edit.text).toBe('<p>The deposit is <strong>due now</strong>.</p>');
    expect(edit.text.slice(edit.start, edit.end)).toBe('due now');
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    const edit = applyMarkup('', 0, 0, 'em');
    expect(edit.text).toBe('<em>italic text</em>');
    expect(edit.text.slice(edit.start, edit.end)).toBe('italic text');
  });

  it('puts a heading on a line of its own', () => {
    const text = '<p>One</p>Terms<p>Two</p>';
    const edit = applyMarkup(text, ...select(text, 'Terms'), 'h2');
    expect(edit.text).toBe('<p>One</p>\n<h2>Terms</h2>\n<p>Two</p>');
    expect(edit.text.slice(edit.start, edit.end)).toBe('Terms');
  });

  it('makes each selected line a list item', () => {
    const text = 'Intro\nDeposit on signing\n\nBalance before the event\n';
    const edit = applyMarkup(text, ...select(text, 'Deposit on signing\n\nBalance before the event'), 'ol');
    expect(edit.text).toBe('Intro\n<ol>\n<li>Deposit on signing</li>\n<li>Balance before the event</li>\n</ol>\n');
  });

  it('inserts a variable at the caret, replacing the selection', () => {
    const edit = insertVariable('Dear NAME,', 5, 9, 'client_name');
    expect(edit).toEqual({ text: 'Dear {{client_name}},', start: 20, end: 20 });
  });
});
