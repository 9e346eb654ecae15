import type { DOMPurify, WindowLike } from 'dompurify';

/**
 * The one server-side HTML sanitizer, for HTML the venue's staff write (contract templates, and the contracts
 * generated from them). What a contract needs and nothing else: headings, paragraphs, emphasis, lists,
 * tables, quotes and rules; the only attributes are class, colspan and rowspan (no links, images, styles or
 * handlers). The browser sanitizes again before showing it; the PDF renders it as text blocks.
 */
export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'blockquote',
  'hr',
  'span',
];
export const ALLOWED_ATTR = ['class', 'colspan', 'rowspan'];

// jsdom takes a few hundred milliseconds to load: one window, made on first use, not at every start.
let purifier: Promise<DOMPurify> | undefined;
function purify(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  })();
  return purifier;
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await purify()).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
