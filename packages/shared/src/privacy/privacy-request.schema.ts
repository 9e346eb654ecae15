import { z } from 'zod';
import { zPage } from '../common/input';

/**
 * Privacy requests under the Data Privacy Act of 2012 (RA 10173): a client asks for their account to be deleted,
 * an admin confirms (the account is anonymised) or declines with a reason. The data export needs no request: it
 * is downloaded at once (GET /api/client/privacy/export/).
 */
export const PRIVACY_REQUEST_STATUSES = ['PENDING', 'COMPLETED', 'DECLINED'] as const;
export type TPrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_STATUS_LABELS: Record<TPrivacyRequestStatus, string> = {
  PENDING: 'Waiting for the venue',
  COMPLETED: 'Account deleted',
  DECLINED: 'Declined',
};

/** What deletion keeps, and why: shown to the client before they ask, and to the admin before they confirm. */
export const KEPT_AFTER_DELETION = [
  {
    what: 'Invoices, official receipts and payment records',
    why: 'The BIR requires the venue to keep its books of accounts and receipts for 10 years (National Internal Revenue Code, Sec. 235).',
  },
  {
    what: 'Signed contracts and their signature records',
    why: 'They are the evidence of the agreement under the E-Commerce Act (RA 8792); kept for 10 years, the prescriptive period of written contracts (Civil Code, Art. 1144).',
  },
] as const;

/** What deletion removes, in the client's words. */
export const REMOVED_BY_DELETION = [
  'Your name, e-mail address, phone number, company and profile photo',
  'Your saved payment methods, notifications and notification settings',
  'What you wrote in messages and questionnaires, and the content of e-mails and text messages sent to you',
  'Your sign-ins: you will be signed out everywhere and cannot sign in again',
] as const;

/** POST /api/client/privacy/deletion-request/ */
export const ZDeletionRequestCreate = z.object({
  reason: z.string().trim().max(1000, 'Keep the reason under 1000 characters').default(''),
});
export type TDeletionRequestCreate = z.input<typeof ZDeletionRequestCreate>;

/** A deletion request as its client sees it. */
export const ZPrivacyRequest = z.object({
  id: z.number().int(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  reason: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decline_reason: z.string(),
});
export type TPrivacyRequest = z.infer<typeof ZPrivacyRequest>;

/** GET /api/client/privacy/deletion-request/: the newest request, or null when none was made. */
export const ZMyDeletionRequest = z.object({ request: ZPrivacyRequest.nullable() });
export type TMyDeletionRequest = z.infer<typeof ZMyDeletionRequest>;

/** GET /api/admin/privacy-requests/ */
export const ZPrivacyRequestsQuery = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES, { error: 'Choose a valid request status' }).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(50),
});
export type TPrivacyRequestsQuery = z.infer<typeof ZPrivacyRequestsQuery>;

/** A request as the admin's list shows it; after deletion, the name the request kept and no e-mail address. */
export const ZAdminPrivacyRequest = ZPrivacyRequest.extend({
  client_id: z.number().int(),
  client_name: z.string(),
  client_email: z.string(),
  decided_by_name: z.string(),
});
export type TAdminPrivacyRequest = z.infer<typeof ZAdminPrivacyRequest>;

/** POST /api/admin/privacy-requests/{id}/decline/ */
export const ZDeclinePrivacyRequest = z.object({
  reason: z.string().trim().min(1, 'Say why the request is declined').max(1000, 'Keep the reason under 1000 characters'),
});
export type TDeclinePrivacyRequest = z.input<typeof ZDeclinePrivacyRequest>;

export const DELETION_REQUEST_PENDING = 'You already asked for your account to be deleted. The venue will answer soon.';
export const EXPORT_TOO_OFTEN = 'You have downloaded your data several times in the last hour. Please try again later.';
export const REQUEST_ALREADY_DECIDED = 'This request was already decided.';
