import { emailLayout } from '../../lib/email-layout';
import type { TOutgoingMail, TOutgoingSms } from '../outbox/outbox.service';

/** To the other side of a conversation: who wrote, the text, and the link to answer (template new_message). */
export function newMessageMail(
  to: { email: string; firstName: string; id: number },
  m: { senderName: string; threadSubject: string; text: string },
  link: string,
): TOutgoingMail {
  const lines = [`Hello ${to.firstName || 'there'},`, `${m.senderName} wrote in "${m.threadSubject}":`, m.text];
  return {
    to: to.email,
    subject: `New message: ${m.threadSubject}`,
    text: `${lines.join('\n\n')}\n\nRead and reply: ${link}\n`,
    html: emailLayout('You have a new message', lines, { href: link, label: 'Read and Reply' }),
    template: 'new_message',
    category: 'AUTO',
    clientId: to.id,
    kind: 'messages',
  };
}

/** The SMS twin for clients who chose message SMS (template new_message_sms). */
export function newMessageSms(
  to: { phone: string; id: number },
  m: { senderName: string; threadSubject: string },
  link: string,
): TOutgoingSms & { subject: string } {
  return {
    to: to.phone,
    subject: `New message: ${m.threadSubject}`,
    text: `${m.senderName}: new message in "${m.threadSubject}". Read it at ${link}`,
    template: 'new_message_sms',
    category: 'AUTO',
    clientId: to.id,
    kind: 'messages',
  };
}
