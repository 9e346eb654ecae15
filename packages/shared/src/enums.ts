/** Status literals shared by the database, the server and the UI. */
export const EVENT_STATUSES = ['DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID', 'OVERDUE'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const PASSWORD_RESET_REASONS = ['already_used', 'expired', 'not_found'] as const;
export type TPasswordResetReason = (typeof PASSWORD_RESET_REASONS)[number];
