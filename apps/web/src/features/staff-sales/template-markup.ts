/**
 * The template editor's toolbar as text edits on the HTML source: each button wraps the selected text in the
 * tags the server keeps (lib/sanitize-html.ts on the server), and answers the new text and what to select next.
 */
export type TInlineTag = 'strong' | 'em' | 'u';
export type TBlockTag = 'h2' | 'h3' | 'p';
export type TListTag = 'ul' | 'ol';
export type TMarkup = TInlineTag | TBlockTag | TListTag;

export interface TEdit {
  text: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

const PLACEHOLDER: Record<TMarkup, string> = {
  strong: 'bold text',
  em: 'italic text',
  u: 'underlined text',
  h2: 'Heading',
  h3: 'Subheading',
  p: 'Paragraph',
  ul: 'Item',
  ol: 'Item',
};

const isInline = (tag: TMarkup): tag is TInlineTag => tag === 'strong' || tag === 'em' || tag === 'u';
const isList = (tag: TMarkup): tag is TListTag => tag === 'ul' || tag === 'ol';

/** Puts `insert` in place of text[start, end); block markup gets lines of its own. */
function replace(text: string, start: number, end: number, insert: string, ownLines: boolean) {
  let before = text.slice(0, start);
  let after = text.slice(end);
  let lead = '';
  if (ownLines) {
    if (before && !before.endsWith('\n')) lead = '\n';
    if (after && !after.startsWith('\n')) after = `\n${after}`;
  }
  before += lead;
  return { text: before + insert + after, at: before.length };
}

export function applyMarkup(text: string, start: number, end: number, tag: TMarkup): TEdit {
  const selected = text.slice(start, end);
  if (isInline(tag)) {
    const inner = selected || PLACEHOLDER[tag];
    const { text: next, at } = replace(text, start, end, `<${tag}>${inner}</${tag}>`, false);
    const innerStart = at + tag.length + 2;
    return { text: next, start: innerStart, end: innerStart + inner.length };
  }
  if (isList(tag)) {
    const items = selected
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const block = `<${tag}>\n${(items.length ? items : [PLACEHOLDER[tag]]).map((item) => `<li>${item}</li>`).join('\n')}\n</${tag}>`;
    const { text: next, at } = replace(text, start, end, block, true);
    return { text: next, start: at, end: at + block.length };
  }
  const inner = selected.trim() || PLACEHOLDER[tag];
  const { text: next, at } = replace(text, start, end, `<${tag}>${inner}</${tag}>`, true);
  const innerStart = at + tag.length + 2;
  return { text: next, start: innerStart, end: innerStart + inner.length };
}

/** A variable at the caret (replacing a selection), the caret after it. */
export function insertVariable(text: string, start: number, end: number, name: string): TEdit {
  const placeholder = `{{${name}}}`;
  const next = text.slice(0, start) + placeholder + text.slice(end);
  return { text: next, start: start + placeholder.length, end: start + placeholder.length };
}
