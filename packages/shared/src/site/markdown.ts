import { isSingleLine } from '../common/input';

/**
 * The Markdown the site's pages are written in, a small subset parsed into blocks that the web app draws with
 * its own components: headings (## and ###), paragraphs, bulleted and numbered lists, **bold**, and links to
 * the site's own pages, to http(s), mailto: and tel: (isSafeHref). No HTML passes through, so there is nothing
 * to sanitize.
 */
export type TInline = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };
export type TBlock =
  { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'paragraph'; inlines: TInline[] } | { kind: 'list'; ordered: boolean; items: TInline[][] };

/**
 * A link stays on the site unless it names another one with http(s), or is mailto: or tel:. A site path is "/"
 * or a single "/" then anything but a slash or a backslash: browsers read "//host", "/\host" and "\\host"
 * alike as another host (a protocol-relative URL), so those are not paths. A control character (which browsers
 * drop or rewrite inside URLs) makes any link plain text.
 */
const SITE_PATH = /^\/(?:$|[^/\\])/;
const OTHER_PLACE = /^(?:https?:\/\/[^/\\]|mailto:|tel:)/i;
export const isSafeHref = (href: string) => isSingleLine(href) && (SITE_PATH.test(href) || OTHER_PLACE.test(href));

export function parseInlines(text: string): TInline[] {
  const out: TInline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'bold', text: m[1] });
    else if (isSafeHref(m[3]!)) out.push({ kind: 'link', text: m[2]!, href: m[3]! });
    else out.push({ kind: 'text', text: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): TBlock[] {
  const blocks: TBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: TInline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length === 3 ? 3 : 2, text: heading[2]! });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInlines((bullet ?? numbered)![1]!));
    } else if (list) {
      // A line under a list item continues it.
      const item = list.items.at(-1)!;
      item.push({ kind: 'text', text: ' ' }, ...parseInlines(line));
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The page's words as plain text (search snippets, previews). */
export const markdownText = (source: string) =>
  parseMarkdown(source)
    .map((b) =>
      b.kind === 'heading'
        ? b.text
        : b.kind === 'paragraph'
          ? b.inlines.map((i) => i.text).join('')
          : b.items.map((i) => i.map((x) => x.text).join('')).join(' '),
    )
    .join(' ');
