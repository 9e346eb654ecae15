import { plural } from '../common/plural';
import { balanceDueDate, formatLongDay } from '../contracts/template-variables';

export interface TRefundTerms {
  allowed: boolean;
  percentage: string;
  deadline_hours: number;
}

const span = (hours: number) => (hours % 24 === 0 ? plural(hours / 24, 'day') : plural(hours, 'hour'));

/** The venue's refund terms in one sentence, shown before a visitor pays (issue 25, point 6). */
export function refundTermsText(t: TRefundTerms): string {
  if (!t.allowed || Number(t.percentage) <= 0) return 'Payments are not refundable.';
  return `If you cancel at least ${span(t.deadline_hours)} before your event, ${Number(t.percentage)}% of what you paid is refunded.`;
}

/** "due by Thursday, November 12, 2026": the balance's day (balance_due_days before the event), as both steps say it. */
export const balanceDueText = (eventDay: string, balanceDueDays: number, today: string) =>
  `due by ${formatLongDay(balanceDueDate(eventDay, balanceDueDays, today))}`;
