/**
 * Contract content is simple HTML written by the venue (headings, paragraphs, lists, emphasis). For the PDF
 * it becomes text blocks; tags we do not know are dropped, never interpreted.
 */
export type TBlock = { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string } | { kind: 'bullet'; text: string };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  peso: '₱',
};

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

const clean = (s: string) =>
  decode(s.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();

export function htmlToBlocks(html: string): TBlock[] {
  const blocks: TBlock[] = [];
  const body = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '');
  // A table row is one line with its cells apart (templates may hold a small fee table).
  const re = /<(h[1-6]|p|li|div|blockquote|tr)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const tag = m[1]!.toLowerCase();
    const text = tag === 'tr' ? clean(m[2]!.replace(/<\/t[dh]>\s*(?=<t[dh]\b)/gi, ' · ')) : clean(m[2]!);
    if (!text) continue;
    if (tag.startsWith('h')) blocks.push({ kind: 'heading', level: Number(tag[1]), text });
    else if (tag === 'li') blocks.push({ kind: 'bullet', text });
    else blocks.push({ kind: 'paragraph', text });
  }
  if (blocks.length === 0 && clean(body)) blocks.push({ kind: 'paragraph', text: clean(body) });
  return blocks;
}
