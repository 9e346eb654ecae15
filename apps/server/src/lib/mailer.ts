import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { smtpFailure } from './delivery-error';
import { textFooter, type TVenueFooter, withVenueFooter } from './email-layout';

/** A file sent with an e-mail (a booking's calendar invitation); text content, kept in the outbox row. */
export interface TMailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface TMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: TMailAttachment[] | null;
}

/**
 * The sender as the venue names it: Venue Details' sender name before the configured address (MAIL_FROM's, or
 * the whole of it when it has no angle brackets).
 */
export function senderOf(configured: string, name: string): { name: string; address: string } {
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name, address };
}

/** nodemailer's message for one outbox row, the same for SMTP and the .eml files. */
const messageOf = (from: string, replyTo: string | undefined, mail: TMail, venue: TVenueFooter) => ({
  from: senderOf(from, venue.senderName),
  // MAIL_REPLY_TO when set; otherwise the venue's own inbox from Venue Details.
  replyTo: replyTo ?? venue.email,
  to: mail.to,
  subject: mail.subject,
  // The record keeps the words the venue wrote; the venue's contact lines are added to what leaves.
  text: `${mail.text}${textFooter(venue)}`,
  html: mail.html ? withVenueFooter(mail.html, venue) : undefined,
  attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
});

export interface TMailer {
  /**
   * Delivers one message; answers where it went (SMTP message id or .eml path). Throws on failure: a
   * PermanentDeliveryError (lib/delivery-error.ts) when the server refused it for good, anything else to retry.
   */
  send(mail: TMail, venue: TVenueFooter): Promise<string>;
  describe: string;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail/. */
export function createMailer(opts: { smtpUrl?: string; from: string; replyTo?: string; dataDir: string }): TMailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      describe: `SMTP ${new URL(opts.smtpUrl).host}`,
      async send(mail, venue) {
        try {
          const info = await transport.sendMail(messageOf(opts.from, opts.replyTo, mail, venue));
          return `smtp:${info.messageId}`;
        } catch (err) {
          throw smtpFailure(err);
        }
      },
    };
  }
  const dir = join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once, and again only if it disappears.
  let made: Promise<unknown> | undefined;
  return {
    describe: `files in ${dir}`,
    async send(mail, venue) {
      const info = await transport.sendMail(messageOf(opts.from, opts.replyTo, mail, venue));
      const slug = mail.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      const file = join(dir, `${String(mail.id).padStart(6, '0')}-${slug}.eml`);
      await (made ??= mkdir(dir, { recursive: true }).catch((err: unknown) => {
        made = undefined;
        throw err;
      }));
      try {
        await writeFile(file, info.message as Buffer);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await (made = mkdir(dir, { recursive: true }));
        await writeFile(file, info.message as Buffer);
      }
      return file;
    },
  };
}
