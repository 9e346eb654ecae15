/** Spec document 2, section 9: a record's content preview is its first 50 characters. */
export const CONTENT_PREVIEW_LENGTH = 50;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment for previews and plain-text twins: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // Block boundaries become line breaks; inline tags vanish ("<b>Liza</b>," stays "Liza,").
      .replace(/<br\s*\/?>|<\/?(p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|hr|section|article|header|footer)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
        if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
        const n = code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
        return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : ' ';
      })
      .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The records table's "Content Preview": tags stripped, one line, the first 50 characters, "..." when cut. */
export function contentPreview(body: string): string {
  const text = htmlToText(body).replace(/\s+/g, ' ');
  const chars = Array.from(text);
  return chars.length > CONTENT_PREVIEW_LENGTH ? `${chars.slice(0, CONTENT_PREVIEW_LENGTH).join('').trimEnd()}...` : text;
}
