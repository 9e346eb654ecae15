import { z } from 'zod';
import { zDay, zId } from '../common/input';

/** An amount as the venue's forms send it: digits, at most 2 decimals. */
export const zMoney = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${field} must be an amount with at most 2 decimals`);

/** POST /api/staff/invoices/: an invoice the venue issues by hand (the console's dialog and the CLI). */
export const ZIssueInvoice = z.object({
  event_id: zId('Event not found.'),
  due_date: zDay().optional(),
  tax_rate: z
    .string()
    .regex(/^0(\.\d{1,4})?$/, 'The tax rate is a fraction such as 0.12')
    .optional(),
  notes: z.string().trim().max(2000).optional(),
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
