import { formatMoney, fromMinor, toMinor } from '../money';
import { lineTotalMinor, type TCartGroup } from './cart';

/** The message's amounts always show centavos: the venue prices its quote from them. */
const peso = (minor: bigint) => formatMoney(fromMinor(minor), 'PHP', { decimalPlaces: 2 });
const SUBJECT_MAX = 200;

/**
 * The cart does not charge anything: a client asks the venue for one event's extras in a message, itemised with
 * the list prices and their total, and the venue answers with a quote (which adds tax and checks the date).
 */
export function cartRequestMessage(eventName: string, group: TCartGroup): { subject: string; body: string } {
  const subject = `Extras for ${eventName}`;
  const lines = group.items.map((i) => `- ${i.ticketType}: ${i.quantity} × ${peso(toMinor(i.price))} = ${peso(lineTotalMinor(i))}`);
  return {
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 3)}...` : subject,
    body: [
      `Hello, I would like to add these extras to ${eventName}:`,
      '',
      ...lines,
      '',
      `Total at list prices, before tax: ${peso(group.totalMinor)}`,
      '',
      'Please send me a quote for them.',
    ].join('\n'),
  };
}
