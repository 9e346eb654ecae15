import { describe, expect, it } from 'vitest';
import { refundAmountProblem } from './refunds.schema';
import { receivedAmountProblem, receivedOnProblem, recordPaymentRules, RECEIVED_IN_FUTURE, ZRecordPayment } from './offline-payments';

describe('receivedAmountProblem', () => {
  it.each([
    ['the whole amount', 500000n, 500000n, null],
    ['a shortfall', 450000n, 500000n, null],
    ['one centavo', 1n, 500000n, null],
    ['nothing', 0n, 500000n, 'The amount received must be more than ₱0.00 and at most the ₱5,000.00 announced.'],
    ['more than announced', 500001n, 500000n, 'The amount received must be more than ₱0.00 and at most the ₱5,000.00 announced.'],
  ])('%s', (_name, received, announced, expected) => {
    expect(receivedAmountProblem(received, announced, 'PHP')).toBe(expected);
  });
});

describe('receivedOnProblem', () => {
  it.each([
    ['today', '2026-11-27', null],
    ['yesterday', '2026-11-26', null],
    ['tomorrow', '2026-11-28', RECEIVED_IN_FUTURE],
  ])('%s', (_name, day, expected) => {
    expect(receivedOnProblem(day, '2026-11-27')).toBe(expected);
  });
});

describe('ZRecordPayment', () => {
  it('takes every field as optional', () => {
    expect(ZRecordPayment.parse({})).toEqual({});
  });
  it.each([
    [{ amount: '12.345' }, 'The amount received must be an amount with at most 2 decimals'],
    [{ received_on: '2026-02-31' }, 'The date received must be a date'],
    [{ reference: 'x'.repeat(101) }, 'The reference must be at most 100 characters'],
  ])('refuses %j', (input, message) => {
    const r = ZRecordPayment.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('recordPaymentRules', () => {
  const rules = recordPaymentRules('11200.00', 'PHP', '2026-11-27');
  it('accepts a shortfall received yesterday', () => {
    expect(rules.safeParse({ amount: '11000', received_on: '2026-11-26' }).success).toBe(true);
  });
  it('names each field it refuses', () => {
    const r = rules.safeParse({ amount: '11200.01', received_on: '2026-11-28' });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['amount', 'The amount received must be more than ₱0.00 and at most the ₱11,200.00 announced.'],
      ['received_on', RECEIVED_IN_FUTURE],
    ]);
  });
});

describe('refundAmountProblem', () => {
  it.each([
    ['all that is left', 120000n, 120000n, null],
    ['one centavo', 1n, 120000n, null],
    ['nothing', 0n, 120000n, 'The refund must be between ₱0.01 and ₱1,200.00.'],
    ['more than is left', 120001n, 120000n, 'The refund must be between ₱0.01 and ₱1,200.00.'],
  ])('%s', (_name, amount, left, expected) => {
    expect(refundAmountProblem(amount, left, 'PHP')).toBe(expected);
  });
});
