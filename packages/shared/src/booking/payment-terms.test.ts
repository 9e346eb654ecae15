import { expect, it } from 'vitest';
import { balanceDueText } from './payment-terms';

it('says the day the balance falls due, balance_due_days before the event, or today once that day has passed', () => {
  expect(balanceDueText('2027-03-14', 30, '2026-11-27')).toBe('due by Friday, February 12, 2027');
  expect(balanceDueText('2026-12-10', 30, '2026-11-27')).toBe('due by Friday, November 27, 2026');
});
