import { formatMoney, fromMinor, toMinor } from '@venue/shared/money';
import type { TCompletionResult, TPricingResult } from '@venue/shared/booking/session.schema';
import { nothingDue } from '@venue/shared/booking/pricing';
import { NEXT_STEP_TEXT } from '@venue/shared/booking/next-steps';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { VENUE_TIMEZONE } from '@venue/shared/site/venue';
import { emailLayout } from '../../lib/email-layout';
import { CALENDAR_CONTENT_TYPE } from '../../lib/ics';
import { VENUE_NAME } from '../../lib/venue-name';
import type { TOutgoingMail } from '../outbox/outbox.service';

const holdFormat = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, dateStyle: 'long', timeStyle: 'short' });

const peso = (amount: string) => formatMoney(amount, 'PHP', { decimalPlaces: 2 });

/** The selection as priced in the wizard, a line each, then the discount, the VAT and the total, to the centavo. */
function itemised(p: TPricingResult, quote: boolean): string {
  const rows = p.line_items.map((l) => `${l.name}${l.quantity === 1 ? '' : ` \u00d7 ${l.quantity}`}: ${peso(l.line_total)}`);
  if (toMinor(p.discount) > 0n) rows.push(`Discount${p.discount_details ? ` ${p.discount_details.code}` : ''}: \u2212${peso(p.discount)}`);
  rows.push(`VAT: ${peso(p.tax)}`, `${quote ? 'Estimated total' : 'Total'}: ${peso(p.total)}`);
  return [quote ? 'What you asked for:' : 'What you booked:', ...rows].join('\n');
}

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
    /** What was chosen, as the wizard priced it: itemised in the e-mail, to the centavo. */
    pricing?: TPricingResult | null;
    /** When the rest falls due ("due by Monday, March 8, 2027"), for a deposit. */
    balanceDue?: string | null;
    /** When the venue's team answers (Venue Details); never the demo's hours. */
    supportHours?: string;
  },
  portalUrl: string,
  calendar: { filename: string; body: string } | null = null,
): TOutgoingMail {
  const quote = b.result.completion_type === 'quote';
  const payment = b.result.payment;
  // A bank transfer or payment at the venue: the date is kept, the booking confirmed when the money arrives.
  const toPay = !quote && payment?.status === 'PENDING';
  // What is left after this payment: the booking's total less what it pays now (the confirmation step's own sum).
  const balance = payment ? toMinor(b.result.total_price) - toMinor(payment.amount) : 0n;
  // A discount brought it to ₱0: confirmed with no payment (free-booking.ts), and the e-mail says so.
  const free = !quote && !payment && nothingDue({ total: b.result.total_price });
  // How long a quote request keeps the date, as the completion page says it.
  const heldUntil = b.result.hold_expires_at ? `${holdFormat.format(new Date(b.result.hold_expires_at))} PHT` : null;
  const lines = [
    `Hello ${b.firstName},`,
    quote
      ? `Thank you for your quote request for your ${b.eventTypeName.toLowerCase()} (reference ${b.result.booking_reference}). We hold ${b.facility} for you on ${b.when}${heldUntil ? ` until ${heldUntil}` : ''} while we prepare your quote. ${NEXT_STEP_TEXT.quoteByEmail}`
      : toPay
        ? `Your ${b.eventTypeName.toLowerCase()} is reserved: ${b.facility}, ${b.when} (reference ${b.result.booking_reference}). We keep the date for you and confirm your booking when we receive your payment.`
        : `Your ${b.eventTypeName.toLowerCase()} is booked: ${b.facility}, ${b.when} (reference ${b.result.booking_reference}).`,
    ...(b.pricing ? [itemised(b.pricing, quote)] : []),
    ...(payment
      ? toPay
        ? [
            `Please pay ${peso(payment.amount)} (${payment.payment_number}); the total of your booking is ${peso(b.result.total_price)}.`,
            ...(b.instructions ? [b.instructions] : []),
          ]
        : [`We received ${peso(payment.amount)} (${payment.payment_number}); the total of your booking is ${peso(b.result.total_price)}.`]
      : free
        ? [BOOKING_TEXT.nothingDue]
        : []),
    ...(payment && balance > 0n
      ? [`Balance ${toPay ? 'after that' : 'after today'}: ${peso(fromMinor(balance))}${b.balanceDue ? `, ${b.balanceDue}` : ''}.`]
      : []),
    // No promise in numbers the venue never set (issue 39): no reply time, no notice for changes; its support hours.
    [NEXT_STEP_TEXT.coordinator, NEXT_STEP_TEXT.dateChanges, ...(b.supportHours ? [`We are here for you ${b.supportHours}.`] : [])].join(' '),
  ];
  const title = quote ? 'Quote request received' : toPay ? 'Booking received' : 'Booking confirmed';
  // The lines a customised template places with {{items}} and {{payment}}: the same words as the built-in e-mail.
  const paymentLines = lines.filter((l) => /^(Please pay|We received|Balance )/.test(l) || l === b.instructions || l === BOOKING_TEXT.nothingDue);
  return {
    to,
    subject: `${title}: ${b.result.booking_reference}`,
    template: quote ? 'quote_request_received' : toPay ? 'booking_received' : 'booking_confirmed',
    category: 'AUTO',
    values: {
      first_name: b.firstName,
      event_type: b.eventTypeName.toLowerCase(),
      facility: b.facility,
      when: b.when,
      reference: b.result.booking_reference,
      instructions: b.instructions ?? '',
      items: b.pricing ? itemised(b.pricing, quote) : '',
      payment: paymentLines.join('\n'),
      link: portalUrl,
    },
    text: `${lines.join('\n\n')}${b.calendarUrl ? `\n\nAdd it to your calendar: ${b.calendarUrl}` : ''}\n\nYour portal: ${portalUrl}\n`,
    html: emailLayout(
      title,
      lines,
      { href: portalUrl, label: 'View in Dashboard' },
      { links: b.calendarUrl ? [{ href: b.calendarUrl, label: 'Add to Calendar' }] : [] },
    ),
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
    `Someone just used your e-mail address to make a ${what} for a ${b.eventTypeName.toLowerCase()} on our booking page (reference ${b.reference}). Because your address has a ${VENUE_NAME} account, the ${what} was added to your account: sign in to see it.`,
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
