import { useQueryClient } from '@tanstack/react-query';
import { acceptsExtras } from '@venue/shared/browser/cart';
import type { TClientEventDetail } from '@venue/shared/events/event.schema';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useEventSalesTabs } from '@/app/routes/portal/event-sales-tabs';
import { AddExtrasSection } from '@/features/cart/components/add-extras-section';
import { dashboardKeys } from '@/features/dashboard/api/dashboard.queries';
import { QUOTES_TAB } from '@/features/quotes/components/critical-quotes-card';
import { ClientSheetCard } from '@/features/event-sheet/components/client-sheet-card';
import { EventDetail } from '@/features/events/components/event-detail';

export function Component() {
  const { id } = useParams();
  const { state, search } = useLocation() as { state: { activeTab?: unknown } | null; search: string };
  // An e-mail's link names the tab in the address (the quote e-mail: ?tab=quotes); the app's own links in the state.
  const fromAddress = new URLSearchParams(search).get('tab') === 'quotes' ? QUOTES_TAB : 0;
  const initialTab = typeof state?.activeTab === 'number' ? state.activeTab : fromAddress;
  const queryClient = useQueryClient();
  const extraTabs = useEventSalesTabs(Number(id));
  // Extras are offered only for an event still ahead.
  // The event sheet to read and confirm (issue 41) comes first.
  const extras = (event: TClientEventDetail) => (
    <>
      <ClientSheetCard eventId={event.id} />
      {acceptsExtras(event.status, event.days_until_event) ? <AddExtrasSection eventId={event.id} daysUntilEvent={event.days_until_event} /> : null}
    </>
  );

  // Tasks, uploads and feedback done here change the dashboard's summary; features do not know each other,
  // so the route marks it stale on the way out and the dashboard asks again when it next shows.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);

  // key: a different event (or a new visit with another activeTab) starts with fresh tab and dialog state.
  return <EventDetail key={`${id}-${initialTab}`} eventId={Number(id)} initialTab={initialTab} extraTabs={extraTabs} extraSections={extras} />;
}
