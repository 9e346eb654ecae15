import { fromMinor } from '../money';

/**
 * A payment plan splits what is left on an invoice into dated installments: equal parts in centavos, the odd
 * centavos on the last one, due dates spread evenly from the first due day to the invoice's due date (or a
 * month apart when the invoice has none, or it is too close).
 */
export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 12;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addMonths = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export function splitInstallments(remainingMinor: bigint, count: number, firstDue: string, lastDue: string | null): { amount: string; due_date: string }[] {
  const n = BigInt(count);
  const part = remainingMinor / n;
  const odd = remainingMinor - part * n;
  const span = lastDue ? daysBetween(firstDue, lastDue) : -1;
  // Spread to the due date when it leaves at least a week between installments; otherwise monthly.
  const spread = span >= 7 * (count - 1);
  return Array.from({ length: count }, (_, i) => ({
    amount: fromMinor(i === count - 1 ? part + odd : part),
    due_date: spread ? addDays(firstDue, Math.floor((span * i) / (count - 1))) : addMonths(firstDue, i),
  }));
}

export type TInstallmentStatus = 'PENDING' | 'PAID' | 'OVERDUE';
/** Overdue: not paid and due before today (spec section 4). */
export const installmentStatus = (stored: string, dueDate: string, today: string): TInstallmentStatus =>
  stored === 'PAID' ? 'PAID' : dueDate < today ? 'OVERDUE' : 'PENDING';

/** Spec document 2, section 9: "Upcoming installments window 30 days". */
export const UPCOMING_INSTALLMENT_DAYS = 30;
/** The last day of the upcoming window that starts today. */
export const upcomingUntil = (today: string) => addDays(today, UPCOMING_INSTALLMENT_DAYS);
/**
 * Upcoming: not paid and due by the 30th day from today. A late one stays listed until it is paid (issue 39): the
 * window's end is 30 days ahead, its start is the plan's beginning, so an overdue installment never drops out of
 * the list its payer reads, and it is the first one there (byDueDay).
 */
export const isUpcomingInstallment = (stored: string, dueDate: string, today: string) => stored !== 'PAID' && dueDate <= upcomingUntil(today);

/** The order a payer meets installments in: the longest overdue first, then by due day, then the plan's order. */
export const byDueDay = (a: { due_date: string; sequence: number }, b: { due_date: string; sequence: number }) =>
  a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.sequence - b.sequence;

/** The upcoming list's heading: it names the overdue ones when there are any. */
export const upcomingInstallmentsHeading = (anyOverdue: boolean) =>
  anyOverdue ? `Installments overdue or due in the next ${UPCOMING_INSTALLMENT_DAYS} days` : `Installments due in the next ${UPCOMING_INSTALLMENT_DAYS} days`;

/**
 * An installment's due day in words, the day written by the screen's formatter: "Overdue by 3 days (due Mon, Nov
 * 3, 2026)", "Due today", "Due Mon, Nov 3, 2026", "Paid".
 */
export function installmentDueText(i: { due_date: string; status: TInstallmentStatus }, today: string, day: (d: string) => string): string {
  if (i.status === 'PAID') return 'Paid';
  const late = daysBetween(i.due_date, today);
  if (late > 0) return `Overdue by ${late} day${late === 1 ? '' : 's'} (due ${day(i.due_date)})`;
  if (late === 0) return 'Due today';
  return `Due ${day(i.due_date)}`;
}

/**
 * Which installments the money paid so far covers, in order: what was paid before the plan began counts first,
 * then each installment in sequence (one centavo of tolerance). Any payment on the invoice, whether through an
 * installment or not, moves the plan forward the same way.
 */
export function coveredInstallments(amounts: readonly string[], planTotalMinor: bigint, invoiceTotalMinor: bigint, invoicePaidMinor: bigint): boolean[] {
  let towardPlan = invoicePaidMinor - (invoiceTotalMinor - planTotalMinor);
  return amounts.map((a) => {
    const [whole, cents = ''] = a.split('.');
    const minor = BigInt(whole!) * 100n + BigInt(cents.padEnd(2, '0') || '0');
    const covered = towardPlan >= minor - 1n;
    towardPlan -= minor;
    return covered;
  });
}
