import { SUPPORT_HOURS } from '@venue/shared/site/venue';
import { formatMoney } from '@venue/shared/money';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import { emailLayout } from '../../lib/email-layout';
import { CALENDAR_CONTENT_TYPE } from '../../lib/ics';
import type { TOutgoingMail } from '../outbox/outbox.service';

const peso = (amount: string) => formatMoney(amount, 'PHP', { decimalPlaces: 2 });

/**
 * The confirmation e-mail of a completed booking (paid) or quote request, with the booking's .ics calendar
 * invitation attached when the flow asks for one (and its link, for mail readers that drop attachments).
 */
export function bookingConfirmationMail(
  to: string,
  b: {
    firstName: string;
    eventTypeName: string;
    when: string;
    facility: string;
    result: TCompletionResult;
    calendarUrl: string | null;
    /** How to pay a booking left to pay offline (the venue's bank transfer or pay-at-the-venue text). */
    instructions?: string | null;
  },
  portalUrl: string,
  calendar: { filename: string; body: string } | null = null,
): TOutgoingMail {
  const quote = b.result.completion_type === 'quote';
  const payment = b.result.payment;
  // A bank transfer or payment at the venue: the date is kept, the booking confirmed when the money arrives.
  const toPay = !quote && payment?.status === 'PENDING';
  const lines = [
    `Hello ${b.firstName},`,
    quote
      ? `Thank you for your quote request for your ${b.eventTypeName.toLowerCase()} (reference ${b.result.booking_reference}). We hold ${b.facility} for you on ${b.when} while we prepare your quote, which you will receive within 24 hours.`
      : toPay
        ? `Your ${b.eventTypeName.toLowerCase()} is reserved: ${b.facility}, ${b.when} (reference ${b.result.booking_reference}). We keep the date for you and confirm your booking when we receive your payment.`
        : `Your ${b.eventTypeName.toLowerCase()} is booked: ${b.facility}, ${b.when} (reference ${b.result.booking_reference}).`,
    ...(payment
      ? toPay
        ? [
            `Please pay ${peso(payment.amount)} (${payment.payment_number}); the total of your booking is ${peso(b.result.total_price)}.`,
            ...(b.instructions ? [b.instructions] : []),
          ]
        : [`We received ${peso(payment.amount)} (${payment.payment_number}); the total of your booking is ${peso(b.result.total_price)}.`]
      : []),
    `Our coordinator will contact you within 24 hours. Changes to the date need at least 14 days\u2019 notice. We are here for you ${SUPPORT_HOURS}.`,
    ...(b.calendarUrl ? [`Add it to your calendar: ${b.calendarUrl}`] : []),
  ];
  const title = quote ? 'Quote request received' : toPay ? 'Booking received' : 'Booking confirmed';
  return {
    to,
    subject: `${title}: ${b.result.booking_reference}`,
    template: quote ? 'quote_request_received' : toPay ? 'booking_received' : 'booking_confirmed',
    category: 'AUTO',
    text: `${lines.join('\n\n')}\n\nYour portal: ${portalUrl}\n`,
    html: emailLayout(title, lines, { href: portalUrl, label: 'View in Dashboard' }),
    ...(calendar ? { attachments: [{ filename: calendar.filename, contentType: CALENDAR_CONTENT_TYPE, content: calendar.body }] } : {}),
  };
}

/**
 * To the owner of an account whose address a guest typed in the wizard: the booking is now in their account (the
 * guest was not signed in and sees nothing of it), and who to call when it was not them.
 */
export function bookingWithYourAddressMail(
  to: string,
  b: { firstName: string; eventTypeName: string; reference: string; quote: boolean },
  publicUrl: string,
): TOutgoingMail {
  const what = b.quote ? 'quote request' : 'booking';
  const lines = [
    `Hello ${b.firstName},`,
    `Someone just used your e-mail address to make a ${what} for a ${b.eventTypeName.toLowerCase()} on our booking page (reference ${b.reference}). Because your address has a Venue Portal account, the ${what} was added to your account: sign in to see it.`,
    `If this wasn't you, please contact us and we will remove it. The person who made it was not signed in to your account and cannot see anything in it.`,
  ];
  return {
    to,
    subject: `A ${what} was made with your e-mail address`,
    template: 'booking_with_your_address',
    category: 'SYSTEM',
    kind: 'security',
    text: `${lines.join('\n\n')}\n\nSign in: ${publicUrl}/login\nContact us: ${publicUrl}/contact\n`,
    html: emailLayout(`A ${what} was made with your e-mail address`, lines, { href: `${publicUrl}/login`, label: 'Sign In' }),
  };
}
