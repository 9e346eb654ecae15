import { useQuery } from '@tanstack/react-query';
import { timelineQuery } from '@/features/events/api/events.queries';
import { ActivityList } from '@/features/events/components/activity-list';
import { EmptyText, QueryState } from '@/components/feedback/query-state';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';

export function TimelineTab({ eventId }: { eventId: number }) {
  const timeline = useQuery(timelineQuery(eventId));
  return (
    <QueryState query={timeline} loading="Loading activity..." error={EVENT_LOAD_ERRORS.timeline}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyText>No activity yet.</EmptyText>
        ) : (
          <ActivityList label="Event activity" items={entries.map((e) => ({ id: e.id, text: e.description, actor: e.actor_name, at: e.created_at }))} />
        )
      }
    </QueryState>
  );
}
