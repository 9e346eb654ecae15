import { KEPT_AFTER_DELETION } from '@venue/shared/privacy/privacy-request.schema';
import { emailLayout as layout } from '../../lib/email-layout';
import { VENUE_NAME } from '../../lib/venue-name';
import type { TOutgoingMail } from '../outbox/outbox.service';

export function deletionRequestedMail(to: string, firstName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${firstName},`,
    `We received your request to delete your ${VENUE_NAME} account. An administrator will review it, and we will e-mail you when it is done.`,
    'If you did not ask for this, please contact the venue right away.',
  ];
  return {
    to,
    subject: 'We received your request to delete your account',
    template: 'privacy_deletion_requested',
    category: 'SYSTEM',
    text: `${lines.join('\n\n')}\n\nOpen My Profile: ${link}\n`,
    html: layout('We received your request', lines, { href: link, label: 'Open My Profile' }),
  };
}

/** Sent to the address the account had, after it is gone: it belongs to no account any more. */
export function deletionCompletedMail(to: string, firstName: string, link: string): TOutgoingMail {
  const kept = KEPT_AFTER_DELETION.map((k) => `- ${k.what}: ${k.why}`).join('\n');
  const lines = [
    `Hello ${firstName},`,
    `As you asked, your ${VENUE_NAME} account was deleted: your name, contact details, messages and saved payment methods were removed, and you can no longer sign in.`,
    `What the law requires us to keep:\n${kept}`,
    'You are welcome to make a new account with the same e-mail address at any time.',
  ];
  return {
    to,
    subject: `Your ${VENUE_NAME} account was deleted`,
    template: 'privacy_deletion_completed',
    category: 'SYSTEM',
    clientId: null,
    text: `${lines.join('\n\n')}\n\nVisit the Venue: ${link}\n`,
    html: layout('Your account was deleted', lines, { href: link, label: 'Visit the Venue' }),
  };
}

export function deletionDeclinedMail(to: string, firstName: string, reason: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${firstName},`,
    `We could not delete your ${VENUE_NAME} account yet: ${reason}`,
    'You can ask again from your profile page, or contact the venue.',
  ];
  return {
    to,
    subject: 'About your request to delete your account',
    template: 'privacy_deletion_declined',
    category: 'SYSTEM',
    text: `${lines.join('\n\n')}\n\nOpen My Profile: ${link}\n`,
    html: layout('About your request', lines, { href: link, label: 'Open My Profile' }),
  };
}
