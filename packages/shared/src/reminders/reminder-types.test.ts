import { describe, expect, it } from 'vitest';
import { remindersDueOn, type TReminderItem } from './reminder-types';

const invoice = (dueDate: string, balanceOwed = true): TReminderItem => ({ kind: 'invoice', dueDate, balanceOwed });
const event = (startDate: string, questionnaireIncomplete = false, active = true): TReminderItem => ({
  kind: 'event',
  startDate,
  active,
  questionnaireIncomplete,
});

describe('which reminders are due on a day', () => {
  it.each([
    ['2026-12-03', invoice('2026-12-10'), [{ type: 'payment_due', offset: 7 }]],
    ['2026-12-07', invoice('2026-12-10'), [{ type: 'payment_due', offset: 3 }]],
    ['2026-12-09', invoice('2026-12-10'), [{ type: 'payment_due', offset: 1 }]],
    ['2026-12-08', invoice('2026-12-10'), []],
    ['2026-12-10', invoice('2026-12-10'), []],
    ['2026-12-11', invoice('2026-12-10'), [{ type: 'payment_overdue', offset: -1 }]],
    ['2026-12-12', invoice('2026-12-10'), []],
    ['2026-12-18', invoice('2026-12-10'), [{ type: 'payment_overdue', offset: -8 }]],
    ['2027-01-01', invoice('2026-12-10'), [{ type: 'payment_overdue', offset: -22 }]],
    ['2026-12-09', invoice('2026-12-10', false), []],
    ['2026-12-11', invoice('2026-12-10', false), []],
    // Across a month's end: 3 days before March 1 is February 26 (2027 is not a leap year).
    ['2027-02-26', invoice('2027-03-01'), [{ type: 'payment_due', offset: 3 }]],
  ] as const)('on %s, invoice %j', (day, item, due) => {
    expect(remindersDueOn(day, item)).toEqual(due);
  });

  it.each([
    ['2026-12-04', true, [{ type: 'contract_unsigned', offset: -3 }]],
    ['2026-12-03', true, []],
    ['2026-12-05', true, []],
    ['2026-12-04', false, []],
  ] as const)('a contract sent December 1, on %s, waiting %s', (day, awaitingClient, due) => {
    expect(remindersDueOn(day, { kind: 'contract', sentDay: '2026-12-01', awaitingClient })).toEqual(due);
  });

  it.each([
    ['2026-12-08', true, [{ type: 'quote_expiring', offset: 2 }]],
    ['2026-12-09', true, []],
    ['2026-12-08', false, []],
  ] as const)('a quote valid until December 10, on %s, unanswered %s', (day, awaitingClient, due) => {
    expect(remindersDueOn(day, { kind: 'quote', validUntil: '2026-12-10', awaitingClient })).toEqual(due);
  });

  it.each([
    ['2026-12-13', event('2026-12-20'), [{ type: 'event_coming', offset: 7 }]],
    ['2026-12-19', event('2026-12-20'), [{ type: 'event_coming', offset: 1 }]],
    ['2026-12-20', event('2026-12-20'), []],
    ['2026-12-06', event('2026-12-20', true), [{ type: 'questionnaire_incomplete', offset: 14 }]],
    ['2026-12-06', event('2026-12-20', false), []],
    ['2026-12-13', event('2026-12-20', true), [{ type: 'event_coming', offset: 7 }]],
    ['2026-12-19', event('2026-12-20', false, false), []],
  ] as const)('on %s, event %j', (day, item, due) => {
    expect(remindersDueOn(day, item)).toEqual(due);
  });
});
