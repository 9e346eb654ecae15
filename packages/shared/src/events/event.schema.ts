import { z } from 'zod';
import { zPage } from '../common/input';
import { EVENT_STATUSES, PAYMENT_STATUSES } from '../enums';
import { ZTask } from './task.schema';

export const ZEventPreferences = z.object({
  special_requests: z.string().trim().max(2000, 'Special requests must be at most 2000 characters').default(''),
  dietary_restrictions: z.string().trim().max(1000, 'Dietary restrictions must be at most 1000 characters').default(''),
  communication_preferences: z.string().trim().max(500, 'Communication preferences must be at most 500 characters').default(''),
});
export type TEventPreferences = z.infer<typeof ZEventPreferences>;

export const ZUpdatePreferencesRequest = z.object({ preferences: ZEventPreferences });

export const ZClientEventsQuery = z.object({
  status: z.enum(EVENT_STATUSES, { error: 'Choose a valid event status' }).optional(),
  upcoming_only: z
    .enum(['true', 'false', '1', '0'], { error: 'upcoming_only must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  search: z.string().trim().max(100).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(50),
});
export type TClientEventsQuery = z.infer<typeof ZClientEventsQuery>;

/** An event as the client's lists show it. */
export const ZClientEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  event_type_id: z.number().int(),
  event_type_name: z.string(),
  status: z.enum(EVENT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  guest_count: z.number().int().nullable(),
  current_stage_name: z.string().nullable(),
  total_price: z.string(),
  days_until_event: z.number().int(),
  tasks_count: z.number().int(),
  completed_tasks_count: z.number().int(),
  contract_status: z.string().nullable(),
  has_contracts: z.boolean(),
  contracts_count: z.number().int(),
  contract_expiry_days: z.number().int().nullable(),
  pending_signature_required: z.boolean(),
});
export type TClientEvent = z.infer<typeof ZClientEvent>;

export const ZRecentUpdate = z.object({ id: z.number().int(), type: z.string(), description: z.string(), created_at: z.string() });

export const ZClientEventDetail = ZClientEvent.extend({
  preferences: ZEventPreferences,
  upcoming_tasks: z.array(ZTask),
  recent_updates: z.array(ZRecentUpdate),
  accessible_documents_count: z.number().int(),
  notes_count: z.number().int(),
  has_notes: z.boolean(),
  created_at: z.string(),
});
export type TClientEventDetail = z.infer<typeof ZClientEventDetail>;

export const EVENT_NOT_FOUND = 'Event not found.';
