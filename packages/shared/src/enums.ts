/** Status literals shared by the database, the server and the UI. */
export const EVENT_STATUSES = ['DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID', 'OVERDUE'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const PASSWORD_RESET_REASONS = ['already_used', 'expired', 'not_found'] as const;
export type TPasswordResetReason = (typeof PASSWORD_RESET_REASONS)[number];

export const TASK_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'BLOCKED'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
/** The statuses a client may move a task to. */
export const CLIENT_TASK_STATUSES = ['IN_PROGRESS', 'COMPLETED'] as const;

export const TASK_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TTaskPriority = (typeof TASK_PRIORITIES)[number];

export const DOCUMENT_CATEGORIES = ['CONTRACT', 'INVOICE', 'PLANNING', 'INSPIRATION', 'ID', 'OTHER'] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];

export const CONTRACT_STATUSES = ['DRAFT', 'SENT', 'PARTIALLY_SIGNED', 'SIGNED', 'EXPIRED', 'AMENDED', 'VOID'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

export const SIGNATURE_ROLES = ['CLIENT', 'COMPANY_REP', 'WITNESS'] as const;
export type TSignatureRole = (typeof SIGNATURE_ROLES)[number];

export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'PAID', 'CANCELLED'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_RECORD_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'PAID', 'FAILED', 'OVERDUE', 'REFUNDED'] as const;
export type TPaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];
