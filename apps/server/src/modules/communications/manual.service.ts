import { MANUAL_NO_PHONE, type TCommunicationRecordDetail, type TSendManualRequest } from '@venue/shared/communications/communication.schema';
import { htmlToText } from '@venue/shared/communications/content-preview';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { emailFrame } from '../../lib/email-layout';
import { sanitizeHtml } from '../../lib/sanitize-email-html';
import { queueMail, queueSms } from '../outbox/outbox.service';
import { clientRecipient } from './records.repo';
import { communicationRecord } from './records.service';

export const CLIENT_NOT_FOUND = 'Client not found.';

/**
 * The venue writes to one client (category MANUAL, sent by the staff member), through the outbox like every
 * other message. An e-mail's HTML is sanitized in the e-mail mode before anything is stored; the record keeps
 * it and its text twin. A manual message is the venue speaking to its client directly, not marketing: the
 * client's settings do not stop it.
 */
export async function sendManual(ctx: TContext, actor: TActor, ip: string, input: TSendManualRequest): Promise<TCommunicationRecordDetail> {
  const client = await clientRecipient(ctx.db, input.client_id);
  if (!client) throw new AppError(404, CLIENT_NOT_FOUND, { client_id: [CLIENT_NOT_FOUND] });
  const labels = { category: 'MANUAL' as const, clientId: client.id, senderName: actor.name };
  let id: number | null;
  if (input.channel === 'EMAIL') {
    const body = await sanitizeHtml(input.body, 'email');
    const text = htmlToText(body);
    if (!text && !/<img\b/i.test(body)) throw badRequest('body', 'Message is required');
    id = await ctx.transact(async (tx, effects) => {
      const recordId = await queueMail(tx, {
        ...labels,
        template: input.template_name || 'manual_message',
        to: client.email,
        subject: input.subject,
        text,
        html: emailFrame(input.subject, body),
        body,
      });
      await recordAudit(tx, actor, ip, {
        action: 'communication.send',
        objectType: 'communication_record',
        objectId: recordId!,
        after: { channel: 'EMAIL', client_id: client.id },
      });
      effects.after(ctx.mailQueued);
      return recordId;
    });
  } else {
    if (!client.phone) throw badRequest('client_id', MANUAL_NO_PHONE);
    id = await ctx.transact(async (tx, effects) => {
      const recordId = await queueSms(tx, {
        ...labels,
        template: input.template_name || 'manual_sms',
        to: client.phone,
        subject: input.subject || 'SMS from the venue',
        text: input.body,
      });
      await recordAudit(tx, actor, ip, {
        action: 'communication.send',
        objectType: 'communication_record',
        objectId: recordId!,
        after: { channel: 'SMS', client_id: client.id },
      });
      effects.after(ctx.mailQueued);
      return recordId;
    });
  }
  return communicationRecord(ctx, actor, id!);
}
