import { useQuery } from '@tanstack/react-query';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { PageHeading } from '@/components/staff/page-heading';
import { eventTypesQuery, facilitiesQuery } from '@/features/staff-events/api/staff-events.queries';
import { NewEventForm } from '@/features/staff-events/components/new-event-form';
import type { TScheduleValues } from '@/features/staff-events/event-form-model';

/** /staff/events/new, optionally with ?client= chosen and a calendar slot's schedule filled in. */
export function NewEventScreen({ clientId, slot }: { clientId: number | null; slot?: Partial<TScheduleValues> }) {
  const facilities = useQuery(facilitiesQuery());
  const eventTypes = useQuery(eventTypesQuery());
  const both = {
    isPending: facilities.isPending || eventTypes.isPending,
    isError: facilities.isError || eventTypes.isError,
    data: facilities.data && eventTypes.data ? { facilities: facilities.data, eventTypes: eventTypes.data } : undefined,
    refetch: () => Promise.all([facilities.refetch(), eventTypes.refetch()]),
  };
  return (
    <>
      <PageHeading title="New Event" subtitle="Book a space for a client. The event starts as a draft." />
      <QueryState query={both} loading="Loading facilities..." error={loadError('the facilities and event types')}>
        {(data) => <NewEventForm eventTypes={data.eventTypes} facilities={data.facilities} clientId={clientId} slot={slot} />}
      </QueryState>
    </>
  );
}
