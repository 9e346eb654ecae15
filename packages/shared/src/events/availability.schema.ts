import { z } from 'zod';
import { isCalendarDay, zId } from '../common/input';
import { EVENT_STATUSES } from '../enums';

const zIsoDate = (label: string) => z.string({ error: `${label} is required` }).refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`);

export const ZAvailabilityQuery = z
  .object({
    start_date: zIsoDate('Start date'),
    end_date: zIsoDate('End date'),
    event_type_id: zId('Event type must be a positive number').optional(),
  })
  .refine((q) => q.start_date <= q.end_date, { path: ['end_date'], message: 'End date must not be before start date' })
  .refine((q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= 400 * 86_400_000, {
    path: ['end_date'],
    message: 'The date range may span at most 400 days',
  });
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

/** What the public calendar may know of an event: no client, no personal name. */
export const ZPublicEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  event_type_name: z.string(),
  status: z.enum(EVENT_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  /** A slot an open booking session holds (id negative, status DRAFT): taken for everyone else. */
  held: z.boolean(),
});
export type TPublicEvent = z.infer<typeof ZPublicEvent>;
export const ZAvailabilityResponse = z.array(ZPublicEvent);

export const ZEventType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The type's image (Event Types in the console), shown on its booking card; null when it has none. */
  image_url: z.string().nullable(),
});
export type TEventType = z.infer<typeof ZEventType>;
export const ZEventTypesResponse = z.array(ZEventType);

/** GET /api/bookingflow/public/day-loads/: the days of the range that are not free, by the shared dayLoad rule. */
export const ZDayLoadsResponse = z.array(z.object({ date: z.string(), load: z.enum(['limited', 'full']) }));
export type TDayLoadsResponse = z.infer<typeof ZDayLoadsResponse>;
