import { z } from 'zod';
import { zTaxRate } from '../common/decimal-fields';
import { zDay, zId } from '../common/input';

/** An amount as the venue's forms send it: digits, at most 2 decimals. */
export const zMoney = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${field} must be an amount with at most 2 decimals`);

/** An optional payment plan issued with the invoice: its total split into installments (installments.ts). */
export const ZIssuePlan = z.object({
  installments: z
    .number({ error: 'Choose 2 to 12 installments' })
    .int('Choose 2 to 12 installments')
    .min(2, 'Choose 2 to 12 installments')
    .max(12, 'Choose 2 to 12 installments'),
  first_due_date: zDay().optional(),
});

/** POST /api/staff/invoices/: an invoice the venue issues by hand (the console's dialog and the CLI). */
export const ZIssueInvoice = z.object({
  event_id: zId('Event not found.'),
  due_date: zDay().optional(),
  /** The rate of every line that names none (12 % when this is absent too). */
  tax_rate: zTaxRate().optional(),
  notes: z.string().trim().max(2000).optional(),
  plan: ZIssuePlan.optional(),
  lines: z
    .array(
      z.object({
        description: z.string().trim().min(1, 'A description is required').max(300),
        item_type: z.enum(['PACKAGE', 'SERVICE', 'ADDON', 'FEE']).optional(),
        quantity: z
          .string()
          .trim()
          .regex(/^\d{1,6}(\.\d{1,2})?$/, 'The quantity must be a number with at most 2 decimals'),
        unit_price: zMoney('The unit price'),
        tax_rate: zTaxRate().optional(),
        base_unit_price: zMoney('The base price').optional(),
        excess_hours: z
          .string()
          .regex(/^\d{1,3}(\.\d{1,2})?$/)
          .optional(),
        excess_hour_price: zMoney('The excess hour price').optional(),
      }),
    )
    .min(1, 'An invoice needs at least one line')
    .max(100),
});
export type TIssueInvoiceRequest = z.infer<typeof ZIssueInvoice>;

/** POST /api/staff/quotes/{id}/invoice/: the invoice of an accepted quote, its lines and total the quote's. */
export const ZInvoiceFromQuote = z.object({
  due_date: zDay().optional(),
  notes: z.string().trim().max(2000).optional(),
  plan: ZIssuePlan.optional(),
});
export type TInvoiceFromQuoteRequest = z.infer<typeof ZInvoiceFromQuote>;

export const QUOTE_INVOICE_MESSAGES = {
  notAccepted: 'Only an accepted quote can be invoiced.',
  alreadyInvoiced: (number: string) => `This quote has already been invoiced (${number}).`,
} as const;
