import { currentEvent, nextUpcomingEvent, progressOfCounts, urgentTasks } from '@venue/shared/dashboard/event-status';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { venueDay } from '@venue/shared/dates';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { communicationDigest } from '../communications/digest.service';
import { clientEventsOverview } from '../events/client-events.service';

/**
 * The dashboard in two prepared statements run side by side, whatever the number of events, tasks and records:
 * the events overview and the communication digest. The shared rules decide the rest.
 */
export async function dashboardFor(ctx: TContext, actor: TActor): Promise<TDashboard> {
  const today = venueDay();
  const [{ firstName, candidates, counts, tasks, updates }, communications] = await Promise.all([
    clientEventsOverview(ctx, actor, today),
    communicationDigest(ctx, actor),
  ]);
  const current = currentEvent(candidates, today);
  return {
    first_name: firstName || 'Client',
    event_status: {
      current_event: current,
      progress: current ? progressOfCounts(current.completed_tasks_count, current.tasks_count) : 0,
      next_event: nextUpcomingEvent(candidates, today),
      counts,
      total_events: Object.values(counts).reduce((sum, n) => sum + n, 0),
    },
    urgent_tasks: urgentTasks(tasks),
    recent_updates: updates,
    communications,
  };
}
