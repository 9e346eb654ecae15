import { CONTACT_SENT, TOO_MANY_CONTACTS, type TContactRequest } from '@venue/shared/site/pages.schema';
import type { TContext } from '../../context';
import { emailLayout } from '../../lib/email-layout';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import { inquiryFromContactMessage } from '../inquiries/inquiries.service';
import { notifyVenue } from '../notifications/notifications.service';
import { queueMail } from '../outbox/outbox.service';
import { venueDetails } from '../venue/venue.service';
import { insertContactMessage } from './pages.repo';

/** As the quote requests: a few a day per address and per e-mail (the env variables raise them for browser tests). */
export const contactsPerAddress = (): TLimit => ({ name: 'contact-ip', max: Number(process.env.CONTACT_PER_DAY_PER_ADDRESS) || 5, windowSeconds: 86_400 });
export const contactsPerEmail = (): TLimit => ({ name: 'contact-email', max: Number(process.env.CONTACT_PER_DAY_PER_EMAIL) || 3, windowSeconds: 86_400 });

/**
 * A guest's message from /contact. It has no account, so it cannot be a portal conversation (those belong to a
 * client): it is kept, every staff and admin account gets a panel notification with the words and the way to
 * answer, and the venue's inbox gets it by e-mail. A filled honeypot is answered like a success and dropped.
 */
export async function sendContactMessage(ctx: TContext, ip: string, input: Required<Omit<TContactRequest, 'website'>> & { website: string }) {
  if (input.website) return { detail: CONTACT_SENT };
  await ctx.transact(async (tx, effects) => {
    await reserveOrRefuse(tx, contactsPerAddress(), ip, TOO_MANY_CONTACTS);
    await reserveOrRefuse(tx, contactsPerEmail(), input.email, TOO_MANY_CONTACTS);
    const id = await insertContactMessage(tx, { ...input, ip });
    await inquiryFromContactMessage(tx, { id, ...input });
    const reach = [input.email, input.phone].filter(Boolean).join(', ');
    await notifyVenue(tx, effects, {
      type: 'message',
      priority: 'medium',
      title: `Website message from ${input.name}: ${input.subject}`,
      body: `${input.message}\n\nReply to: ${reach}`,
    });
    const lines = [`${input.name} wrote from the website's contact form:`, input.message, `Reply to: ${reach}`];
    // The venue's own inbox, from Venue Details: never a constant of the demo's.
    await queueMail(tx, {
      to: (await venueDetails(tx)).email,
      subject: `Website message: ${input.subject}`,
      text: `${lines.join('\n\n')}\n\n(Contact message ${id})\n`,
      html: emailLayout(`Website message: ${input.subject}`, lines, { href: `mailto:${input.email}`, label: `Reply to ${input.name}` }),
      template: 'contact_message',
      category: 'AUTO',
      clientId: null,
    });
    effects.after(ctx.mailQueued);
  });
  return { detail: CONTACT_SENT };
}
