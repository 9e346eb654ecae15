import { balanceDueDate, formatLongDay } from '../contracts/template-variables';

/** "due by Thursday, November 12, 2026": the balance's day (balance_due_days before the event), as both steps say it. */
export const balanceDueText = (eventDay: string, balanceDueDays: number, today: string) =>
  `due by ${formatLongDay(balanceDueDate(eventDay, balanceDueDays, today))}`;
