import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { eventListQuery } from '@/features/events/api/events.queries';
import { ActiveFilters } from '@/features/events/components/active-filters';
import { EventsList } from '@/features/events/components/events-list';
import { EventsToolbar } from '@/features/events/components/events-toolbar';
import { useEventFilters } from '@/features/events/use-event-filters';
import { PortalPageTitle } from '@/components/portal-shell/portal-page-title';

export function Component() {
  const state = useEventFilters();
  const events = useQuery(eventListQuery(state.filters));
  return (
    <Stack spacing={3}>
      <PortalPageTitle title="My Events" subtitle="Follow your events, tasks and documents." />
      <EventsToolbar state={state} refreshing={events.isFetching} onRefresh={() => void events.refetch()} />
      <ActiveFilters state={state} />
      <EventsList query={events} view={state.view} filtered={state.hasFilters} onClear={state.clear} />
    </Stack>
  );
}
