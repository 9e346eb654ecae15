import { SUPPORT_HOURS, VENUE_CONTACT } from '@venue/shared/site/venue';

/** Plain-text first (it is what every client shows), with a simple HTML twin. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The frame every e-mail shares: it fits a phone (the viewport meta, a card that narrows, long addresses that
 * break), and it ends with the venue's name, address and contact, so a client can always tell who wrote and reach
 * a person.
 */
function frame(title: string, content: string): string {
  const v = VENUE_CONTACT;
  const footer = `<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#6b6b5e;text-align:center">${escapeHtml(v.name)} · ${v.address.map(escapeHtml).join(', ')}<br><a href="${v.phone.href}" style="color:#6b6b5e">${escapeHtml(v.phone.display)}</a> · <a href="mailto:${v.email}" style="color:#6b6b5e">${escapeHtml(v.email)}</a> · Support hours ${escapeHtml(SUPPORT_HOURS)}</p>`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;font-family:Georgia,serif;background:#f6f3ea;padding:16px 8px;color:#2f3a2f">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;border-top:6px solid #2e5e3e;overflow-wrap:anywhere">
<h1 style="font-size:22px;color:#2e5e3e;margin:0 0 16px">${escapeHtml(title)}</h1>${content}
</div>${footer}</body></html>`;
}

/**
 * Paragraphs of plain text (a line break inside one stays a line break: an itemised list), the main button with its
 * address spelt out for mail readers that drop buttons, and any further links by their names (a long address, such
 * as a calendar file's, is never printed in the HTML).
 */
export function emailLayout(
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
  more: { links?: { href: string; label: string }[] } = {},
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p.split('\n').map(escapeHtml).join('<br>')}</p>`).join('');
  const links = (more.links ?? [])
    .map((l) => `<p style="margin:0 0 16px"><a href="${escapeHtml(l.href)}" style="color:#2e5e3e">${escapeHtml(l.label)}</a></p>`)
    .join('');
  return frame(
    title,
    `${body}${links}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#2e5e3e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b6b5e;word-break:break-all">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>`,
  );
}

/**
 * The same frame around HTML that is already safe (a person's message after the sanitizer): the title is
 * escaped, the body goes in as it is.
 */
export const emailFrame = (title: string, safeBody: string): string => frame(title, safeBody);

/** The plain-text twin's last lines: who the venue is and how to reach it. */
export const textFooter = (): string =>
  `\n\n--\n${VENUE_CONTACT.name}\n${VENUE_CONTACT.address.join(', ')}\n${VENUE_CONTACT.phone.display} · ${VENUE_CONTACT.email}\nSupport hours ${SUPPORT_HOURS}`;
