import { zDay } from '@venue/shared/common/input';
import { zMoneyAmount, zQuantity } from '@venue/shared/common/decimal-fields';
import { addDays } from '@venue/shared/dates';
import { fromMinor, toMinor } from '@venue/shared/money';
import type { TProduct } from '@venue/shared/products/product.schema';
import { lineTotal } from '@venue/shared/payments/document-totals';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import { QUOTE_LINE_MESSAGES, QUOTE_MESSAGES, ZQuoteOptionInput, type TCreateQuoteRequest, type TStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import { z } from 'zod';
import { percentToRate, rateToPercent, zPercent } from '@/features/staff-sales/percent';

/**
 * The quote editor's values. A line keeps the product it came from (product_id) with every value written out,
 * so what staff see is what is saved; the tax rate is typed as a percentage. The checks are the shared request
 * rules (quantity, money, option and message limits) plus the two the server makes on the whole quote: the
 * valid-until day after today and a discount no larger than the subtotal (it comes off before tax).
 */
const ZLineForm = z.object({
  product_id: z.number().nullable(),
  /** What the catalogue says about the product (hourly limits), shown under the line; never sent. */
  hint: z.string(),
  description: z.string().trim().min(1, QUOTE_LINE_MESSAGES.description).max(300, 'A description may be at most 300 characters'),
  quantity: zQuantity(),
  unit_price: zMoneyAmount('The unit price'),
  tax_percent: zPercent(),
});
export type TLineForm = z.input<typeof ZLineForm>;

const { name, description, total_price } = ZQuoteOptionInput.shape;
const ZOptionForm = z.object({ name, description: description.unwrap(), total_price, tax_percent: zPercent(), is_selected: z.boolean() });

const quoteFields = (today: string) =>
  z.object({
    line_items: z.array(ZLineForm).max(100, 'A quote may have at most 100 lines'),
    options: z.array(ZOptionForm).max(20, 'A quote may have at most 20 options'),
    discount_amount: zMoneyAmount('The discount'),
    valid_until: zDay('Choose the valid-until date').refine((day) => day > today, QUOTE_MESSAGES.validUntilPast),
    /** Empty: the event's count (a new quote) or as it was (a draft). */
    guest_count: z
      .string()
      .trim()
      .regex(/^\d*$/, 'Guest count must be a whole number')
      .refine((text) => text === '' || (Number(text) >= 1 && Number(text) <= 100_000), 'Guest count must be between 1 and 100000'),
    client_message: z.string().trim().max(2000, 'The message may be at most 2000 characters'),
  });
export type TQuoteForm = z.input<ReturnType<typeof quoteFields>>;

export const quoteFormSchema = (today: string) =>
  quoteFields(today)
    .superRefine((form, ctx) => {
      const before = draftTotals({ ...form, discount_amount: '0' });
      if (amountOk(form.discount_amount) && toMinor(form.discount_amount) > toMinor(before.subtotal))
        ctx.addIssue({ code: 'custom', path: ['discount_amount'], message: QUOTE_MESSAGES.discountTooLarge });
    })
    .transform(toQuoteRequest);
export type TQuoteRequest = Required<Pick<TCreateQuoteRequest, 'line_items' | 'options' | 'discount_amount' | 'valid_until' | 'client_message'>> &
  Pick<TCreateQuoteRequest, 'guest_count'>;

/** The same body for a new draft (POST) and a changed one (PATCH replaces the lists whole). */
export function toQuoteRequest(form: TQuoteForm): TQuoteRequest {
  return {
    line_items: form.line_items.map((l) => ({
      ...(l.product_id === null ? {} : { product_id: l.product_id }),
      description: l.description.trim(),
      quantity: l.quantity.trim(),
      unit_price: l.unit_price.trim(),
      tax_rate: percentToRate(l.tax_percent),
    })),
    options: form.options.map((o) => ({
      name: o.name.trim(),
      description: o.description.trim(),
      total_price: o.total_price.trim(),
      tax_rate: percentToRate(o.tax_percent),
      is_selected: o.is_selected,
    })),
    discount_amount: form.discount_amount.trim(),
    valid_until: form.valid_until,
    ...(form.guest_count.trim() === '' ? {} : { guest_count: Number(form.guest_count.trim()) }),
    client_message: form.client_message.trim(),
  };
}

const amountOk = (text: string) => zMoneyAmount('').safeParse(text).success;

/**
 * The totals the server will compute (the shared quoteTotals), live while typing: a line or option whose numbers
 * are not valid yet counts as nothing rather than breaking the sum.
 */
export function draftTotals(form: Pick<TQuoteForm, 'line_items' | 'options' | 'discount_amount'>) {
  const lines = form.line_items
    .filter((l) => zQuantity().safeParse(l.quantity).success && amountOk(l.unit_price) && zPercent().safeParse(l.tax_percent).success)
    .map((l) => ({ quantity: l.quantity.trim(), unit_price: l.unit_price.trim(), tax_rate: percentToRate(l.tax_percent) }));
  const options = form.options
    .filter((o) => o.is_selected && amountOk(o.total_price) && zPercent().safeParse(o.tax_percent).success)
    .map((o) => ({ total_price: o.total_price.trim(), tax_rate: percentToRate(o.tax_percent) }));
  return quoteTotals(lines, options, amountOk(form.discount_amount) ? form.discount_amount.trim() : '0');
}

/** One line's amount before tax (quantity x unit price), or null while its numbers are incomplete. */
export function draftLineTotal(line: Pick<TLineForm, 'quantity' | 'unit_price'>): string | null {
  if (!zQuantity().safeParse(line.quantity).success || !amountOk(line.unit_price)) return null;
  return fromMinor(lineTotal({ quantity: line.quantity.trim(), unit_price: line.unit_price.trim() }));
}

const plain = (decimal: string) => String(Number(decimal));

export function quoteFormOf(quote: TStaffQuote, today: string): TQuoteForm {
  return {
    line_items: quote.line_items.map((l) => ({
      product_id: l.product_id,
      hint: '',
      description: l.description,
      quantity: plain(l.quantity),
      unit_price: l.unit_price,
      tax_percent: rateToPercent(l.tax_rate),
    })),
    options: quote.options.map((o) => ({
      name: o.name,
      description: o.description,
      total_price: o.total_price,
      tax_percent: rateToPercent(o.tax_rate),
      is_selected: o.is_selected,
    })),
    discount_amount: quote.discount_amount,
    // A draft whose day has passed (a request's draft outlives its date hold) starts again from 30 days.
    valid_until: quote.valid_until !== null && quote.valid_until > today ? quote.valid_until : addDays(today, 30),
    guest_count: quote.guest_count === null ? '' : String(quote.guest_count),
    client_message: quote.client_message,
  };
}

/** A new draft: valid 30 days, as the server would default it. */
export const emptyQuoteForm = (today: string): TQuoteForm => ({
  line_items: [],
  options: [],
  discount_amount: '0.00',
  valid_until: addDays(today, 30),
  guest_count: '',
  client_message: '',
});

/** What the catalogue says about booking a product, under its line. */
export function productHint(p: TProduct): string {
  if (p.pricing_model !== 'HOURLY') return p.included_hours ? `Package with ${plain(p.included_hours)} hours included` : '';
  const min = p.minimum_hours === null ? null : plain(p.minimum_hours);
  const max = p.maximum_hours === null ? null : plain(p.maximum_hours);
  const range = min && max ? `${min} to ${max} hours` : min ? `at least ${min} hours` : max ? `at most ${max} hours` : 'any number of hours';
  return `Hourly: quantity is hours, ${range}`;
}

export function lineFromProduct(p: TProduct): TLineForm {
  return {
    product_id: p.id,
    hint: productHint(p),
    description: p.name,
    quantity: p.pricing_model === 'HOURLY' && p.minimum_hours !== null ? plain(p.minimum_hours) : '1',
    unit_price: p.base_price,
    tax_percent: rateToPercent(p.tax_rate),
  };
}

export const freeLine = (): TLineForm => ({ product_id: null, hint: '', description: '', quantity: '1', unit_price: '', tax_percent: '12' });
export const newOption = () => ({ name: '', description: '', total_price: '', tax_percent: '12', is_selected: false });

/** Server field paths ("line_items.0.tax_rate") as the editor names its fields. */
export function quoteFormField(serverField: string): string {
  return serverField.replace(/\.tax_rate$/, '.tax_percent').replace(/\.product_id$/, '.description');
}
