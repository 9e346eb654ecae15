import type { ChipProps } from '@mui/material/Chip';
import type { TEventStatus, TPaymentStatus, TTaskPriority, TTaskStatus } from '@venue/shared/enums';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

/** Spec section 3: header dates and activity stamps, both on the venue's clock (Asia/Manila). */
export const HEADER_DATE = 'EEEE, MMMM dd, yyyy';
export const STAMP = "MMM dd, yyyy 'at' h:mm a";
export const NOT_SPECIFIED = 'Not specified';

/** Event prices in pesos, through the one preference-aware formatter (it keeps any centavos the price has). */
export const formatPhp = (amount: string) => displayMoney(amount, 'PHP');

export const formatStamp = (iso: string) => formatVenueDate(iso, STAMP) ?? NOT_SPECIFIED;

/** One day or "start – end"; event dates are calendar days, read at noon so no zone can move them. */
export function formatDateRange(start: string, end: string): string {
  const day = (d: string) => formatVenueDate(d.length === 10 ? `${d}T12:00:00+08:00` : d, HEADER_DATE) ?? NOT_SPECIFIED;
  return start === end || !end ? day(start) : `${day(start)} – ${day(end)}`;
}

type TColor = ChipProps['color'];

/** Spec section 9 status colours: completed success, pending warning, cancelled error, in progress info. */
export const EVENT_STATUS_COLOR: Record<TEventStatus, TColor> = {
  DRAFT: 'default',
  CONFIRMED: 'primary',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  CANCELLED: 'error',
};

export const PAYMENT_CHIP: Record<TPaymentStatus, { label: string; color: TColor }> = {
  PAID: { label: 'Paid', color: 'success' },
  OVERDUE: { label: 'Overdue', color: 'error' },
  PARTIAL: { label: 'Partially Paid', color: 'warning' },
  PENDING: { label: 'Payment Pending', color: 'default' },
};

export const TASK_STATUS_COLOR: Record<TTaskStatus, TColor> = {
  PENDING: 'warning',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  CANCELLED: 'default',
  BLOCKED: 'error',
};

export const PRIORITY_COLOR: Record<TTaskPriority, TColor> = { URGENT: 'error', HIGH: 'warning', MEDIUM: 'info', LOW: 'default' };
