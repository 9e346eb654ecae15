/**
 * Whether a file's first bytes fit its extension, so a renamed executable is refused whatever it is called.
 * Answers the MIME type to store, or null.
 */
const starts = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ascii = (head: Buffer, text: string) => head.subarray(0, text.length).toString('latin1') === text;

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // Cut a possibly split multi-byte character at the end before the strict decode.
  const body = head.length >= 4096 ? head.subarray(0, head.length - 3) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

const checks: Record<string, { mime: string; test(head: Buffer): boolean }> = {
  '.pdf': { mime: 'application/pdf', test: (h) => ascii(h, '%PDF-') },
  '.png': { mime: 'image/png', test: (h) => starts(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  '.jpg': { mime: 'image/jpeg', test: (h) => starts(h, [0xff, 0xd8, 0xff]) },
  '.jpeg': { mime: 'image/jpeg', test: (h) => starts(h, [0xff, 0xd8, 0xff]) },
  '.doc': { mime: 'application/msword', test: (h) => starts(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  '.docx': { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', test: (h) => starts(h, [0x50, 0x4b, 0x03, 0x04]) },
  '.rtf': { mime: 'application/rtf', test: (h) => ascii(h, '{\\rtf') },
  '.txt': { mime: 'text/plain', test: looksLikeText },
};

export function documentMime(extension: string, head: Buffer): string | null {
  const check = checks[extension];
  return check && head.length > 0 && check.test(head) ? check.mime : null;
}
