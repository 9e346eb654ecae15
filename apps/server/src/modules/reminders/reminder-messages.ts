import { longDay } from '@venue/shared/dates';
import { quoteReminderLink } from '@venue/shared/quotes/quote-status';
import type { TTemplateValues } from '@venue/shared/communications/render-template';
import type { TDueReminder, TReminderType } from '@venue/shared/reminders/reminder-types';
import type { TNotificationPriority, TNotificationType } from '@venue/shared/notifications/notification.schema';
import { emailLayout } from '../../lib/email-layout';
import type { TOutgoingMail, TOutgoingSms } from '../outbox/outbox.service';
import { amountText } from '../payments/payment-emails';
import type { TContractCandidate, TEventCandidate, TInvoiceCandidate, TQuoteCandidate, TReminderClient } from './reminders.repo';

/** Something a reminder can be about, with what its words need. */
export type TReminderSubject =
  | { kind: 'invoice'; row: TInvoiceCandidate }
  | { kind: 'contract'; row: TContractCandidate; sentDay: string }
  | { kind: 'quote'; row: TQuoteCandidate }
  | { kind: 'event'; row: TEventCandidate; balances: { amount: string; currency: string }[] };

/** A reminder's words, for every channel: the e-mail, the SMS, the panel notification and the staff screen. */
export interface TReminderDraft {
  type: TReminderType;
  /** The job key's subject ("invoice:12"). */
  key: string;
  client: TReminderClient;
  event: { id: number; name: string };
  subject: string;
  title: string;
  summary: string;
  more: string;
  path: string;
  action: string;
  notificationType: TNotificationType;
  priority: TNotificationPriority;
  /** The template's variables (migration 0027) besides first_name and link, for an admin's wording. */
  values: TTemplateValues;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const inDays = (n: number) => (n === 1 ? 'tomorrow' : `in ${n} days`);
/** "a, b and c". */
const listed = (parts: string[]) => (parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

export function draftReminder(due: TDueReminder, s: TReminderSubject): TReminderDraft {
  const base = {
    type: due.type,
    client: s.row,
    event: { id: s.row.eventId, name: s.row.eventName },
    notificationType: 'event' as TNotificationType,
    priority: 'medium' as TNotificationPriority,
  };
  switch (s.kind) {
    case 'invoice': {
      const r = s.row;
      const amount = amountText(r.balance, r.currency);
      const on = longDay(r.dueDate);
      const money = {
        ...base,
        key: `invoice:${r.invoiceId}`,
        path: '/payments',
        action: 'View and Pay',
        notificationType: 'payment' as const,
        values: { invoice_number: r.number, amount, due_date: on, event_name: r.eventName },
      };
      return due.type === 'payment_overdue'
        ? {
            ...money,
            priority: 'high',
            subject: `Invoice ${r.number} is overdue`,
            title: `Invoice ${r.number} is overdue`,
            summary: `${amount} of invoice ${r.number} (${r.eventName}) was due on ${on} and is still unpaid.`,
            more: 'Please pay it from your portal, or reply to this e-mail if you need more time.',
          }
        : {
            ...money,
            subject: `Reminder: invoice ${r.number} is due ${on}`,
            title: `Invoice ${r.number} is due ${inDays(due.offset)}`,
            summary: `${amount} of invoice ${r.number} (${r.eventName}) is due on ${on}.`,
            more: 'You can pay it from your portal. If you have already paid, thank you, and please ignore this reminder.',
          };
    }
    case 'contract':
      return {
        ...base,
        key: `contract:${s.row.contractId}`,
        subject: `Your contract for ${s.row.eventName} is waiting for your signature`,
        title: 'Your contract is waiting for your signature',
        summary: `We sent you the contract for ${s.row.eventName} on ${longDay(s.sentDay)}, and it still needs your signature.`,
        more: 'Signing takes a minute in your portal. Reply to this e-mail if anything in it needs a change.',
        path: `/contracts/${s.row.contractId}`,
        action: 'Review and Sign',
        values: { event_name: s.row.eventName, sent_date: longDay(s.sentDay) },
      };
    case 'quote':
      return {
        ...base,
        key: `quote:${s.row.quoteId}`,
        subject: `Your quote for ${s.row.eventName} expires ${longDay(s.row.validUntil)}`,
        title: `Your quote expires ${inDays(due.offset)}`,
        summary: `The quote for ${s.row.eventName} is valid until ${longDay(s.row.validUntil)}. Accept it before then to keep your date.`,
        more: 'You can read and accept it in your portal, or reply to this e-mail with your questions.',
        path: quoteReminderLink(s.row.eventId, s.row.quoteId),
        action: 'View Your Quote',
        values: { event_name: s.row.eventName, valid_until: longDay(s.row.validUntil) },
      };
    case 'event': {
      const r = s.row;
      const on = longDay(r.startDate);
      if (due.type === 'questionnaire_incomplete')
        return {
          ...base,
          key: `event:${r.eventId}`,
          subject: `A few answers are still needed for ${r.eventName}`,
          title: 'Please finish your questionnaire',
          summary: `${r.eventName} is on ${on}, and ${plural(r.missingAnswers, 'required question')} of your questionnaire ${r.missingAnswers === 1 ? 'is' : 'are'} still unanswered.`,
          more: 'Your answers help us prepare everything the way you want it.',
          path: `/events/${r.eventId}`,
          action: 'Answer Now',
          values: { event_name: r.eventName, event_date: on, missing: plural(r.missingAnswers, 'required question') },
        };
      const open = [
        ...(r.openTasks ? [plural(r.openTasks, 'task')] : []),
        ...(r.missingAnswers ? [plural(r.missingAnswers, 'questionnaire answer')] : []),
        ...s.balances.map((b) => `a balance of ${amountText(b.amount, b.currency)}`),
      ];
      const stillOpen = open.length ? `Still open: ${listed(open)}.` : 'Everything on your side is done.';
      return {
        ...base,
        key: `event:${r.eventId}`,
        subject: `${r.eventName} is ${inDays(due.offset)}`,
        title: `${r.eventName} is ${inDays(due.offset)}`,
        summary: `${r.eventName} is on ${on}. ${stillOpen}`,
        more: due.offset === 1 ? 'We look forward to seeing you tomorrow!' : 'Reply to this e-mail if anything has changed.',
        path: `/events/${r.eventId}`,
        action: 'View Your Event',
        values: { event_name: r.eventName, when: inDays(due.offset), event_date: on, still_open: stillOpen },
      };
    }
  }
}

/** The e-mail (template reminder_<type>, seeded in migration 0027); `link` is the page's, or a set-password link to it. */
export function reminderMail(d: TReminderDraft, link: string): TOutgoingMail {
  const lines = [`Hello ${d.client.firstName || 'there'},`, d.summary, d.more];
  return {
    to: d.client.email,
    subject: d.subject,
    text: `${lines.join('\n\n')}\n\n${d.action}: ${link}\n`,
    html: emailLayout(d.title, lines, { href: link, label: d.action }),
    template: `reminder_${d.type}`,
    values: { ...d.values, first_name: d.client.firstName || 'there', link },
    category: 'AUTO',
    clientId: d.client.clientId,
    kind: 'event_reminders',
  };
}

/** The SMS twin (template reminder_<type>_sms): the summary and the link. */
export function reminderSms(d: TReminderDraft, publicUrl: string): TOutgoingSms & { subject: string } {
  return {
    to: d.client.phone,
    subject: d.subject,
    text: `${d.summary} ${publicUrl}${d.path}`,
    template: `reminder_${d.type}_sms`,
    values: { ...d.values, link: `${publicUrl}${d.path}` },
    category: 'AUTO',
    clientId: d.client.clientId,
    kind: 'event_reminders',
  };
}
