import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { eventListQuery } from '@/features/events/api/events.queries';
import { ActiveFilters } from '@/features/events/components/active-filters';
import { EventsList } from '@/features/events/components/events-list';
import { EventsToolbar } from '@/features/events/components/events-toolbar';
import { useEventFilters } from '@/features/events/use-event-filters';

export function Component() {
  const state = useEventFilters();
  const events = useQuery(eventListQuery(state.filters));
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
          My Events
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Follow your events, tasks and documents.
        </Typography>
      </div>
      <EventsToolbar state={state} refreshing={events.isFetching} onRefresh={() => void events.refetch()} />
      <ActiveFilters state={state} />
      <EventsList query={events} view={state.view} filtered={state.hasFilters} onClear={state.clear} />
    </Stack>
  );
}
