import { z } from 'zod';
import { ZCommunicationDigest } from '../communications/digest.schema';
import { ZClientEvent } from '../events/event.schema';
import { ZTask } from '../events/task.schema';

export const ZDashboardTask = ZTask.extend({ event_id: z.number().int(), event_name: z.string() });
export type TDashboardTask = z.infer<typeof ZDashboardTask>;
export const ZDashboardUpdate = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  type: z.string(),
  description: z.string(),
  actor_name: z.string(),
  created_at: z.string(),
});
export type TDashboardUpdate = z.infer<typeof ZDashboardUpdate>;

/** GET /api/client/dashboard/: everything the dashboard's event sections need, in one round trip. */
export const ZDashboard = z.object({
  first_name: z.string(),
  event_status: z.object({
    current_event: ZClientEvent.nullable(),
    /** Rounded percentage of the current event's completed tasks. */
    progress: z.number().int(),
    next_event: ZClientEvent.nullable(),
    counts: z.record(z.string(), z.number().int()),
    total_events: z.number().int(),
  }),
  urgent_tasks: z.array(ZDashboardTask),
  recent_updates: z.array(ZDashboardUpdate),
  /** Communication Highlights and Summary. */
  communications: ZCommunicationDigest,
});
export type TDashboard = z.infer<typeof ZDashboard>;
