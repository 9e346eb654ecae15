import { addDays } from '../dates';

/**
 * The reminders the venue sends on its own (issue 28, point 3), one type per thing a person is reminded of. The
 * days before or after differ within a type (payment due in 7, 3 and 1 days); the day is part of each job's key.
 */
export const REMINDER_TYPES = ['payment_due', 'payment_overdue', 'contract_unsigned', 'quote_expiring', 'event_coming', 'questionnaire_incomplete'] as const;
export type TReminderType = (typeof REMINDER_TYPES)[number];

/** What staff read for each type (the screen never prints the raw type). */
export const REMINDER_TYPE_LABELS: Record<TReminderType, string> = {
  payment_due: 'Payment due soon',
  payment_overdue: 'Payment overdue',
  contract_unsigned: 'Contract waiting for signature',
  quote_expiring: 'Quote about to expire',
  event_coming: 'Event coming up',
  questionnaire_incomplete: 'Questionnaire not finished',
};

/** When each type goes out, in words, for the switches on the staff screen. */
export const REMINDER_TYPE_WHEN: Record<TReminderType, string> = {
  payment_due: '7, 3 and 1 days before an invoice is due',
  payment_overdue: 'The day after the due date, then every week until paid',
  contract_unsigned: '3 days after a contract is sent, if the client has not signed',
  quote_expiring: '2 days before a quote expires',
  event_coming: '7 days before the event and the day before',
  questionnaire_incomplete: '14 days before the event, if required answers are missing',
};

export const PAYMENT_DUE_DAYS = [7, 3, 1] as const;
export const EVENT_COMING_DAYS = [7, 1] as const;
export const CONTRACT_WAIT_DAYS = 3;
export const QUOTE_EXPIRY_DAYS = 2;
export const QUESTIONNAIRE_DAYS = 14;
export const OVERDUE_EVERY_DAYS = 7;

/** What a reminder is about, as the scheduler reads it (days are venue days, 'YYYY-MM-DD'). */
export type TReminderItem =
  | { kind: 'invoice'; dueDate: string; balanceOwed: boolean }
  | { kind: 'contract'; sentDay: string; awaitingClient: boolean }
  | { kind: 'quote'; validUntil: string; awaitingClient: boolean }
  | { kind: 'event'; startDate: string; active: boolean; questionnaireIncomplete: boolean };

export interface TDueReminder {
  type: TReminderType;
  /** Days before (positive) or after (negative) the date the reminder is about: 7, 3, 1, -1, -8, ... */
  offset: number;
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Which reminders are due on `day` for this item: the rule the scheduler sends by and the staff screen previews
 * with. A reminder is due on one day only; a day the scheduler missed (every process down) is not caught up.
 */
export function remindersDueOn(day: string, item: TReminderItem): TDueReminder[] {
  switch (item.kind) {
    case 'invoice': {
      if (!item.balanceOwed) return [];
      const left = daysBetween(day, item.dueDate);
      if ((PAYMENT_DUE_DAYS as readonly number[]).includes(left)) return [{ type: 'payment_due', offset: left }];
      // Overdue the day after the due date, then weekly: 1, 8, 15, ... days late.
      if (left < 0 && (-left - 1) % OVERDUE_EVERY_DAYS === 0) return [{ type: 'payment_overdue', offset: left }];
      return [];
    }
    case 'contract':
      return item.awaitingClient && daysBetween(item.sentDay, day) === CONTRACT_WAIT_DAYS ? [{ type: 'contract_unsigned', offset: -CONTRACT_WAIT_DAYS }] : [];
    case 'quote':
      return item.awaitingClient && daysBetween(day, item.validUntil) === QUOTE_EXPIRY_DAYS ? [{ type: 'quote_expiring', offset: QUOTE_EXPIRY_DAYS }] : [];
    case 'event': {
      if (!item.active) return [];
      const left = daysBetween(day, item.startDate);
      const due: TDueReminder[] = [];
      if ((EVENT_COMING_DAYS as readonly number[]).includes(left)) due.push({ type: 'event_coming', offset: left });
      if (item.questionnaireIncomplete && left === QUESTIONNAIRE_DAYS) due.push({ type: 'questionnaire_incomplete', offset: left });
      return due;
    }
  }
}

/** The day of the date a reminder is about, from the day it is sent and its offset (for the texts). */
export const aboutDay = (day: string, offset: number) => addDays(day, offset);
