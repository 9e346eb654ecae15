import { z } from 'zod';
import { zDay, zId, zPage, zSingleLine } from '../common/input';
import { zMoneyAmount, zQuantity, zTaxRate } from '../common/decimal-fields';
import { QUOTE_STATUSES } from '../enums';
import { ZQuote, ZQuoteLineItem } from './quote.schema';
import { zGuests } from '../staff/staff-event.schema';
import { DEFAULT_TAX_RATE } from '../payments/document-totals';

/** The venue's view of a quote: what the client sees (ZQuote, same totals) plus who it is for and what staff may do. */
export const ZStaffQuoteLineItem = ZQuoteLineItem.extend({ product_id: z.number().int().nullable() });
export const ZStaffQuote = ZQuote.extend({
  line_items: z.array(ZStaffQuoteLineItem),
  client: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  updated_at: z.string(),
  /** The quote this one is a new version of, and the new version made from this one. */
  previous_version: z.number().int().nullable(),
  next_version: z.number().int().nullable(),
  can_edit: z.boolean(),
  can_send: z.boolean(),
  can_delete: z.boolean(),
  can_create_new_version: z.boolean(),
});
export type TStaffQuote = z.infer<typeof ZStaffQuote>;

export const ZStaffQuotesQuery = z.object({
  status: z.enum(QUOTE_STATUSES, { error: 'Choose a valid quote status' }).optional(),
  event: zId('Choose a valid event').optional(),
  client: zId('Choose a valid client').optional(),
  search: z.string().trim().max(100).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TStaffQuotesQuery = z.infer<typeof ZStaffQuotesQuery>;

export const QUOTE_LINE_MESSAGES = {
  description: 'A line without a product needs a description',
  unitPrice: 'A line without a product needs a unit price',
} as const;

/**
 * A line priced from the catalogue (product_id: its name, price and tax rate are copied, each of which the
 * line may override) or a free line (description and unit price, tax rate 0.12 unless given).
 */
export const ZQuoteLineInput = z
  .object({
    product_id: zId('Product not found.').optional(),
    description: z.string().trim().min(1, QUOTE_LINE_MESSAGES.description).max(300, 'A description may be at most 300 characters').optional(),
    quantity: zQuantity().default('1'),
    unit_price: zMoneyAmount('The unit price').optional(),
    tax_rate: zTaxRate().optional(),
  })
  .superRefine((line, ctx) => {
    if (line.product_id !== undefined) return;
    if (line.description === undefined) ctx.addIssue({ code: 'custom', path: ['description'], message: QUOTE_LINE_MESSAGES.description });
    if (line.unit_price === undefined) ctx.addIssue({ code: 'custom', path: ['unit_price'], message: QUOTE_LINE_MESSAGES.unitPrice });
  });
export type TQuoteLineInput = z.output<typeof ZQuoteLineInput>;

/** An option the client may see beside the lines: when selected, a line of quantity 1 taxed at its rate (0.12 unless given). */
export const ZQuoteOptionInput = z.object({
  name: zSingleLine(
    z.string({ error: 'An option needs a name' }).trim().min(1, 'An option needs a name').max(150, 'An option name may be at most 150 characters'),
  ),
  description: z.string().trim().max(2000, 'An option description may be at most 2000 characters').default(''),
  total_price: zMoneyAmount('The option price'),
  tax_rate: zTaxRate().default(DEFAULT_TAX_RATE),
  is_selected: z.boolean({ error: 'is_selected must be true or false' }).default(false),
});
export type TQuoteOptionInput = z.output<typeof ZQuoteOptionInput>;

const quoteFields = {
  line_items: z.array(ZQuoteLineInput).max(100, 'A quote may have at most 100 lines'),
  options: z.array(ZQuoteOptionInput).max(20, 'A quote may have at most 20 options'),
  discount_amount: zMoneyAmount('The discount'),
  /** Must be after today; 30 days from today when a new quote leaves it out. */
  valid_until: zDay('valid_until must be a date (YYYY-MM-DD)'),
  /** The event's guest count when a new quote leaves it out; accepting the quote makes it the event's. */
  guest_count: zGuests,
  client_message: z.string().trim().max(2000, 'The message may be at most 2000 characters'),
};

export const ZCreateQuoteRequest = z.object({
  line_items: quoteFields.line_items.default([]),
  options: quoteFields.options.default([]),
  discount_amount: quoteFields.discount_amount.default('0.00'),
  valid_until: quoteFields.valid_until.optional(),
  guest_count: quoteFields.guest_count.optional(),
  client_message: quoteFields.client_message.default(''),
});
export type TCreateQuoteRequest = z.input<typeof ZCreateQuoteRequest>;

/** Only what is sent changes; line_items and options, when sent, replace the draft's whole list. */
export const ZUpdateQuoteRequest = z.object(quoteFields).partial();
export type TUpdateQuoteRequest = z.input<typeof ZUpdateQuoteRequest>;

export const QUOTE_MESSAGES = {
  notDraft: 'Only a draft quote can be changed.',
  notDraftSend: 'Only a draft quote can be sent.',
  notDraftDelete: 'Only a draft quote can be deleted.',
  empty: 'Add at least one line item or option before sending the quote.',
  validUntilPast: 'The valid-until date must be after today.',
  discountTooLarge: 'The discount cannot be more than the subtotal.',
  newVersionStatus: 'A new version can be made only from a rejected or expired quote.',
  newVersionExists: 'This quote already has a newer version.',
  productInactive: 'This product is not active.',
  productNotFound: 'Product not found.',
  eventNotFound: 'Event not found.',
  eventCancelled: 'Quotes cannot be made for a cancelled event.',
} as const;
