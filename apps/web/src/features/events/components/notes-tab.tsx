import { useQuery } from '@tanstack/react-query';
import { notesQuery } from '@/features/events/api/events.queries';
import { ActivityList } from '@/features/events/components/activity-list';
import { EmptyText, QueryState } from '@/components/feedback/query-state';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';

export function NotesTab({ eventId }: { eventId: number }) {
  const notes = useQuery(notesQuery(eventId));
  return (
    <QueryState query={notes} loading="Loading notes..." error={EVENT_LOAD_ERRORS.notes}>
      {(list) =>
        list.length === 0 ? (
          <EmptyText>No notes yet.</EmptyText>
        ) : (
          <ActivityList label="Event notes" items={list.map((n) => ({ id: n.id, text: n.content, actor: n.created_by, at: n.created_at }))} />
        )
      }
    </QueryState>
  );
}
