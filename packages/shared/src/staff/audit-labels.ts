import { CONTRACT_STATUS_LABELS } from '../contracts/contract-status';
import { PAYMENT_RECORD_STATUS_LABELS } from '../payments/payment-status';
import { PRIVACY_REQUEST_STATUS_LABELS } from '../privacy/privacy-request.schema';
import { QUOTE_STATUS_LABELS } from '../quotes/quote-status';

/**
 * The audit log in words (issue 39, point 6): every action the server records (recordAudit) as a person says
 * it, and the states a recorded field holds under the names the other screens give them. One table, so the log,
 * a test and a future export say the same thing.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.create': 'Created an administrator',
  'booking_flow.create': 'Created a booking flow',
  'booking_flow.update': 'Changed a booking flow',
  'communication.send': 'Sent a message by e-mail or SMS',
  'communication_template.reset': 'Reset a message template to its original words',
  'communication_template.update': 'Changed a message template',
  'contract.countersign': 'Countersigned a contract',
  'contract.create': 'Created a contract',
  'calendar_block.create': 'Blocked a space on the calendar',
  'calendar_block.delete': 'Removed a block from the calendar',
  'calendar_feed.create': "Made a private feed of the venue's calendar",
  'calendar_feed.delete': "Turned off their feed of the venue's calendar",
  'calendar_feed.reset': "Reset the address of their feed of the venue's calendar",
  'contract.send': 'Sent a contract for signature',
  'contract.void': 'Voided a contract',
  'contract_template.create': 'Created a contract template',
  'contract_template.update': 'Changed a contract template',
  'discount.create': 'Created a discount code',
  'discount.deactivate': 'Switched off a discount code',
  'discount.update': 'Changed a discount code',
  'document.delete': 'Deleted a document',
  'document.upload': 'Uploaded a document',
  'event.create': 'Created an event',
  'event.status': "Changed an event's status",
  'event.update': 'Changed an event',
  'event_type.create': 'Created an event type',
  'event_type.deactivate': 'Switched off an event type',
  'event_type.delete': 'Deleted an event type',
  'event_type.image': "Changed an event type's picture",
  'inquiry.convert': 'Made an inquiry into a client and an event',
  'inquiry.create': 'Added an inquiry',
  'inquiry.update': 'Changed an inquiry',
  'event_type.update': 'Changed an event type',
  'facility.create': 'Added a space',
  'facility.deactivate': 'Switched off a space',
  'facility.delete': 'Deleted a space',
  'facility.photo_add': 'Added a photo of a space',
  'facility.photo_remove': 'Removed a photo of a space',
  'facility.photos_arrange': "Rearranged a space's photos",
  'facility.update': 'Changed a space',
  'feedback.respond': "Answered a client's feedback",
  'feedback.website': 'Chose feedback to show on the website',
  'home_page.update': 'Changed the home page',
  'invitation.create': 'Invited a client',
  'invoice.issue': 'Issued an invoice',
  'invoice.void': 'Voided an invoice',
  'message.create': 'Sent a message',
  'message_thread.create': 'Started a conversation',
  'note.create': 'Added a note',
  'page.publish': 'Published a page',
  'page.update': 'Changed a page',
  'page.version_create': 'Saved a new version of a page',
  'payment.failed': 'A payment failed',
  'payment.processing': 'A payment is being processed',
  'payment.record': 'Recorded a payment as received',
  'payment.refund': 'Refunded a payment',
  'payment.reject': 'Rejected a payment',
  'payment.succeeded': 'A payment went through',
  'payment_settings.update': 'Changed the payment settings',
  'plan.first_due_date': "Changed a payment plan's first due date",
  'plan.installments': "Changed a payment plan's installments",
  'privacy_request.confirm': 'Deleted an account on its owner’s request',
  'privacy_request.create': 'Asked for an account to be deleted',
  'privacy_request.decline': 'Declined a request to delete an account',
  'product.create': 'Created a product',
  'product.update': 'Changed a product',
  'questionnaire.create': 'Created a questionnaire',
  'questionnaire.question_add': 'Added a question to a questionnaire',
  'questionnaire.question_edit': 'Changed a question of a questionnaire',
  'questionnaire.question_move': 'Moved a question of a questionnaire',
  'questionnaire.question_remove': 'Removed a question from a questionnaire',
  'questionnaire.update': 'Changed a questionnaire',
  'quote.create': 'Created a quote',
  'quote.delete': 'Deleted a quote',
  'quote.new_version': 'Made a new version of a quote',
  'quote.send': 'Sent a quote',
  'quote.update': 'Changed a quote',
  'reminder_type.update': 'Changed a reminder',
  'report_access.update': 'Changed which reports staff may read',
  'staff_account.update': "Changed a staff member's account",
  'staff_invitation.create': 'Invited a staff member',
  'task.create': 'Added a task',
  'task.delete': 'Deleted a task',
  'task.update': 'Changed a task',
  'venue_details.logo': "Changed the venue's logo",
  'venue_details.update': "Changed the venue's details",
};

/** A code or state as words, for one the tables do not know yet: "event_type.photo" is "Event type photo". */
export function codeAsWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

export const auditActionText = (action: string) => AUDIT_ACTION_LABELS[action] ?? codeAsWords(action);

const EVENT_STATUS_LABELS: Record<string, string> = {
  DRAFT: 'Draft',
  CONFIRMED: 'Confirmed',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
const INVOICE_STATUS_LABELS: Record<string, string> = { DRAFT: 'Draft', ISSUED: 'Issued', PAID: 'Paid', CANCELLED: 'Cancelled' };
const TASK_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  BLOCKED: 'Blocked',
};

/** Each object's own names for its states: SENT is "Sent for Signature" on a contract, "Pending Response" on a quote. */
const STATUS_LABELS_BY_OBJECT: Record<string, Record<string, string>> = {
  contract: CONTRACT_STATUS_LABELS,
  quote: QUOTE_STATUS_LABELS,
  payment: PAYMENT_RECORD_STATUS_LABELS,
  privacy_request: PRIVACY_REQUEST_STATUS_LABELS,
  event: EVENT_STATUS_LABELS,
  invoice: INVOICE_STATUS_LABELS,
  task: TASK_STATUS_LABELS,
};

/** Codes that stand for a word in any field of any object. */
const VALUE_LABELS: Record<string, string> = {
  UNPAID: 'Unpaid',
  PARTIALLY_PAID: 'Partially Paid',
  FULLY_PAID: 'Paid',
  CREDIT_CARD: 'Credit Card',
  BANK_TRANSFER: 'Bank Transfer',
  DIGITAL_WALLET: 'Digital Wallet',
  COMPANY_REP: 'Company Representative',
  PACKAGE: 'Package',
  ADDON: 'Add-on',
  PRODUCT: 'Add-on',
};

/** An enum-like code: upper-case words joined by underscores ("PARTIALLY_SIGNED", "PAID"). */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const LOWER_CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * A recorded state as the other screens name it: a status field by its object's own table, other codes by the
 * shared table, else as words. Anything that is not a code is returned as it is.
 */
export function auditValueText(objectType: string, field: string, value: string): string {
  // A lower-case code ("electronic_signature") reads as words too; other text is the person's own and stays.
  if (LOWER_CODE.test(value)) return codeAsWords(value);
  if (!CODE.test(value) || value.length < 2) return value;
  if (field === 'status' || field.endsWith('_status')) {
    // Its own object's name for the state; a status nested from another object (an event's, inside a contract's
    // entry) by the first table that names it.
    const own = STATUS_LABELS_BY_OBJECT[objectType]?.[value] ?? Object.values(STATUS_LABELS_BY_OBJECT).find((labels) => labels[value])?.[value];
    if (own) return own;
  }
  // A lone capital word of up to three letters that no table names is an abbreviation (PHP, SMS, VAT): it stays.
  return VALUE_LABELS[value] ?? (value.includes('_') || value.length > 3 ? codeAsWords(value) : value);
}

/**
 * The one-line summary of a state change, when the write moved the object's status: "Partially Signed to Fully
 * Signed". Null when the status did not move (or the entry has none).
 */
export function auditStatusChange(objectType: string, before: unknown, after: unknown): string | null {
  const statusOf = (v: unknown) =>
    typeof v === 'object' && v !== null && typeof (v as { status?: unknown }).status === 'string' ? (v as { status: string }).status : null;
  const from = statusOf(before);
  const to = statusOf(after);
  if (!to || from === to) return null;
  const words = (s: string) => auditValueText(objectType, 'status', s);
  return from ? `${words(from)} to ${words(to)}` : words(to);
}
