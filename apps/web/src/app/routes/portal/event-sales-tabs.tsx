import { useQuery } from '@tanstack/react-query';
import { EventContractsTab } from '@/features/contracts/components/event-contracts-tab';
import { eventDetailQuery } from '@/features/events/api/events.queries';
import type { TEventTab } from '@/features/events/components/event-tabs';
import { quotesByEventQuery } from '@/features/quotes/api/quotes.queries';
import { EventQuotesTab } from '@/features/quotes/components/event-quotes-tab';

/**
 * The Quotes (slot 5, shown only with a quote) and Contracts (slot 6, only when the event has contracts) tabs
 * that the quotes and contracts features add to the event page; the route is where features meet.
 */
export function useEventSalesTabs(eventId: number): TEventTab[] {
  const valid = Number.isInteger(eventId) && eventId > 0;
  const quotes = useQuery({ ...quotesByEventQuery(eventId), enabled: valid });
  const event = useQuery({ ...eventDetailQuery(eventId), enabled: valid });
  const tabs: TEventTab[] = [];
  const quoteCount = quotes.data?.length ?? 0;
  if (quoteCount > 0) tabs.push({ key: 'quotes', slot: 5, label: `Quotes (${quoteCount})`, panel: <EventQuotesTab eventId={eventId} /> });
  if (event.data?.has_contracts) {
    tabs.push({ key: 'contracts', slot: 6, label: `Contracts (${event.data.contracts_count})`, panel: <EventContractsTab eventId={eventId} /> });
  }
  return tabs;
}
