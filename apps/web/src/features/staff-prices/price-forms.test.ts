import { describe, expect, it } from 'vitest';
import { DISCOUNT_RULES } from '@venue/shared/booking/discount-rules';
import { NEW_DISCOUNT, ZDiscountForm, discountFormOf } from '@/features/staff-prices/discount-form';
import { ZSettingsForm, deadlineText } from '@/features/staff-prices/settings-form';

const filled = { ...NEW_DISCOUNT, code: 'rainy-2027', name: 'Rainy season', value: '15' };

describe('the discount dialog', () => {
  it('sends days as Manila days, empty limits as none, and the code upper-cased', () => {
    const parsed = ZDiscountForm.parse({ ...filled, valid_from: '2027-06-01', usage_limit: '50' });
    expect(parsed).toMatchObject({ code: 'RAINY-2027', value: '15', valid_from: '2027-06-01', valid_until: null, usage_limit: 50, per_client_limit: null });
  });

  it.each([
    [{ value: '150' }, 'value', DISCOUNT_RULES.percentRange],
    [{ discount_type: 'FIXED' as const, value: '0' }, 'value', DISCOUNT_RULES.fixedPositive],
    [{ valid_from: '2027-06-02', valid_until: '2027-06-01' }, 'valid_until', DISCOUNT_RULES.windowOrder],
    [{ usage_limit: '2', per_client_limit: '3' }, 'per_client_limit', DISCOUNT_RULES.clientLimit],
    [{ usage_limit: '1.5' }, 'usage_limit', 'Total uses must be a whole number'],
  ])('refuses %j with the server words', (change, field, message) => {
    const result = ZDiscountForm.safeParse({ ...filled, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('fills the fields from a saved code', () => {
    const form = discountFormOf({
      id: 1,
      code: 'SAVE5K',
      name: 'Save ₱5,000',
      description: '',
      discount_type: 'FIXED',
      value: '5000.00',
      value_text: '₱5,000 off',
      valid_from: null,
      valid_until: '2027-12-31',
      usage_limit: 10,
      per_client_limit: null,
      times_used: 0,
      event_type_ids: [2],
      first_booking_only: false,
      is_public: true,
      is_active: true,
      created_at: '2026-11-28T01:00:00.000Z',
    });
    expect(form).toMatchObject({ value: '5000', valid_from: '', valid_until: '2027-12-31', usage_limit: '10', per_client_limit: '', event_type_ids: [2] });
  });
});

describe('the Payments & Refunds form', () => {
  it('turns its text into the request and refuses what the server would', () => {
    const base = {
      deposit_percentage: '40',
      balance_due_days: '30',
      bank_transfer_instructions: 'BPI 1234',
      manual_payment_instructions: 'Cash at the office',
      allow_refunds: true,
      refund_percentage: '50',
      refund_deadline_hours: '720',
      refund_policy_text: 'Half back until 30 days before.',
      gateways: [{ code: 'manual', is_active: false }],
    };
    expect(ZSettingsForm.parse(base)).toMatchObject({ deposit_percentage: '40', balance_due_days: 30, refund_deadline_hours: 720 });
    const bad = ZSettingsForm.safeParse({ ...base, deposit_percentage: '120', balance_due_days: '' });
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(['deposit_percentage', 'balance_due_days']);
    expect(deadlineText(720)).toBe('within 30 days of booking');
    expect(deadlineText(36)).toBe('within 36 hours of booking');
  });
});
