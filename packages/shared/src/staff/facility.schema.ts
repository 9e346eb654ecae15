import { z } from 'zod';

/** GET /api/staff/facilities/: the places an event can book. */
export const ZFacility = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Advice for staff: the smallest group the place suits. */
  min_guests: z.number().int().nullable(),
  /** Enforced on bookings; null when the venue states no limit. */
  capacity: z.number().int().nullable(),
  /** Whether a booking may run past midnight (PHT). */
  overnight: z.boolean(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  is_active: z.boolean(),
});
export type TFacility = z.infer<typeof ZFacility>;

/** The console and the site call them spaces; the API keeps its path names (facility_id). */
export const FACILITY_NOT_FOUND = 'Space not found.';
