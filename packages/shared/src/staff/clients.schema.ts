import { z } from 'zod';
import { zPage } from '../common/input';
import { CONTRACT_STATUSES, INVOICE_STATUSES, QUOTE_STATUSES } from '../enums';
import { ZStaffEvent } from './staff-event.schema';

/** GET /api/staff/clients/ */
export const ZStaffClientsQuery = z.object({
  /** Name, e-mail or company. */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TStaffClientsQuery = z.infer<typeof ZStaffClientsQuery>;

export const ZStaffClient = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company: z.string(),
  is_active: z.boolean(),
  date_joined: z.string(),
  events_count: z.number().int(),
  /** Not cancelled, ending today or later. */
  upcoming_events_count: z.number().int(),
  next_event_date: z.string().nullable(),
});
export type TStaffClient = z.infer<typeof ZStaffClient>;

/** GET /api/staff/clients/{id}/: the client with everything the venue has with them. */
export const ZStaffClientDetail = z.object({
  client: ZStaffClient,
  events: z.array(ZStaffEvent),
  quotes: z.array(
    z.object({
      id: z.number().int(),
      event_id: z.number().int(),
      event_name: z.string(),
      version: z.number().int(),
      status: z.enum(QUOTE_STATUSES),
      sent_at: z.string().nullable(),
      valid_until: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  contracts: z.array(
    z.object({
      id: z.number().int(),
      event_id: z.number().int(),
      event_name: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      contract_value: z.string(),
      currency: z.string(),
      sent_at: z.string().nullable(),
      valid_until: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  invoices: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        invoice_id: z.string(),
        event_id: z.number().int(),
        status: z.enum(INVOICE_STATUSES),
        currency: z.string(),
        total_amount: z.string(),
        paid_amount: z.string(),
        remaining_amount: z.string(),
        due_date: z.string().nullable(),
        is_overdue: z.boolean(),
      }),
    ),
    /** Per currency: what is issued, paid and still owed on issued invoices. */
    totals: z.array(z.object({ currency: z.string(), invoiced: z.string(), paid: z.string(), owed: z.string(), overdue: z.string() })),
  }),
});
export type TStaffClientDetail = z.infer<typeof ZStaffClientDetail>;
