import { describe, expect, it } from 'vitest';
import { financialUrgency, totalOutstanding } from './financial-urgency';

const overdue = { status: 'OVERDUE' as const };
const paid = { status: 'PAID' as const };
const owing = { status: 'ISSUED' as const, remaining_amount: '1000.50' };
const settled = { status: 'ISSUED' as const, remaining_amount: '0.00' };

describe('the dashboard financial summary', () => {
  it.each([
    [[], [], 'low'],
    [[overdue], [settled], 'medium'],
    [[overdue, paid], [owing], 'high'],
    [[overdue, overdue], [owing], 'critical'],
  ] as const)('counts overdue payments plus issued invoices still owing (%#)', (payments, invoices, level) => {
    expect(financialUrgency([...payments], [...invoices])).toBe(level);
  });

  it('sums what issued invoices still owe, to the centavo', () => {
    expect(totalOutstanding([owing, owing, settled, { status: 'PAID', remaining_amount: '5.00' }])).toBe('2001.00');
  });
});
