import type { TOutgoingMail } from '../outbox/outbox.service';

/** Plain-text first (it is what every client shows), with a simple HTML twin. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#f6f3ea;padding:24px;color:#2f3a2f">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;border-top:6px solid #2e5e3e">
<h1 style="font-size:22px;color:#2e5e3e;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#2e5e3e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b6b5e">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
</div></body></html>`;
}

export function passwordResetMail(to: string, firstName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${firstName},`,
    'We received a request to reset the password of your Venue Portal account. The link below works once, for one hour.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Venue Portal password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset Password' }),
  };
}

export function invitationMail(to: string, clientName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${clientName},`,
    'The venue has opened a client portal account for you. There you can follow your events, answer quotes, sign contracts and pay invoices.',
    'Set your password to activate the account. The invitation is valid for 14 days.',
  ];
  return {
    to,
    subject: 'Your Venue Portal invitation',
    text: `${lines.join('\n\n')}\n\nActivate your account: ${link}\n`,
    html: layout('You are invited to the Client Portal', lines, { href: link, label: 'Activate My Account' }),
  };
}

export function passwordChangedMail(to: string, firstName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${firstName},`,
    'The password of your Venue Portal account was just changed.',
    'If this was not you, reset your password now and contact the venue.',
  ];
  return {
    to,
    subject: 'Your Venue Portal password was changed',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Your password was changed', lines, { href: link, label: 'Reset Password' }),
  };
}
