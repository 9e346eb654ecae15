import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { TCategory } from '@venue/shared/communications/communication.schema';
import type { TTemplateValues } from '@venue/shared/communications/render-template';
import type { TDeliveryKind } from '@venue/shared/notifications/settings.schema';
import type { TDb, TTx } from '../../db/client';
import type { TMailAttachment } from '../../lib/mailer';
import type { TSafeHtml } from '../../lib/sanitize-email-html';
import { VENUE_NAME_VARIABLE, withVenueName } from '../../lib/venue-name';
import { customisedSms, emailWordingOf } from '../communications/templates.service';
import { deliveryAllowed } from '../notifications/settings.service';
import { venueDetails } from '../venue/venue.service';
import type { TEffects } from '../../lib/transaction';
import { accountOfAddress, insertRecord, markFilledSql, pendingBacklog, recordInsert, type TNewRecord } from './outbox.repo';

/** What a record says about itself besides its content (spec: category, template, client, sender). */
export interface TRecordLabels {
  /** The template the record names (`password_reset`, `payment_received`, ...); "general" when not given. */
  template?: string;
  /** SYSTEM (account and security), AUTO (something happened), MANUAL (written by the venue). SYSTEM by default. */
  category?: TCategory;
  /** The recipient's account; an e-mail's is looked up by its address when not given. */
  clientId?: number | null;
  /** Who wrote it, for manual messages; the system sender otherwise. */
  senderName?: string;
  /**
   * The kind of message for the recipient's notification settings. A non-essential kind (messages, reminders,
   * marketing) is not queued when the recipient turned it off; essential kinds and no kind always go.
   */
  kind?: TDeliveryKind;
  /**
   * The template's {{variables}} as this message fills them. Given, and the template customised by an admin,
   * the admin's subject and body go out filled with them instead of the builder's own wording (migration 0034).
   */
  values?: TTemplateValues;
}

export interface TOutgoingMail extends TRecordLabels {
  to: string;
  subject: string;
  text: string;
  /** The HTML part as sent (the system's layout, or a person's sanitized HTML in a frame). */
  html?: string;
  /** A person's HTML, sanitized, as the record shows it; without it the record shows `text`. */
  body?: TSafeHtml;
  /** Files sent with it (a booking's calendar invitation). */
  attachments?: TMailAttachment[];
}

export interface TOutgoingSms extends TRecordLabels {
  /** A mobile number. */
  to: string;
  text: string;
}

/**
 * The venue's name as Venue Details holds it when the message is queued: the sender of every message no person
 * wrote, and what the builders' VENUE_NAME mark becomes (lib/venue-name.ts).
 */
const venueNameOf = async (tx: TTx) => (await venueDetails(tx)).name;

/**
 * The outbox's public face for other modules: queue a message inside the caller's transaction, so the message
 * and its communication record exist if and only if the change that caused it commits. Call ctx.mailQueued()
 * after the commit. Answers the record's id, or null when the recipient's settings turned this kind off.
 */
export async function queueMail(tx: TTx, mail: TOutgoingMail): Promise<number | null> {
  const record = await mailRecordOf(tx, { ...mail, template: mail.values ? mail.template : undefined });
  return record ? insertRecord(tx, await record(mail)) : null;
}

/**
 * queueMail in two steps: what it reads (the recipient's account and settings, the venue's name, an admin's
 * wording of the template) now, and the message given to the function it answers, written with the transaction's
 * other held inserts (effects.insertAtEnd: at the end, or when the work sends them) and its id told to `written`.
 * That function answers false when the recipient's settings turned this kind off (nothing is written). The message
 * written must have the labels given here.
 */
export async function prepareMail(
  tx: TTx,
  effects: TEffects,
  labels: Pick<TOutgoingMail, 'to' | 'clientId' | 'kind' | 'template'>,
): Promise<(mail: TOutgoingMail, written?: (recordId: number) => void) => Promise<boolean>> {
  const record = await mailRecordOf(tx, labels);
  return async (mail, written) => {
    if (!record) return false;
    effects.insertAtEnd(recordInsert(tx, await record(mail)), (rows) => written?.(rows[0]!.id as number));
    return true;
  };
}

/**
 * A mark to write in a message in place of a value not yet known when the message is written (letters, digits and
 * hyphens: it comes through HTML escaping and sanitizing as it is); `fillMark` writes the value in its place.
 */
export const newMark = () => `MARK-${randomBytes(12).toString('hex')}`;

/** The update that writes `value` in place of `mark` in a record queued in this transaction, as SQL for a statement of the caller's. */
export const fillMark = (recordId: number, mark: string, value: SQL): SQL => markFilledSql(recordId, mark, value);

/** What a message's record is made of, read once (null when the recipient's settings turned this kind off). */
async function mailRecordOf(
  tx: TTx,
  labels: Pick<TOutgoingMail, 'to' | 'clientId' | 'kind' | 'template'>,
): Promise<((mail: TOutgoingMail) => Promise<TNewRecord>) | null> {
  const clientId = labels.clientId !== undefined ? labels.clientId : await accountOfAddress(tx, labels.to);
  if (labels.kind && clientId && !(await deliveryAllowed(tx, clientId, labels.kind, 'email'))) return null;
  const { venueName: venue, fill } = labels.template ? await emailWordingOf(tx, labels.template) : { venueName: await venueNameOf(tx), fill: null };
  return async (mail) => {
    const custom = fill && mail.values ? await fill({ [VENUE_NAME_VARIABLE]: venue, ...mail.values }) : null;
    // A test payment's "[TEST]" mark is the system's, not the wording's: it stays on an admin's subject.
    const test = custom && mail.subject.startsWith('[TEST] ') && !custom.subject.startsWith('[TEST] ') ? '[TEST] ' : '';
    return {
      channel: 'EMAIL',
      to: mail.to,
      subject: custom ? `${test}${custom.subject}` : withVenueName(mail.subject, venue),
      text: custom ? custom.text : withVenueName(mail.text, venue),
      html: custom ? custom.html : mail.html ? withVenueName(mail.html, venue, true) : null,
      body: mail.body ?? null,
      templateName: mail.template ?? 'general',
      category: mail.category ?? 'SYSTEM',
      clientId,
      sentByName: mail.senderName ?? venue,
      attachments: mail.attachments ?? null,
    };
  };
}

/** The same for an SMS; its subject is the template's label (an SMS has none of its own). */
export async function queueSms(tx: TTx, sms: TOutgoingSms & { subject?: string }): Promise<number | null> {
  const clientId = sms.clientId ?? null;
  if (sms.kind && clientId && !(await deliveryAllowed(tx, clientId, sms.kind, 'sms'))) return null;
  const venue = await venueNameOf(tx);
  const custom = sms.template && sms.values ? await customisedSms(tx, sms.template, { [VENUE_NAME_VARIABLE]: venue, ...sms.values }) : null;
  return insertRecord(tx, {
    channel: 'SMS',
    to: sms.to,
    subject: sms.subject ?? '',
    text: custom ?? withVenueName(sms.text, venue),
    html: null,
    body: null,
    templateName: sms.template ?? 'general',
    category: sms.category ?? 'SYSTEM',
    clientId,
    sentByName: sms.senderName ?? venue,
  });
}

/** Messages not yet handed to their channel (waiting, or retrying after a failure), and how long the oldest has waited. */
export async function outboxBacklog(db: TDb | TTx): Promise<{ count: number; oldestAgeSeconds: number }> {
  const row = await pendingBacklog(db);
  return { count: row.count, oldestAgeSeconds: Math.max(0, Math.round(row.oldestAgeSeconds)) };
}
