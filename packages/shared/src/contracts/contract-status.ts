import type { TContractStatus, TSignatureRole } from '../enums';
import { templateVariablesIn } from './template-variables';
import { daysBetween } from '../dashboard/event-status';

/** An event's overall contract status is the one with the highest rank. */
export const CONTRACT_RANK: Record<TContractStatus, number> = { EXPIRED: 6, PARTIALLY_SIGNED: 5, SENT: 4, DRAFT: 3, AMENDED: 2, SIGNED: 1, VOID: 0 };

export function overallContractStatus(statuses: readonly TContractStatus[]): TContractStatus | null {
  return statuses.reduce<TContractStatus | null>((best, s) => (best === null || CONTRACT_RANK[s] > CONTRACT_RANK[best] ? s : best), null);
}

/** The statuses from the highest rank down: a query picks an event's overall status as the first of these it has. */
export const CONTRACT_STATUSES_BY_RANK = (Object.keys(CONTRACT_RANK) as TContractStatus[]).sort((a, b) => CONTRACT_RANK[b] - CONTRACT_RANK[a]);

export const CONTRACT_STATUS_LABELS: Record<TContractStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Sent for Signature',
  PARTIALLY_SIGNED: 'Partially Signed',
  SIGNED: 'Fully Signed',
  EXPIRED: 'Expired',
  AMENDED: 'Amended',
  VOID: 'Void',
};

export const ROLE_LABELS = { CLIENT: 'Client Signature', COMPANY_REP: 'Company Representative', WITNESS: 'Witness' } as const;

/** Pending contracts are SENT or PARTIALLY_SIGNED. */
export const isContractPending = (status: TContractStatus) => status === 'SENT' || status === 'PARTIALLY_SIGNED';

/** Expired on the client when valid_until ('YYYY-MM-DD') is in the past. */
export const isContractExpired = (validUntil: string | null, today: string) => validUntil !== null && validUntil < today;

/** Urgent with 3 days or fewer left (and not past). */
export const isContractUrgent = (validUntil: string | null, today: string) => {
  if (validUntil === null) return false;
  const days = daysBetween(today, validUntil);
  return days >= 0 && days <= 3;
};

/** The venue countersigns a contract that is out for signature and asks for its representative, once. */
export function canCountersign(status: TContractStatus, requiredRoles: readonly string[], signedRoles: readonly string[]): boolean {
  return (status === 'SENT' || status === 'PARTIALLY_SIGNED') && requiredRoles.includes('COMPANY_REP') && !signedRoles.includes('COMPANY_REP');
}

/** Any contract can be voided with a reason, a signed one included: it stays on record as VOID. */
export const canVoidContract = (status: TContractStatus) => status !== 'VOID';

/** A draft is sent while its valid-until date (if any) is still ahead. */
export const canSendContract = (status: TContractStatus, validUntil: string | null, today: string) =>
  status === 'DRAFT' && (validUntil === null || validUntil > today);

/**
 * Who must sign a document: the roles its template asks for (the client when it names none), and the venue's
 * representative whenever the document names the venue ({{venue_name}}): an agreement that names the venue binds it,
 * so it is not fully signed on the client's signature alone ("Fully Signed, 1 of 1" on an amendment between the
 * venue and the client).
 */
export function signingParties(templateRoles: readonly TSignatureRole[], templateContent: string): TSignatureRole[] {
  const roles: TSignatureRole[] = templateRoles.length ? [...templateRoles] : ['CLIENT'];
  if (templateVariablesIn(templateContent).includes('venue_name') && !roles.includes('COMPANY_REP')) roles.push('COMPANY_REP');
  return roles;
}

/** Fully signed only when every party has signed: a contract stored SIGNED before its venue was a party reads partially signed. */
export function signingStatus(status: TContractStatus, parties: readonly TSignatureRole[], signedRoles: readonly string[]): TContractStatus {
  return status === 'SIGNED' && !parties.every((p) => signedRoles.includes(p)) ? 'PARTIALLY_SIGNED' : status;
}
