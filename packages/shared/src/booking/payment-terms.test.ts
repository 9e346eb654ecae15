import { expect, it } from 'vitest';
import { balanceDueText, refundTermsText } from './payment-terms';

it.each([
  [{ allowed: true, percentage: '50.00', deadline_hours: 720 }, 'If you cancel at least 30 days before your event, 50% of what you paid is refunded.'],
  [{ allowed: true, percentage: '100.00', deadline_hours: 24 }, 'If you cancel at least 1 day before your event, 100% of what you paid is refunded.'],
  [{ allowed: true, percentage: '75.50', deadline_hours: 36 }, 'If you cancel at least 36 hours before your event, 75.5% of what you paid is refunded.'],
  [{ allowed: false, percentage: '50.00', deadline_hours: 720 }, 'Payments are not refundable.'],
  [{ allowed: true, percentage: '0.00', deadline_hours: 720 }, 'Payments are not refundable.'],
])('%o reads %s', (terms, expected) => {
  expect(refundTermsText(terms)).toBe(expected);
});

it('says the day the balance falls due, balance_due_days before the event, or today once that day has passed', () => {
  expect(balanceDueText('2027-03-14', 30, '2026-11-27')).toBe('due by Friday, February 12, 2027');
  expect(balanceDueText('2026-12-10', 30, '2026-11-27')).toBe('due by Friday, November 27, 2026');
});
