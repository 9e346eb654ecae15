import { QUOTE_MESSAGES, ZCreateQuoteRequest } from '@venue/shared/quotes/staff-quote.schema';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import { describe, expect, it } from 'vitest';
import type { TStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import {
  draftLineTotal,
  draftTotals,
  emptyQuoteForm,
  freeLine,
  quoteFormField,
  quoteFormOf,
  quoteFormSchema,
  type TQuoteForm,
} from '@/features/staff-sales/quote-form';

const TODAY = '2026-11-02';
const form: TQuoteForm = {
  ...emptyQuoteForm(TODAY),
  line_items: [
    { product_id: 7, hint: '', description: 'Garden wedding package', quantity: '1', unit_price: '85000.00', tax_percent: '12' },
    { product_id: null, hint: '', description: 'Sound system, per hour', quantity: '4.5', unit_price: '1333.33', tax_percent: '12.5' },
  ],
  options: [
    { name: 'Fireworks', description: '', total_price: '35000', tax_percent: '12', is_selected: true },
    { name: 'Photo booth', description: '', total_price: '12000', tax_percent: '12', is_selected: false },
  ],
  discount_amount: '500.50',
};

describe('the quote editor', () => {
  it('shows the totals the server computes from the body it sends', () => {
    const body = quoteFormSchema(TODAY).parse(form);
    const server = ZCreateQuoteRequest.parse(body);
    const expected = quoteTotals(
      server.line_items.map((l) => ({ quantity: l.quantity, unit_price: l.unit_price!, tax_rate: l.tax_rate! })),
      server.options.filter((o) => o.is_selected),
      server.discount_amount,
    );
    expect(draftTotals(form)).toEqual(expected);
    // 85,000 and the 35,000 option at 12 %, 5,999.99 at 12.5 %; the 500.50 discount comes off before tax, 476.66 of
    // it off the 12 % lines and 23.84 off the other.
    expect(expected).toEqual({ subtotal: '125999.99', tax_amount: '15089.82', discount_amount: '500.50', total_amount: '140589.31' });
    expect(body.line_items[0]).toEqual({ product_id: 7, description: 'Garden wedding package', quantity: '1', unit_price: '85000.00', tax_rate: '0.12' });
    expect(body.line_items[1]).not.toHaveProperty('product_id');
  });

  it('counts a line being typed as nothing until its numbers are whole; rounds each line half-up', () => {
    const typing = { ...form, line_items: [...form.line_items, { ...freeLine(), description: 'Tent', unit_price: '12.' }] };
    expect(draftTotals(typing)).toEqual(draftTotals(form));
    expect(draftLineTotal({ quantity: '4.5', unit_price: '1333.33' })).toBe('5999.99');
    expect(draftLineTotal({ quantity: '0', unit_price: '10' })).toBeNull();
  });

  it('refuses a discount above the total and a valid-until day that is not ahead', () => {
    const result = quoteFormSchema(TODAY).safeParse({ ...form, discount_amount: '999999', valid_until: TODAY });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i: { path: PropertyKey[]; message: string }) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ valid_until: QUOTE_MESSAGES.validUntilPast, discount_amount: QUOTE_MESSAGES.discountTooLarge });
  });

  it('puts server errors under the fields the editor shows', () => {
    expect(quoteFormField('line_items.2.tax_rate')).toBe('line_items.2.tax_percent');
    expect(quoteFormField('line_items.0.product_id')).toBe('line_items.0.description');
    expect(quoteFormField('discount_amount')).toBe('discount_amount');
  });

  it('sends a guest count only when one is typed, and refuses one that is not a count', () => {
    expect(quoteFormSchema(TODAY).parse(form)).not.toHaveProperty('guest_count');
    expect(quoteFormSchema(TODAY).parse({ ...form, guest_count: ' 170 ' }).guest_count).toBe(170);
    expect(quoteFormSchema(TODAY).safeParse({ ...form, guest_count: '0' }).error?.issues[0]?.message).toBe('Guest count must be between 1 and 100000');
    expect(quoteFormSchema(TODAY).safeParse({ ...form, guest_count: '1.5' }).error?.issues[0]?.message).toBe('Guest count must be a whole number');
  });

  it("opens a draft whose valid-until day has passed at 30 days from today, never before the version's date", () => {
    const draft = { valid_until: '2026-10-12', guest_count: 150, line_items: [], options: [], discount_amount: '0.00', client_message: '' };
    const opened = quoteFormOf(draft as unknown as TStaffQuote, TODAY);
    expect(opened).toMatchObject({ valid_until: '2026-12-02', guest_count: '150' });
    expect(quoteFormOf({ ...draft, valid_until: '2026-11-20' } as unknown as TStaffQuote, TODAY).valid_until).toBe('2026-11-20');
  });
});
