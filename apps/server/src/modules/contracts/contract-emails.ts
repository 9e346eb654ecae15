import { longDay } from '@venue/shared/dates';
import { formatMoney } from '@venue/shared/money';
import { emailLayout } from '../../lib/email-layout';
import type { TTemplateValues } from '@venue/shared/communications/render-template';
import type { TOutgoingMail } from '../outbox/outbox.service';

/** The e-mails the venue's contract actions send to the client; each carries the contract's portal link. */
const peso = (amount: string) => formatMoney(amount, 'PHP', { decimalPlaces: 2 });

interface TContractFacts {
  firstName: string;
  eventName: string;
  templateName: string;
}

/** The variables every contract template shares (migration 0013). */
const facts = (c: TContractFacts) => ({ first_name: c.firstName || 'there', template_name: c.templateName, event_name: c.eventName });

function mail(template: string, to: string, subject: string, title: string, lines: string[], link: string, values: TTemplateValues): TOutgoingMail {
  return {
    to,
    subject,
    template,
    category: 'AUTO',
    values: { ...values, link },
    text: `${lines.join('\n\n')}\n\nOpen the contract: ${link}\n`,
    html: emailLayout(title, lines, { href: link, label: 'Open Contract' }),
  };
}

export const contractSentMail = (to: string, c: TContractFacts & { value: string; validUntil: string | null }, link: string) =>
  mail(
    'contract_sent',
    to,
    `Please sign: ${c.templateName} for ${c.eventName}`,
    'Your contract is ready to sign',
    [
      `Hello ${c.firstName || 'there'},`,
      `The ${c.templateName} for ${c.eventName} (${peso(c.value)}) is ready for your signature.`,
      c.validUntil ? `Please review and sign it in your portal by ${longDay(c.validUntil)}.` : 'Please review and sign it in your portal.',
    ],
    link,
    { ...facts(c), value: peso(c.value), valid_until: c.validUntil ? longDay(c.validUntil) : '' },
  );

export const contractCompletedMail = (to: string, c: TContractFacts, link: string) =>
  mail(
    'contract_completed',
    to,
    `Fully signed: ${c.templateName} for ${c.eventName}`,
    'Your contract is fully signed',
    [
      `Hello ${c.firstName || 'there'},`,
      `The venue has countersigned the ${c.templateName} for ${c.eventName}. Every party has now signed it.`,
      'You can download the signed PDF, with its certificate of completion, from your portal.',
    ],
    link,
    facts(c),
  );

export const contractVoidedMail = (to: string, c: TContractFacts & { reason: string }, link: string) =>
  mail(
    'contract_voided',
    to,
    `Voided: ${c.templateName} for ${c.eventName}`,
    'A contract was voided',
    [
      `Hello ${c.firstName || 'there'},`,
      `The venue has voided the ${c.templateName} for ${c.eventName}. It stays in your records but no longer binds either party.`,
      `Reason: ${c.reason}`,
      'If you have questions, reply to this e-mail or contact your coordinator.',
    ],
    link,
    { ...facts(c), reason: c.reason },
  );
