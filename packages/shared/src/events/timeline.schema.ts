import { z } from 'zod';

export const ZTimelineEntry = z.object({
  id: z.number().int(),
  action_type: z.string(),
  description: z.string(),
  actor_name: z.string(),
  created_at: z.string(),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZNote = z.object({ id: z.number().int(), content: z.string(), created_at: z.string(), created_by: z.string() });
export type TNote = z.infer<typeof ZNote>;
