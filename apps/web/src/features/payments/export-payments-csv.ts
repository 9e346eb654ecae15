import { venueDay } from '@venue/shared/dates';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { saveBlob } from '@/lib/authorized-download';
import { paymentMethodText, paymentTitle } from '@/features/payments/payments-format';

const HEADER = ['Payment number', 'Description', 'Event', 'Amount', 'Currency', 'Method', 'Status', 'Paid on', 'Due date', 'Receipt number'];

/** A cell as spreadsheets read it: quoted, inner quotes doubled, and a leading = + - @ defused (CSV injection). */
const cell = (value: string | null) => {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * The history's Export button (the spec shows no behaviour; a client expects a file): the payments on screen as
 * CSV, amounts as plain decimals so a spreadsheet can add them up.
 */
export function exportPaymentsCsv(payments: TPayment[], today: string): void {
  const rows = payments.map((p) =>
    [
      p.payment_number,
      paymentTitle(p),
      p.event_details.name,
      p.amount,
      p.currency,
      paymentMethodText(p),
      p.status_display,
      p.paid_on ? venueDay(new Date(p.paid_on)) : null,
      p.due_date,
      p.receipt_number,
    ]
      .map(cell)
      .join(','),
  );
  // The byte order mark lets spreadsheet programs read the peso sign and accents as UTF-8.
  const csv = `\uFEFF${[HEADER.map(cell).join(','), ...rows].join('\r\n')}\r\n`;
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `payments-${today}.csv`);
}
