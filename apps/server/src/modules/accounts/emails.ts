import { INVITATION_DAYS } from '@venue/shared/accounts/invitation.schema';
import { emailLayout as layout } from '../../lib/email-layout';
import { VENUE_NAME } from '../../lib/venue-name';
import type { TOutgoingMail } from '../outbox/outbox.service';

export function passwordResetMail(to: string, firstName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${firstName},`,
    `We received a request to reset the password of your ${VENUE_NAME} account. The link below works once, for one hour.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${VENUE_NAME} password`,
    template: 'password_reset',
    category: 'SYSTEM',
    kind: 'security',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset Password' }),
  };
}

export function invitationMail(to: string, clientName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${clientName},`,
    'The venue has opened a client portal account for you. There you can follow your events, answer quotes, sign contracts and pay invoices.',
    `Set your password to activate the account. The invitation is valid for ${INVITATION_DAYS} days.`,
  ];
  return {
    to,
    subject: `Your ${VENUE_NAME} invitation`,
    template: 'invitation',
    category: 'SYSTEM',
    // No account has this address yet: the record belongs to no client until the invitation is accepted.
    clientId: null,
    text: `${lines.join('\n\n')}\n\nActivate your account: ${link}\n`,
    html: layout('You are invited to the Client Portal', lines, { href: link, label: 'Activate My Account' }),
  };
}

export function passwordChangedMail(to: string, firstName: string, link: string): TOutgoingMail {
  const lines = [
    `Hello ${firstName},`,
    `The password of your ${VENUE_NAME} account was just changed.`,
    'If this was not you, reset your password now and contact the venue.',
  ];
  return {
    to,
    subject: `Your ${VENUE_NAME} password was changed`,
    template: 'password_changed',
    category: 'SYSTEM',
    kind: 'security',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Your password was changed', lines, { href: link, label: 'Reset Password' }),
  };
}

export function staffInvitationMail(to: string, name: string, role: 'staff' | 'admin', link: string): TOutgoingMail {
  const lines = [
    `Hello ${name},`,
    role === 'admin'
      ? `You have been given an administrator account of ${VENUE_NAME}: the staff console, and the accounts of the venue team.`
      : `You have been given a staff account of ${VENUE_NAME}: the staff console, where the venue looks after its clients and events.`,
    `Set your password to activate the account. The invitation is valid for ${INVITATION_DAYS} days.`,
  ];
  return {
    to,
    subject: `Your ${VENUE_NAME} staff invitation`,
    template: 'staff_invitation',
    category: 'SYSTEM',
    clientId: null,
    text: `${lines.join('\n\n')}\n\nActivate your account: ${link}\n`,
    html: layout(`You are invited to the ${VENUE_NAME} staff console`, lines, { href: link, label: 'Activate My Account' }),
  };
}
