import { htmlToText } from '@venue/shared/communications/content-preview';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TEffects } from '../../lib/transaction';
import { accountPageLink } from '../accounts/account-links';
import { notify } from '../notifications/notifications.service';
import { queueMail, queueSms } from '../outbox/outbox.service';
import { newMessageMail, newMessageSms } from './message-emails';
import { clientOfThread, venueRecipients } from './messages.repo';
import { staffMailAnswered, staffMailDue } from './staff-mail-limit';

/**
 * The other side hears of a new message, in the message's transaction: a panel notification (live on their open
 * streams after the commit) and an e-mail (an AUTO communication record), each as their settings for message
 * notices allow; a client who chose message SMS also gets one. A client's message reaches every staff and admin
 * account (the venue's shared inbox): a panel notification each time, an e-mail only as staffMailDue allows.
 */
export async function announceMessage(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  m: { threadId: number; threadSubject: string; fromVenue: boolean; senderName: string; senderUserId: number; body: string },
) {
  const text = htmlToText(m.body);
  const preview = text.length > 140 ? `${text.slice(0, 140)}...` : text;
  const client = (await clientOfThread(tx, m.threadId))!;
  const title = `New message from ${m.senderName}`;
  if (m.fromVenue) {
    const link = `/messages/thread/${m.threadId}`;
    await notify(tx, effects, { userId: client.id, type: 'message', priority: 'medium', title, body: preview, link, kind: 'messages' });
    const url = `${ctx.config.publicUrl}${link}`;
    // A guest who booked without a password is let in through a set-password link (account-links.ts); the SMS
    // keeps the page itself, since a phone number is no proof of owning the account.
    const mailUrl = (await accountPageLink(ctx, tx, client.id, link)).href;
    await queueMail(tx, newMessageMail(client, { senderName: m.senderName, threadSubject: m.threadSubject, text }, mailUrl));
    if (client.phone)
      await queueSms(tx, newMessageSms({ phone: client.phone, id: client.id }, { senderName: m.senderName, threadSubject: m.threadSubject }, url));
    // The venue answered: its next client message is news again.
    await staffMailAnswered(tx, m.threadId);
  } else {
    const link = `/staff/messages/thread/${m.threadId}`;
    const mail = await staffMailDue(tx, m.threadId);
    for (const person of await venueRecipients(tx)) {
      if (person.id === m.senderUserId) continue;
      await notify(tx, effects, { userId: person.id, type: 'message', priority: 'medium', title, body: preview, link, kind: 'messages' });
      if (mail)
        await queueMail(tx, newMessageMail(person, { senderName: m.senderName, threadSubject: m.threadSubject, text }, `${ctx.config.publicUrl}${link}`));
    }
  }
  effects.after(ctx.mailQueued);
}
