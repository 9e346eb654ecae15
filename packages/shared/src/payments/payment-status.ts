import type { TPaymentRecordStatus } from '../enums';

/**
 * A payment's state in words. COMPLETED (a gateway's charge went through) and PAID (the venue recorded money it
 * received) are the same fact to the payer, so both read "Paid": one name per state on every screen (issue 39).
 */
export const PAYMENT_RECORD_STATUS_LABELS: Record<TPaymentRecordStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Paid',
  PAID: 'Paid',
  FAILED: 'Failed',
  OVERDUE: 'Overdue',
  REFUNDED: 'Refunded',
};
