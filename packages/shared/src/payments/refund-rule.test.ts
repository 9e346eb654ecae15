import { expect, it } from 'vitest';
import { refundDue, refundTermsText } from './refund-rule';

const booked = new Date('2026-11-20T02:00:00Z');
const hoursLater = (h: number) => new Date(booked.getTime() + h * 3_600_000);
const terms = { allowed: true, percentage: '50.00', deadline_hours: 48 };

it.each([
  ['just after booking', terms, 1_120_000n, 1, true, 560_000n],
  ['at the deadline itself', terms, 1_120_000n, 48, true, 560_000n],
  ['one hour after the deadline', terms, 1_120_000n, 49, false, 0n],
  ['a share that leaves half a centavo (rounded half away from zero)', { ...terms, percentage: '33.33' }, 1_001n, 2, true, 334n],
  ['the whole of it', { ...terms, percentage: '100.00' }, 99_999n, 0, true, 99_999n],
  ['refunds not allowed', { ...terms, allowed: false }, 1_120_000n, 1, false, 0n],
  ['a zero percentage', { ...terms, percentage: '0.00' }, 1_120_000n, 1, false, 0n],
  ['a zero-hour window, cancelled later', { ...terms, deadline_hours: 0 }, 1_120_000n, 1, false, 0n],
])('%s', (_, t, paid, afterHours, within, amount) => {
  const due = refundDue(t, paid, booked, hoursLater(afterHours));
  expect(due).toMatchObject({ within, amountMinor: amount });
  expect(due.deadline).toEqual(hoursLater(t.deadline_hours));
});

it.each([
  [{ allowed: true, percentage: '50.00', deadline_hours: 720 }, 'If you cancel within 30 days of booking, 50% of what you paid is refunded.'],
  [{ allowed: true, percentage: '100.00', deadline_hours: 24 }, 'If you cancel within 1 day of booking, 100% of what you paid is refunded.'],
  [{ allowed: true, percentage: '75.50', deadline_hours: 36 }, 'If you cancel within 36 hours of booking, 75.5% of what you paid is refunded.'],
  [{ allowed: false, percentage: '50.00', deadline_hours: 720 }, 'Payments are not refundable.'],
  [{ allowed: true, percentage: '0.00', deadline_hours: 720 }, 'Payments are not refundable.'],
])('%o reads %s', (t, expected) => {
  expect(refundTermsText(t)).toBe(expected);
});
