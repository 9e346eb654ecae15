/** Plain-text first (it is what every client shows), with a simple HTML twin. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailLayout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#f6f3ea;padding:24px;color:#2f3a2f">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;border-top:6px solid #2e5e3e">
<h1 style="font-size:22px;color:#2e5e3e;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#2e5e3e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b6b5e">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
</div></body></html>`;
}

/**
 * The same frame around HTML that is already safe (a person's message after the sanitizer): the title is
 * escaped, the body goes in as it is.
 */
export function emailFrame(title: string, safeBody: string): string {
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#f6f3ea;padding:24px;color:#2f3a2f">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;border-top:6px solid #2e5e3e">
<h1 style="font-size:22px;color:#2e5e3e;margin:0 0 16px">${escapeHtml(title)}</h1>${safeBody}
</div></body></html>`;
}
