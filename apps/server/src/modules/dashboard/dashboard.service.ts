import type { TUser } from '@venue/shared/accounts/user.schema';
import { currentEvent, nextUpcomingEvent, progressOfCounts, urgentTasks } from '@venue/shared/dashboard/event-status';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { venueDay } from '@venue/shared/dates';
import type { TContext } from '../../context';
import { clientEventsOverview } from '../events/client-events.service';

/** The dashboard in a constant number of queries, whatever the number of events and tasks. */
export function dashboardFor(ctx: TContext, user: TUser): Promise<TDashboard> {
  const today = venueDay();
  return ctx.reads.read(user.id, `dashboard|${today}|${user.first_name}`, () => buildDashboard(ctx, user, today));
}

async function buildDashboard(ctx: TContext, user: TUser, today: string): Promise<TDashboard> {
  const { events, tasks, updates } = await clientEventsOverview(ctx, user.id, today);
  const current = currentEvent(events, today);
  const names = new Map(events.map((e) => [e.id, e.name]));
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.status] = (counts[e.status] ?? 0) + 1;
  return {
    first_name: user.first_name || 'Client',
    event_status: {
      current_event: current,
      progress: current ? progressOfCounts(current.completed_tasks_count, current.tasks_count) : 0,
      next_event: nextUpcomingEvent(events, today),
      counts,
      total_events: events.length,
    },
    urgent_tasks: urgentTasks(tasks).map((t) => ({ ...t, event_name: names.get(t.event_id) ?? '' })),
    recent_updates: updates.map((u) => ({ ...u, event_name: names.get(u.event_id) ?? '' })),
  };
}
