import { useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptsExtras } from '@venue/shared/browser/cart';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useEventSalesTabs } from '@/app/routes/portal/event-sales-tabs';
import { AddExtrasSection } from '@/features/cart/components/add-extras-section';
import { dashboardKeys } from '@/features/dashboard/api/dashboard.queries';
import { eventDetailQuery } from '@/features/events/api/events.queries';
import { EventDetail } from '@/features/events/components/event-detail';

export function Component() {
  const { id } = useParams();
  const { state } = useLocation() as { state: { activeTab?: unknown } | null };
  const initialTab = typeof state?.activeTab === 'number' ? state.activeTab : 0;
  const queryClient = useQueryClient();
  const extraTabs = useEventSalesTabs(Number(id));
  // The same query EventDetail reads (one request): extras are offered only for an event still ahead.
  const event = useQuery({ ...eventDetailQuery(Number(id)), enabled: Number.isInteger(Number(id)) && Number(id) > 0 });
  const extras =
    event.data && acceptsExtras(event.data.status, event.data.days_until_event) ? (
      <AddExtrasSection eventId={event.data.id} daysUntilEvent={event.data.days_until_event} />
    ) : null;

  // Tasks, uploads and feedback done here change the dashboard's summary; features do not know each other,
  // so the route marks it stale on the way out and the dashboard asks again when it next shows.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);

  // key: a different event (or a new visit with another activeTab) starts with fresh tab and dialog state.
  return <EventDetail key={`${id}-${initialTab}`} eventId={Number(id)} initialTab={initialTab} extraTabs={extraTabs} extraSections={extras} />;
}
