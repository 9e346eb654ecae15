import { z } from 'zod';
import { zId, zPage, zDay } from '../common/input';
import { QUOTE_STATUSES } from '../enums';

export const ZQuoteLineItem = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  tax_rate: z.string(),
  total: z.string(),
});
export const ZQuoteOption = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_selected: z.boolean(),
  total_price: z.string(),
  /** Taxed like a line when selected (a fraction, "0.12"). */
  tax_rate: z.string(),
});

export const ZQuote = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  status_display: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** The guests this version is for; accepting it makes them the event's. Null when the version does not say. */
  guest_count: z.number().int().nullable(),
  accepted_at: z.string().nullable(),
  accepted_by: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  client_message: z.string(),
  currency: z.string(),
  subtotal: z.string(),
  tax_amount: z.string(),
  discount_amount: z.string(),
  total_amount: z.string(),
  is_actionable: z.boolean(),
  urgency: z.number().int(),
  event_details: z.object({ id: z.number().int(), name: z.string() }),
  line_items: z.array(ZQuoteLineItem),
  options: z.array(ZQuoteOption),
});
export type TQuote = z.infer<typeof ZQuote>;

const zDayFilter = zDay();
export const ZQuotesQuery = z.object({
  status: z.enum(QUOTE_STATUSES, { error: 'Choose a valid quote status' }).optional(),
  event: zId().optional(),
  search: z.string().trim().max(100).optional(),
  start_date: zDayFilter.optional(),
  end_date: zDayFilter.optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});
export type TQuotesQuery = z.infer<typeof ZQuotesQuery>;

export const ZAcceptQuoteRequest = z.object({ client_message: z.string().trim().max(2000).optional() });
export const REJECT_REASON_REQUIRED = 'Please provide a reason for rejection';
export const ZRejectQuoteRequest = z.object({
  reason: z.string({ error: REJECT_REASON_REQUIRED }).trim().min(1, REJECT_REASON_REQUIRED).max(2000, 'The reason may be at most 2000 characters'),
});

export const QUOTE_NOT_FOUND = 'The requested quote was not found.';
export const QUOTE_NOT_ACTIONABLE = 'This action cannot be performed on the quote in its current state.';
