import { expect, it } from 'vitest';
import { refundTermsText } from './payment-terms';

it.each([
  [{ allowed: true, percentage: '50.00', deadline_hours: 720 }, 'If you cancel at least 30 days before your event, 50% of what you paid is refunded.'],
  [{ allowed: true, percentage: '100.00', deadline_hours: 24 }, 'If you cancel at least 1 day before your event, 100% of what you paid is refunded.'],
  [{ allowed: true, percentage: '75.50', deadline_hours: 36 }, 'If you cancel at least 36 hours before your event, 75.5% of what you paid is refunded.'],
  [{ allowed: false, percentage: '50.00', deadline_hours: 720 }, 'Payments are not refundable.'],
  [{ allowed: true, percentage: '0.00', deadline_hours: 720 }, 'Payments are not refundable.'],
])('%o reads %s', (terms, expected) => {
  expect(refundTermsText(terms)).toBe(expected);
});
