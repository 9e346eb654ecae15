import { addDays } from '../dates';
import { daysBetween } from './event-status';
import { byCharacters } from '../common/compare';

/**
 * The dashboard's one list of notices (spec document 1, section 9): quote expiry, contract signing deadlines and
 * overdue payments together, errors before warnings, then newest first, at most 10.
 */
export type TNoticeSeverity = 'error' | 'warning';

export type TNoticeKind = 'quote' | 'contract' | 'invoice' | 'installment' | 'payment';

export interface TNotice {
  /** Unique across kinds: `${kind}-${id}`. */
  key: string;
  kind: TNoticeKind;
  /** The id of the quote, contract, invoice, installment or payment it is about. */
  id: number;
  severity: TNoticeSeverity;
  text: string;
  /** The venue day ('YYYY-MM-DD') the notice began to apply: what "newest" is measured by. */
  since: string;
}

export const MAX_NOTICES = 10;
export const QUOTE_NOTICE_DAYS = 3;
/** A contract expiring within 7 days needs attention; within 3 (is_urgent) it is an error. */
export const CONTRACT_ATTENTION_DAYS = 7;
export const CONTRACT_URGENT_DAYS = 3;

const SEVERITY_RANK: Record<TNoticeSeverity, number> = { error: 0, warning: 1 };

/** Errors first, then the newest (latest `since`) first, then by key so the order never flickers; at most 10. */
export function orderNotices<T extends TNotice>(notices: readonly T[], cap = MAX_NOTICES): T[] {
  return [...notices]
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || byCharacters(b.since, a.since) || byCharacters(a.key, b.key))
    .slice(0, cap);
}

/** 'today', 'tomorrow' or 'in N days': a deadline in words, never a date code. */
export function inDays(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** Quote expiry: 3 days or fewer left gives a notice, an error at 1 or fewer, else a warning; none without expiry. */
export function quoteExpiryNotice(q: { id: number; event_name: string; valid_until: string | null }, today: string): TNotice | null {
  if (q.valid_until === null) return null;
  const days = daysBetween(today, q.valid_until);
  if (days < 0 || days > QUOTE_NOTICE_DAYS) return null;
  return {
    key: `quote-${q.id}`,
    kind: 'quote',
    id: q.id,
    severity: days <= 1 ? 'error' : 'warning',
    text: `The quote for ${q.event_name} expires ${inDays(days)}.`,
    since: addDays(q.valid_until, -QUOTE_NOTICE_DAYS),
  };
}

/** Days left to sign when that is 0 to 7 (needs attention), else null (no deadline, past, or far off). */
export function contractDaysLeft(validUntil: string | null, today: string): number | null {
  if (validUntil === null) return null;
  const days = daysBetween(today, validUntil);
  return days >= 0 && days <= CONTRACT_ATTENTION_DAYS ? days : null;
}

/** The contracts page's warning banner shows for contracts with 1 to 7 days left (spec section 9). */
export function inBannerWindow(validUntil: string | null, today: string): boolean {
  const days = contractDaysLeft(validUntil, today);
  return days !== null && days >= 1;
}

/** A contract awaiting the client's signature with 7 days or fewer left: an error within 3 days (the badge rule). */
export function contractDeadlineNotice(
  c: { id: number; template_name: string; event_title: string; valid_until: string | null },
  today: string,
): TNotice | null {
  const days = contractDaysLeft(c.valid_until, today);
  if (days === null || c.valid_until === null) return null;
  return {
    key: `contract-${c.id}`,
    kind: 'contract',
    id: c.id,
    severity: days <= CONTRACT_URGENT_DAYS ? 'error' : 'warning',
    text: `${c.template_name} for ${c.event_title} must be signed ${inDays(days)}.`,
    since: addDays(c.valid_until, -CONTRACT_ATTENTION_DAYS),
  };
}

/** Document 2's wording: 'Overdue by N days' (1 day singular). */
export const overdueBy = (days: number) => (days === 1 ? 'overdue by 1 day' : `overdue by ${days} days`);

/**
 * An overdue payment (a payment, an invoice or an installment whose due day has passed with money owed) is always
 * an error. `what` names it, e.g. 'Invoice INV-0042 for Santos Wedding'. Null when it is not yet overdue.
 */
export function overdueNotice(o: { kind: TNoticeKind; id: number; what: string; due_date: string | null }, today: string): TNotice | null {
  if (o.due_date === null) return null;
  const days = daysBetween(o.due_date, today);
  if (days < 1) return null;
  return { key: `${o.kind}-${o.id}`, kind: o.kind, id: o.id, severity: 'error', text: `${o.what} is ${overdueBy(days)}.`, since: addDays(o.due_date, 1) };
}

interface TOverduePayment {
  id: number;
  payment_number: string;
  status: string;
  due_date: string | null;
  invoice: number | null;
  installment: number | null;
  event_details: { name: string };
}
interface TOverdueInvoice {
  id: number;
  invoice_id: string;
  is_overdue: boolean;
  due_date: string | null;
  event_details: { name: string };
}
interface TOverduePlan {
  invoice: number;
  invoice_number: string;
  event_details: { name: string };
  installments: { id: number; sequence: number; status: string; due_date: string }[];
}

/**
 * Overdue payments, each debt once: an overdue invoice speaks for its plan and its pending payments; otherwise
 * each late installment of its plan; otherwise a pending payment past its due day (the server marks it OVERDUE).
 */
export function overdueMoneyNotices(
  { payments, invoices, plans }: { payments: readonly TOverduePayment[]; invoices: readonly TOverdueInvoice[]; plans: readonly TOverduePlan[] },
  today: string,
): TNotice[] {
  const notices: TNotice[] = [];
  const push = (n: TNotice | null) => n && notices.push(n);
  const lateInvoices = new Set(invoices.filter((i) => i.is_overdue).map((i) => i.id));
  const lateInstallments = new Set<number>();
  for (const i of invoices)
    if (i.is_overdue)
      push(overdueNotice({ kind: 'invoice', id: i.id, what: `Invoice ${i.invoice_id} for ${i.event_details.name}`, due_date: i.due_date }, today));
  for (const plan of plans) {
    if (lateInvoices.has(plan.invoice)) continue;
    for (const s of plan.installments) {
      if (s.status !== 'OVERDUE') continue;
      lateInstallments.add(s.id);
      const what = `Installment ${s.sequence} of invoice ${plan.invoice_number} for ${plan.event_details.name}`;
      push(overdueNotice({ kind: 'installment', id: s.id, what, due_date: s.due_date }, today));
    }
  }
  for (const p of payments) {
    if (p.status !== 'OVERDUE' || (p.invoice !== null && lateInvoices.has(p.invoice)) || (p.installment !== null && lateInstallments.has(p.installment)))
      continue;
    push(overdueNotice({ kind: 'payment', id: p.id, what: `Payment ${p.payment_number} for ${p.event_details.name}`, due_date: p.due_date }, today));
  }
  return notices;
}
