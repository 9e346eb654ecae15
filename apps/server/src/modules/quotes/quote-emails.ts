import { longDay } from '@venue/shared/dates';
import { formatMoney } from '@venue/shared/money';
import { emailLayout } from '../../lib/email-layout';
import type { TOutgoingMail } from '../outbox/outbox.service';

/** Sent when the venue sends a quote: the total, how long it stands, and the portal link to answer it. */
export function quoteSentMail(
  to: string,
  q: { firstName: string; eventName: string; version: number; total: string; validUntil: string | null; message: string },
  link: string,
  firstLine?: string,
): TOutgoingMail {
  const lines = [
    `Hello ${q.firstName || 'there'},`,
    `Your quote for ${q.eventName} (version ${q.version}) is ready: ${formatMoney(q.total, 'PHP', { decimalPlaces: 2 })} in total, VAT included.`,
    ...(q.message ? [q.message] : []),
    q.validUntil
      ? `Please accept or decline it in your portal by ${longDay(q.validUntil)}; after that date it expires.`
      : 'Please accept or decline it in your portal.',
    ...(firstLine ? [firstLine] : []),
  ];
  return {
    to,
    subject: `Your quote for ${q.eventName} is ready`,
    template: 'quote_sent',
    category: 'AUTO',
    values: {
      first_name: q.firstName || 'there',
      event_name: q.eventName,
      version: q.version,
      total: formatMoney(q.total, 'PHP', { decimalPlaces: 2 }),
      valid_until: q.validUntil ? longDay(q.validUntil) : '',
      link,
    },
    text: `${lines.join('\n\n')}\n\nView your quote: ${link}\n`,
    html: emailLayout('Your quote is ready', lines, { href: link, label: 'View Quote' }),
  };
}
