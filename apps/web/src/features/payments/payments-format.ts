import type { ChipProps } from '@mui/material/Chip';
import { venueDay } from '@venue/shared/dates';
import { CURRENCIES, formatMoney, fromMinor } from '@venue/shared/money';
import type { TInvoice, TPayment } from '@venue/shared/payments/payments.schema';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

/**
 * Money screens always show centavos (₱12,500.00), whatever the display preference: a balance has to add up to
 * the centavo the payer is charged. An invoice without a currency shows USD (spec section 1).
 */
export function money(amount: string | null | undefined, currency: string | null | undefined): string {
  if (!amount) return 'Not specified';
  const code = currency || 'USD';
  if (code in CURRENCIES) return displayMoney(amount, code, { centavos: 'always' });
  try {
    // A currency without a symbol here shows its code: "MYR 1,250.00".
    return formatMoney(amount, 'USD', { displayFormat: 'code', decimalPlaces: 2 }).replace(/^USD/, code);
  } catch {
    return 'Not specified';
  }
}

/** Spec section 4: paid and completed success; pending warning; overdue, failed and rejected error; processing info. */
export function statusColor(status: string): ChipProps['color'] {
  switch (status.toUpperCase()) {
    case 'PAID':
    case 'COMPLETED':
    case 'FULLY_PAID':
    case 'SUCCEEDED':
      return 'success';
    case 'PENDING':
    case 'PARTIALLY_PAID':
      return 'warning';
    case 'OVERDUE':
    case 'FAILED':
    case 'REJECTED':
      return 'error';
    case 'PROCESSING':
      return 'info';
    default:
      return 'default';
  }
}

/** Calendar days (YYYY-MM-DD) are read at noon in Manila so no browser zone moves them; instants as they are. */
export function formatDay(value: string | null | undefined, pattern = 'MMM d, yyyy'): string {
  if (!value) return 'Not specified';
  return formatVenueDate(value.length === 10 ? `${value}T12:00:00+08:00` : value, pattern) ?? 'Not specified';
}

/** Whole days from the venue's today to `day` (negative when past). */
export function daysUntil(day: string, today = venueDay()): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A centavo amount the shared charge rules worked out, written like every other amount on these screens. */
export const moneyOfMinor = (minor: bigint, currency: string) => money(fromMinor(minor), currency);

/** Payment history's Payment column: the description, else the number. */
export const paymentTitle = (p: TPayment) => p.description || p.payment_number;

/** Method column: the saved method's type with its last four, else what the gateway tells. */
export function paymentMethodText(p: TPayment): string {
  const saved = p.payment_method_details;
  if (saved) return saved.last_four ? `${saved.type_display} •••• ${saved.last_four}` : saved.type_display;
  const inferred = p.inferred_payment_method;
  if (inferred) return inferred.gateway_name ? `${inferred.type_display} (${inferred.gateway_name})` : inferred.type_display;
  return '—';
}

/**
 * Date column: the paid date, else the due date (spec section 2), else the day the payment was made out (a bank
 * transfer the client announced has neither yet).
 */
export const paymentDate = (p: TPayment) => formatDay(p.paid_on ?? p.due_date ?? p.created_at);

/** Spec section 4's labels: Paid, Partially Paid, Overpaid, Unpaid, and Overdue (unpaid and past due). */
export function invoiceStatusView(invoice: TInvoice): { label: string; color: ChipProps['color']; tooltip: string } {
  // A voided invoice keeps its number; nothing is due on it (issue 41).
  if (invoice.status === 'CANCELLED')
    return { label: 'Void', color: 'default', tooltip: `This invoice was voided: ${invoice.void_details?.reason ?? ''}. Nothing is due on it.` };
  const overpaid = Number(invoice.paid_amount) - Number(invoice.total_amount) > 0.01;
  if (overpaid) return { label: 'Overpaid', color: 'info', tooltip: 'More than the invoice total has been paid.' };
  if (invoice.payment_status === 'FULLY_PAID') return { label: 'Paid', color: 'success', tooltip: 'This invoice has been paid in full.' };
  if (invoice.is_overdue) return { label: 'Overdue', color: 'error', tooltip: 'The due date has passed and an amount remains.' };
  if (invoice.payment_status === 'PARTIALLY_PAID') return { label: 'Partially Paid', color: 'warning', tooltip: 'Part of this invoice has been paid.' };
  return { label: 'Unpaid', color: 'default', tooltip: 'Nothing has been paid on this invoice yet.' };
}

/** A rate is a fraction ("0.12") or a percentage ("12.00"); shown as a percentage to at most 2 decimals. */
export function formatRate(rate: string): string {
  const n = Number(rate);
  const percent = n > 0 && n <= 1 ? n * 100 : n;
  return `${Number(percent.toFixed(2))}%`;
}

/** An amount is left to pay (the spec's tolerance: more than one centavo). */
export const hasBalance = (invoice: TInvoice) => Number(invoice.remaining_amount) > 0.01;
