import { useQuery } from '@tanstack/react-query';
import { timelineQuery } from '@/features/events/api/events.queries';
import { ActivityList } from '@/features/events/components/activity-list';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';

export function TimelineTab({ eventId }: { eventId: number }) {
  const timeline = useQuery(timelineQuery(eventId));
  return (
    <QueryState query={timeline} loading="Loading activity..." error={loadError('event timeline')}>
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
