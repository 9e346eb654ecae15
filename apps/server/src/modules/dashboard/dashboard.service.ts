import { currentEvent, nextUpcomingEvent, progressOfCounts, urgentTasks } from '@venue/shared/dashboard/event-status';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { DIGEST_DAYS } from '@venue/shared/communications/digest.schema';
import { openRate } from '@venue/shared/communications/open-rate';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { dashboardRowOf } from './dashboard.repo';

/**
 * The dashboard in one prepared statement, whatever the number of events, tasks and records (dashboard.repo);
 * the shared rules decide the rest: the current and next events, progress, urgent tasks, the open rate.
 */
export async function dashboardFor(ctx: TContext, actor: TActor): Promise<TDashboard> {
  const today = venueDay();
  const d = await dashboardRowOf(ctx.db, actor, today, addDays(today, -(DIGEST_DAYS - 1)));
  const current = currentEvent(d.events, today);
  return {
    first_name: d.firstName || 'Client',
    event_status: {
      current_event: current,
      progress: current ? progressOfCounts(current.completed_tasks_count, current.tasks_count) : 0,
      next_event: nextUpcomingEvent(d.events, today),
      counts: d.counts,
      total_events: Object.values(d.counts).reduce((sum, n) => sum + n, 0),
    },
    urgent_tasks: urgentTasks(d.tasks),
    recent_updates: d.updates,
    communications: {
      recent_records: d.records,
      summary: {
        days: DIGEST_DAYS,
        total_sent: d.figures.total_sent,
        delivered: d.figures.delivered,
        opened: d.figures.opened,
        open_rate: openRate(d.figures.opened, d.figures.emails_sent),
      },
      unread_records: d.unreadRecords,
      unread_notifications: d.unreadNotifications,
      unread_messages: d.unreadMessages,
    },
  };
}
