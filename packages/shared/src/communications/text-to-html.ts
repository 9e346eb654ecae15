import { escapeHtml } from './render-template';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/**
 * A plain-text message as display HTML: paragraphs at blank lines, line breaks kept, everything escaped, and
 * web addresses as links that open in a new tab without access to this page (spec: links open with noopener).
 * The result holds only p, br and a with href, target and rel, so it is safe by construction.
 */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${linkify(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function linkify(paragraph: string): string {
  let out = '';
  let last = 0;
  for (const m of paragraph.matchAll(URL_PATTERN)) {
    out += escapeHtml(paragraph.slice(last, m.index));
    const href = escapeHtml(m[0]);
    out += `<a href="${href}" target="_blank" rel="noopener noreferrer">${href}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(paragraph.slice(last));
}
