import { longDay } from '@venue/shared/dates';
import { formatMoney, toMinor, type TCurrency } from '@venue/shared/money';
import { emailLayout } from '../../lib/email-layout';
import type { TOutgoingMail } from '../outbox/outbox.service';

/** "₱11,200.00" for the currencies the shared formatter knows, "XYZ 10.00" otherwise. */
export const amountText = (amount: string, currency: string) =>
  ['PHP', 'USD', 'EUR', 'SGD', 'HKD'].includes(currency) ? formatMoney(amount, currency as TCurrency, { decimalPlaces: 2 }) : `${currency} ${amount}`;

/** Sent when a payment completes: the receipt's facts, and the portal link where the PDF waits. */
export function paymentReceivedMail(
  to: string,
  p: {
    firstName: string;
    amount: string;
    currency: string;
    number: string;
    receipt: string;
    invoice: string | null;
    isTest: boolean;
    /** What the invoice still owes after this payment, and its due day (YYYY-MM-DD), when there is an invoice. */
    balance?: { amount: string; dueDate: string | null } | null;
  },
  link: string,
): TOutgoingMail {
  const owed = p.balance && toMinor(p.balance.amount) > 0n ? p.balance : null;
  const lines = [
    `Hello ${p.firstName},`,
    `We received your payment of ${amountText(p.amount, p.currency)} (${p.number})${p.invoice ? ` for invoice ${p.invoice}` : ''}. Thank you!`,
    ...(p.balance
      ? [
          owed
            ? `Balance on invoice ${p.invoice}: ${amountText(owed.amount, p.currency)}${owed.dueDate ? `, due by ${longDay(owed.dueDate)}` : ''}.`
            : `Invoice ${p.invoice} is now paid in full.`,
        ]
      : []),
    `Your official receipt number is ${p.receipt}. You can download the receipt from your portal at any time.`,
    ...(p.isTest ? ['This was a test payment through the built-in test gateway: no money was moved.'] : []),
  ];
  return {
    to,
    subject: `${p.isTest ? '[TEST] ' : ''}Payment received: ${p.number}`,
    template: 'payment_received',
    category: 'AUTO',
    kind: 'payments',
    values: {
      first_name: p.firstName,
      amount: amountText(p.amount, p.currency),
      payment_number: p.number,
      invoice_number: p.invoice ?? '',
      receipt_number: p.receipt,
      link,
    },
    text: `${lines.join('\n\n')}\n\nView your payments: ${link}\n`,
    html: emailLayout('Payment received', lines, { href: link, label: 'View Payments' }),
  };
}

/** Sent when the client chose to pay outside the product: what to do, and the reference to quote. */
export function offlinePaymentMail(
  to: string,
  p: { firstName: string; amount: string; currency: string; number: string; instructions: string },
  link: string,
): TOutgoingMail {
  const lines = [
    `Hello ${p.firstName},`,
    `Your payment ${p.number} of ${amountText(p.amount, p.currency)} is waiting for your transfer.`,
    p.instructions,
    'We confirm the payment by e-mail as soon as it arrives.',
  ];
  return {
    to,
    subject: `How to complete payment ${p.number}`,
    template: 'offline_payment_instructions',
    category: 'AUTO',
    kind: 'payments',
    text: `${lines.join('\n\n')}\n\nView your payments: ${link}\n`,
    html: emailLayout('Complete your payment', lines, { href: link, label: 'View Payments' }),
  };
}

/** The venue could not confirm a payment the client announced: why, and that the amount is still due. */
export function paymentRejectedMail(
  to: string,
  p: { firstName: string; amount: string; currency: string; number: string; reason: string },
  link: string,
): TOutgoingMail {
  const lines = [
    `Hello ${p.firstName},`,
    `We could not confirm your payment ${p.number} of ${amountText(p.amount, p.currency)}: ${p.reason}`,
    'The amount is still due. You can pay it another way from your portal, or reply to this e-mail and we will help.',
  ];
  return {
    to,
    subject: `We could not confirm payment ${p.number}`,
    template: 'offline_payment_rejected',
    category: 'AUTO',
    kind: 'payments',
    text: `${lines.join('\n\n')}\n\nView your payments: ${link}\n`,
    html: emailLayout('Payment not confirmed', lines, { href: link, label: 'View Payments' }),
  };
}

/** Money given back: how much, from which payment, why, and how it reaches the client. */
export function refundMail(
  to: string,
  r: { firstName: string; amount: string; currency: string; paymentNumber: string; refundNumber: string; reason: string; byHand: boolean },
  link: string,
): TOutgoingMail {
  const lines = [
    `Hello ${r.firstName},`,
    `We have refunded ${amountText(r.amount, r.currency)} of your payment ${r.paymentNumber} (refund ${r.refundNumber}).`,
    `Reason: ${r.reason}`,
    r.byHand
      ? 'We pay it back to you directly; our team contacts you about how you would like to receive it.'
      : 'It reaches your account as your bank or card provider allows, usually within 5 to 10 banking days.',
  ];
  return {
    to,
    subject: `Refund ${r.refundNumber}: ${amountText(r.amount, r.currency)}`,
    template: 'payment_refunded',
    category: 'AUTO',
    kind: 'payments',
    text: `${lines.join('\n\n')}\n\nView your payments: ${link}\n`,
    html: emailLayout('Refund issued', lines, { href: link, label: 'View Payments' }),
  };
}

/** The venue issued an invoice: its number, amount and due day, and where to pay it. */
export function invoiceIssuedMail(
  to: string,
  i: { firstName: string; number: string; amount: string; currency: string; dueDate: string | null },
  link: string,
): TOutgoingMail {
  const lines = [
    `Hello ${i.firstName},`,
    `We have issued invoice ${i.number} for ${amountText(i.amount, i.currency)}${i.dueDate ? `, due ${longDay(i.dueDate)}` : ''}.`,
    'You can read it, download it as a PDF and pay it from your portal.',
  ];
  return {
    to,
    subject: `Invoice ${i.number}: ${amountText(i.amount, i.currency)}`,
    template: 'invoice_issued',
    category: 'AUTO',
    kind: 'payments',
    values: {
      first_name: i.firstName,
      invoice_number: i.number,
      amount: amountText(i.amount, i.currency),
      due_date: i.dueDate ? longDay(i.dueDate) : '',
      link,
    },
    text: `${lines.join('\n\n')}\n\nView and pay: ${link}\n`,
    html: emailLayout('New invoice', lines, { href: link, label: 'View and Pay' }),
  };
}
