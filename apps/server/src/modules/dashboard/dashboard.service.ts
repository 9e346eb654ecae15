import { currentEvent, nextUpcomingEvent, progressOfCounts, urgentTasks } from '@venue/shared/dashboard/event-status';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { venueDay } from '@venue/shared/dates';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { clientEventsOverview } from '../events/client-events.service';

/** The dashboard in one query, whatever the number of events and tasks; the shared rules decide the rest. */
export async function dashboardFor(ctx: TContext, actor: TActor): Promise<TDashboard> {
  const today = venueDay();
  const { firstName, events, tasks, updates } = await clientEventsOverview(ctx, actor, today);
  const current = currentEvent(events, today);
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.status] = (counts[e.status] ?? 0) + 1;
  return {
    first_name: firstName || 'Client',
    event_status: {
      current_event: current,
      progress: current ? progressOfCounts(current.completed_tasks_count, current.tasks_count) : 0,
      next_event: nextUpcomingEvent(events, today),
      counts,
      total_events: events.length,
    },
    urgent_tasks: urgentTasks(tasks),
    recent_updates: updates,
  };
}
