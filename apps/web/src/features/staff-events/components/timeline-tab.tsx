import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { formatInstant } from '@/components/staff/staff-format';
import { staffTimelineQuery } from '@/features/staff-events/api/staff-events.queries';

/** The event's history as the client sees it (internal notes leave no entry). */
export function TimelineTab({ eventId }: { eventId: number }) {
  const timeline = useQuery(staffTimelineQuery(eventId));
  return (
    <QueryState query={timeline} loading="Loading activity..." error={loadError('the event timeline')}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyText>No activity yet.</EmptyText>
        ) : (
          <List aria-label="Event activity" disablePadding>
            {entries.map((e) => (
              <ListItem key={e.id} divider sx={{ px: 0 }}>
                <ListItemText primary={e.description} secondary={`${e.actor_name} · ${formatInstant(e.created_at)}`} />
              </ListItem>
            ))}
          </List>
        )
      }
    </QueryState>
  );
}
