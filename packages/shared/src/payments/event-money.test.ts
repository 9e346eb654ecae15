import { describe, expect, it } from 'vitest';
import { eventMoneyTotals } from './event-money';

const inv = (status: 'DRAFT' | 'ISSUED' | 'PAID' | 'CANCELLED', total: string, paid: string, remaining: string) => ({
  status,
  total_amount: total,
  paid_amount: paid,
  remaining_amount: remaining,
});

describe('eventMoneyTotals', () => {
  it.each([
    ['no invoices', [], { invoiced: '0.00', paid: '0.00', due: '0.00' }],
    ['one part-paid invoice', [inv('ISSUED', '11200.00', '3360.00', '7840.00')], { invoiced: '11200.00', paid: '3360.00', due: '7840.00' }],
    [
      'a paid and an open invoice, to the centavo',
      [inv('PAID', '114004.80', '114004.80', '0.00'), inv('ISSUED', '0.10', '0.00', '0.10')],
      { invoiced: '114004.90', paid: '114004.80', due: '0.10' },
    ],
    [
      'drafts and cancelled invoices owe nothing',
      [inv('DRAFT', '500.00', '0.00', '500.00'), inv('CANCELLED', '900.00', '0.00', '900.00')],
      { invoiced: '0.00', paid: '0.00', due: '0.00' },
    ],
  ])('%s', (_name, invoices, expected) => {
    expect(eventMoneyTotals(invoices)).toEqual(expected);
  });
});
