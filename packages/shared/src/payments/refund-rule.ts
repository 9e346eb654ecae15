import { plural } from '../common/plural';
import { applyRate, toMinor } from '../money';

/** The venue's refund settings as the wizard's payment step and the staff console read them. */
export interface TRefundTerms {
  allowed: boolean;
  /** "50.00": the share of what was paid that is given back. */
  percentage: string;
  deadline_hours: number;
}

/**
 * Spec document 2, section 9: "Refund is shown as a percentage within the deadline hours of booking". A booking
 * cancelled within `deadline_hours` of the moment it was made gets `percentage` of what was paid back; later, or
 * when the venue allows no refunds, nothing. Amounts round to the centavo, half away from zero (applyRate).
 */
export function refundDue(terms: TRefundTerms, paidMinor: bigint, bookedAt: Date, at: Date) {
  const deadline = new Date(bookedAt.getTime() + terms.deadline_hours * 3_600_000);
  const basisPoints = toMinor(terms.percentage);
  const within = terms.allowed && basisPoints > 0n && at.getTime() <= deadline.getTime();
  const rate = `${basisPoints / 10_000n}.${(basisPoints % 10_000n).toString().padStart(4, '0')}`;
  return { within, deadline, amountMinor: within ? applyRate(paidMinor, rate) : 0n };
}

/** "2 days", "36 hours": the window as a sentence names it. */
export const refundWindowText = (hours: number) => (hours % 24 === 0 && hours > 0 ? plural(hours / 24, 'day') : plural(hours, 'hour'));

/** The venue's refund terms in one sentence, shown before a visitor pays and beside a staff refund. */
export function refundTermsText(t: TRefundTerms): string {
  if (!t.allowed || Number(t.percentage) <= 0) return 'Payments are not refundable.';
  return `If you cancel within ${refundWindowText(t.deadline_hours)} of booking, ${Number(t.percentage)}% of what you paid is refunded.`;
}
