import { ZClientEventSheet, ZEventSheet } from '@venue/shared/staff/event-sheet.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * The sheet's keys sit under the event's detail key of each side, so whatever refreshes an event (a note, a
 * task, an edit) refreshes its sheet too: the sheet is made from the event.
 */
export const eventSheetKeys = {
  staff: (eventId: number) => [...QUERY_ROOTS.staffEvents, 'detail', eventId, 'sheet'] as const,
  client: (eventId: number) => [...QUERY_ROOTS.events, 'detail', eventId, 'sheet'] as const,
};

export const staffSheetQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventSheetKeys.staff(eventId),
    queryFn: ({ signal }) => api.get(`/staff/events/${eventId}/sheet/`, { signal, schema: ZEventSheet }),
    staleTime: 30_000,
  });

export const clientSheetQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventSheetKeys.client(eventId),
    queryFn: ({ signal }) => api.get(`/client/events/${eventId}/sheet/`, { signal, schema: ZClientEventSheet }),
    staleTime: 60_000,
  });
