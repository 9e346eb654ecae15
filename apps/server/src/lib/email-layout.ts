import { telHref } from '@venue/shared/site/venue-details.schema';

/** Plain-text first (it is what every client shows), with a simple HTML twin. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The venue as the frame's footer and the sender print it, read from Venue Details when the message leaves. */
export interface TVenueFooter {
  name: string;
  address: string[];
  phone: string;
  email: string;
  supportHours: string;
  senderName: string;
  /** The brand colour (Venue Details, AA against white): the frame's band, title, links and button. */
  brandColor: string;
}

/**
 * Where the venue's lines go in a stored message. The outbox keeps the words the venue wrote; the venue's name,
 * address and contact are put in when the message leaves (lib/mailer.ts), so a message queued before an admin
 * changed them goes out with the new ones.
 */
export const VENUE_FOOTER_MARK = '<!--venue-footer-->';
/** The frame's own colour as stored; the venue's brand colour takes its place when the message leaves. */
const FRAME_COLOR = '#2e5e3e';

/**
 * The frame every e-mail shares: it fits a phone (the viewport meta, a card that narrows, long addresses that
 * break), and it ends with the venue's name, address and contact, so a client can always tell who wrote and reach
 * a person.
 */
function frame(title: string, content: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;font-family:Georgia,serif;background:#f6f3ea;padding:16px 8px;color:#2f3a2f">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;border-top:6px solid ${FRAME_COLOR};overflow-wrap:anywhere">
<h1 style="font-size:22px;color:${FRAME_COLOR};margin:0 0 16px">${escapeHtml(title)}</h1>${content}
</div>${VENUE_FOOTER_MARK}</body></html>`;
}

/** The frame's last lines, with the venue's details as they are when the message leaves. */
export function venueFooterHtml(v: TVenueFooter): string {
  return `<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#6b6b5e;text-align:center">${escapeHtml(v.name)} · ${v.address.map(escapeHtml).join(', ')}<br><a href="${escapeHtml(telHref(v.phone))}" style="color:#6b6b5e">${escapeHtml(v.phone)}</a> · <a href="mailto:${escapeHtml(v.email)}" style="color:#6b6b5e">${escapeHtml(v.email)}</a> · Support hours ${escapeHtml(v.supportHours)}</p>`;
}

/** A stored message's HTML as it leaves: the venue's lines where the frame marked them, in the venue's colour. */
export const withVenueFooter = (html: string, v: TVenueFooter): string =>
  html.replace(VENUE_FOOTER_MARK, () => venueFooterHtml(v)).replaceAll(FRAME_COLOR, /^#[0-9a-fA-F]{6}$/.test(v.brandColor) ? v.brandColor : FRAME_COLOR);

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
    .map((l) => `<p style="margin:0 0 16px"><a href="${escapeHtml(l.href)}" style="color:${FRAME_COLOR}">${escapeHtml(l.label)}</a></p>`)
    .join('');
  return frame(
    title,
    `${body}${links}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:${FRAME_COLOR};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b6b5e;word-break:break-all">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>`,
  );
}

/**
 * The same frame around HTML that is already safe (a person's message after the sanitizer): the title is
 * escaped, the body goes in as it is.
 */
export const emailFrame = (title: string, safeBody: string): string => frame(title, safeBody);

/** The plain-text twin's last lines: who the venue is and how to reach it. */
export const textFooter = (v: TVenueFooter): string => `\n\n--\n${v.name}\n${v.address.join(', ')}\n${v.phone} · ${v.email}\nSupport hours ${v.supportHours}`;
