import { describe, expect, it } from 'vitest';
import { DISCOUNT_RULES, discountFitsEventType, discountRuleErrors, discountValueText, type TDiscountTerms } from './discount-rules';

const base: TDiscountTerms = { discount_type: 'PERCENT', value: '10', valid_from: null, valid_until: null, usage_limit: null, per_client_limit: null };

describe('discountRuleErrors', () => {
  it.each<[string, Partial<TDiscountTerms>, Record<string, string[]>]>([
    ['10 % with no limits', {}, {}],
    ['100 % is the most', { value: '100' }, {}],
    ['100.01 % is too much', { value: '100.01' }, { value: [DISCOUNT_RULES.percentRange] }],
    ['0 % takes nothing off', { value: '0' }, { value: [DISCOUNT_RULES.percentRange] }],
    ['₱5,000 off', { discount_type: 'FIXED', value: '5000.00' }, {}],
    ['₱0.01 off is still money', { discount_type: 'FIXED', value: '0.01' }, {}],
    ['₱0 off', { discount_type: 'FIXED', value: '0.00' }, { value: [DISCOUNT_RULES.fixedPositive] }],
    ['a fixed amount may pass 100', { discount_type: 'FIXED', value: '250000' }, {}],
    ['one-day window', { valid_from: '2026-12-01', valid_until: '2026-12-01' }, {}],
    ['window backwards', { valid_from: '2026-12-02', valid_until: '2026-12-01' }, { valid_until: [DISCOUNT_RULES.windowOrder] }],
    ['only an end day', { valid_until: '2026-12-01' }, {}],
    ['per client under total', { usage_limit: 100, per_client_limit: 1 }, {}],
    ['per client equal to total', { usage_limit: 5, per_client_limit: 5 }, {}],
    ['per client over total', { usage_limit: 5, per_client_limit: 6 }, { per_client_limit: [DISCOUNT_RULES.clientLimit] }],
    ['per client with no total', { per_client_limit: 3 }, {}],
    ['a value that is not an amount is left to the schema', { value: '12.345' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(discountRuleErrors({ ...base, ...change })).toEqual(expected);
  });
});

describe('discountFitsEventType', () => {
  it.each<[number[], number | null, boolean]>([
    [[], 1, true],
    [[], null, true],
    [[1, 3], 3, true],
    [[1, 3], 2, false],
    [[1], null, false],
  ])('%j for type %s -> %s', (ids, type, fits) => {
    expect(discountFitsEventType(ids, type)).toBe(fits);
  });
});

describe('discountValueText', () => {
  it.each<[TDiscountTerms['discount_type'], string, string]>([
    ['PERCENT', '10.00', '10% off'],
    ['PERCENT', '12.50', '12.5% off'],
    ['FIXED', '5000.00', '₱5,000 off'],
    ['FIXED', '1500.50', '₱1,500.50 off'],
  ])('%s %s reads %s', (kind, value, text) => {
    expect(discountValueText(kind, value)).toBe(text);
  });
});
