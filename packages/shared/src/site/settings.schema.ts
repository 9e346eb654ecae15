import { z } from 'zod';

/** Server settings the SPA needs before it can draw the public pages. */
export const ZSiteSettings = z.object({
  version: z.string(),
  timezone: z.string(),
  currency: z.string(),
  booking: z.object({ min_advance_days: z.number().int(), max_advance_days: z.number().int() }),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export { DEFAULT_MAX_ADVANCE_DAYS, DEFAULT_MIN_ADVANCE_DAYS, VENUE_TIMEZONE } from './venue';
